import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { markdownPage, renderMarkdown, titleOf } from './markdown-page';

describe('renderMarkdown', () => {
  it('shows raw HTML in the source as text, never as markup', () => {
    const out = renderMarkdown(
      'Before <script>alert(1)</script> after\n\n<div onclick="x()">block</div>\n',
    ).value;
    expect(out).not.toContain('<script>');
    expect(out).not.toContain('<div onclick');
    expect(out).toContain('&lt;script&gt;');
  });

  it('puts each table in a focusable, labelled scrolling region and makes code blocks focusable', () => {
    const out = renderMarkdown(
      '| a | b |\n| --- | --- |\n| 1 | 2 |\n\n| c |\n| --- |\n| 3 |\n\n```\ncode\n```\n',
    ).value;
    expect(
      out.match(
        /<div class="table-scroll" role="region" aria-label="Table \d" tabindex="0"><table>/g,
      ),
    ).toHaveLength(2);
    expect(out.match(/<\/table><\/div>/g)).toHaveLength(2);
    expect(out).toContain('<pre class="code" tabindex="0">');
  });

  it('takes the title from the first level-one heading', () => {
    expect(titleOf('intro\n\n# Changes\n\n## Unreleased\n', 'fallback')).toBe('Changes');
    expect(titleOf('no heading', 'fallback')).toBe('fallback');
  });
});

describe('the docs sources', () => {
  const sources = [
    'server/docs/content/guide.md',
    'server/docs/content/measurements.md',
    'CHANGELOG.md',
  ];

  it.each(sources)('%s renders in the docs frame with its own title', (file) => {
    const page = markdownPage({ file, path: '/docs/x', elements: [] });
    expect(page).toBeDefined();
    const title = titleOf(fs.readFileSync(file, 'utf8'), '');
    expect(title).not.toBe('');
    expect(page).toContain(`<title>${title} · Account widgets docs</title>`);
  });

  it('answers nothing for a missing source', () => {
    expect(
      markdownPage({ file: 'server/docs/content/none.md', path: '/docs/x', elements: [] }),
    ).toBeUndefined();
  });
});
