// The docs pages in the server's one page frame (http/page-frame.ts): its stylesheet and the
// docs' own are files under /docs/assets/ (the dashboard's strict policy applies: no inline
// script or style); a side navigation on wide screens and a top one from 375 px.
import { html, type SafeHtml } from '../http/html';
import { pageFrame } from '../http/page-frame';
import type { ElementDoc } from './kit-manifest';

export interface DocsPage {
  title: string;
  /** The path of the page, to mark its navigation link as current. */
  path: string;
  elements: ElementDoc[];
  body: SafeHtml;
  /** Script files of the page (under /docs/assets/). */
  scripts?: string[];
}

export const docsPaths = {
  index: '/docs/',
  gettingStarted: '/docs/getting-started',
  playground: '/docs/playground',
  guide: '/docs/guide',
  measurements: '/docs/measurements',
  changes: '/docs/changes',
  element: (tag: string) => `/docs/elements/${tag}`,
  asset: (file: string) => `/docs/assets/${file}`,
};

export function docsLayout(page: DocsPage): string {
  const link = (href: string, label: SafeHtml | string) =>
    html`<li>
      <a href="${href}" ${page.path === href ? html`aria-current="page"` : ''}>${label}</a>
    </li>`;
  return pageFrame({
    title: page.title,
    product: 'Account widgets docs',
    stylesheets: [docsPaths.asset('page-frame.css'), docsPaths.asset('docs.css')],
    scripts: (page.scripts ?? []).map((script) => ({ src: docsPaths.asset(script), module: true })),
    body: html`<a class="skip" href="#content">Skip to content</a>
      <header class="top">
        <a class="brand" href="${docsPaths.index}">Account widgets</a>
        <span class="brand-meta">Documentation</span>
      </header>
      <div class="frame">
        <nav class="side" aria-label="Documentation">
          <ul>
            ${link(docsPaths.index, 'Overview')}
            ${link(docsPaths.gettingStarted, 'Getting started')}
            ${link(docsPaths.guide, 'Embedding guide')}
            ${link(docsPaths.playground, 'Theme playground')}
            ${link(docsPaths.measurements, 'Measurements')} ${link(docsPaths.changes, 'Changes')}
          </ul>
          <h2 class="nav-title">Elements</h2>
          <ul>
            ${page.elements.map((element) =>
              link(
                docsPaths.element(element.tagName),
                html`<code>&lt;${element.tagName}&gt;</code>`,
              ),
            )}
          </ul>
        </nav>
        <main id="content">${page.body}</main>
      </div>`,
  });
}

/** A code block that scrolls sideways on narrow screens and can be reached by keyboard. */
export function codeBlock(code: string, label: string, id?: string): SafeHtml {
  return html`<pre class="code" tabindex="0" aria-label="${label}"><code ${
    id ? html`id="${id}"` : ''
  }>${code}</code></pre>`;
}

/** A table that scrolls sideways on narrow screens and can be reached by keyboard. */
export function scrollingTable(label: string, head: string[], rows: SafeHtml[]): SafeHtml {
  return html`<div class="table-scroll" role="region" aria-label="${label}" tabindex="0">
    <table>
      <thead>
        <tr>
          ${head.map((cell) => html`<th scope="col">${cell}</th>`)}
        </tr>
      </thead>
      <tbody>
        ${rows}
      </tbody>
    </table>
  </div>`;
}

/** Text with `code` spans, as the manifest's descriptions write them, with the code marked up. */
export function prose(text: string): SafeHtml {
  return html`${text
    .split('`')
    .map((part, index) => (index % 2 === 1 ? html`<code>${part}</code>` : part))}`;
}

/** An element's summary: its description without the leading tag and internal references. */
export function summaryOf(element: ElementDoc): SafeHtml {
  const text = element.description
    .replace(/^`<[\w-]+>`:\s*/, '')
    .replace(/\s*\(SPEC\.md[^)]*\)/g, '');
  return prose(text.charAt(0).toUpperCase() + text.slice(1));
}
