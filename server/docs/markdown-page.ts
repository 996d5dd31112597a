// Docs pages written in Markdown (server/docs/content/*.md, and the repository's CHANGELOG.md):
// rendered with marked, raw HTML in the source shown as text, tables and code blocks wrapped to
// scroll sideways on narrow screens and be reachable by keyboard, in the docs' frame.
import fs from 'node:fs';
import { Marked } from 'marked';
import { escapeHtml, SafeHtml } from '../http/html';
import type { ElementDoc } from './kit-manifest';
import { docsLayout } from './layout';

const marked = new Marked({
  gfm: true,
  renderer: {
    // The sources are ours, but nothing in them becomes markup by accident.
    html: ({ text }) => escapeHtml(text),
  },
});

/** Markdown to HTML, with each table and code block in a focusable scrolling region. */
export function renderMarkdown(source: string): SafeHtml {
  let tables = 0;
  const out = (marked.parse(source, { async: false }) as string)
    .replace(/<table>/g, () => {
      tables += 1;
      return `<div class="table-scroll" role="region" aria-label="Table ${tables}" tabindex="0"><table>`;
    })
    .replace(/<\/table>/g, '</table></div>')
    .replace(/<pre>/g, '<pre class="code" tabindex="0">');
  return new SafeHtml(out);
}

/** The page's title: the source's first level-one heading. */
export function titleOf(source: string, fallback: string): string {
  return /^# (.+)$/m.exec(source)?.[1]?.trim() ?? fallback;
}

export function markdownPage(options: {
  file: string;
  path: string;
  elements: ElementDoc[];
}): string | undefined {
  if (!fs.existsSync(options.file)) return undefined;
  const source = fs.readFileSync(options.file, 'utf8');
  return docsLayout({
    title: titleOf(source, options.path),
    path: options.path,
    elements: options.elements,
    body: renderMarkdown(source),
  });
}
