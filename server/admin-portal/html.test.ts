import { describe, expect, it } from 'vitest';
import { SafeHtml, html } from './html';

describe('admin portal html builder', () => {
  it('given interpolated text, should escape it', () => {
    const name = `<script>alert("x")</script>&'`;
    expect(html`<p title="${name}">${name}</p>`.value).toBe(
      '<p title="&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&amp;&#39;">&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&amp;&#39;</p>',
    );
  });

  it('given nested fragments, lists and empty values, should keep built markup and drop empties', () => {
    const items = ['a<', 'b'].map((item) => html`<li>${item}</li>`);
    const list = html`<ul>
      ${items}
    </ul>`;
    // Prettier formats html`` templates, so compare without the layout whitespace.
    expect(list.value.replace(/\s+/g, '')).toBe('<ul><li>a&lt;</li><li>b</li></ul>');
    expect(html`${null}${undefined}${false}`.value).toBe('');
    expect(html`${new SafeHtml('<b>ok</b>')}`.value).toBe('<b>ok</b>');
  });
});
