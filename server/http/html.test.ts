import { describe, expect, it } from 'vitest';
import { escapeHtml, html } from './html';

describe('html template', () => {
  it('given hostile text, should escape it in content and attributes', () => {
    const hostile = `"><script>alert('x')</script>&`;
    const page = html`<input value="${hostile}" />
      <p>${hostile}</p>`.value;
    expect(page).not.toContain('<script>');
    expect(page).toContain('&quot;&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;&amp;');
  });

  it('given nested html and arrays, should keep them unescaped and drop empty values', () => {
    const items = ['a<b', 'c'].map((item) => html`<li>${item}</li>`);
    expect(
      html`<ul>
        ${items}${null}${false}${undefined}
      </ul>`.value.replace(/\s+/g, ''),
    ).toBe('<ul><li>a&lt;b</li><li>c</li></ul>');
  });

  it('given a backtick, should escape it', () => {
    expect(escapeHtml('`')).toBe('&#96;');
  });
});
