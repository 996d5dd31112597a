// One page per element, generated from its custom-elements.json declaration: a live example
// against this server, the usage snippet, then attributes, properties, events with their
// `detail`, parts and CSS custom properties, each with its default.
import { SafeHtml, html } from '../http/html';
import type { ElementDoc } from './kit-manifest';
import { elementSnippet } from './assets/snippet.js';
import { codeBlock, docsLayout, docsPaths, prose, scrollingTable, summaryOf } from './layout';

const none = html`<span class="muted">—</span>`;
const codeOrNone = (value: string | undefined) => (value ? html`<code>${value}</code>` : none);
/** A description without the leading attribute name the source comments start with. */
const withoutName = (description: string | undefined) => {
  const text = (description ?? '').replace(/^`[\w-]+`[;:,]?\s*/, '');
  return text.charAt(0).toUpperCase() + text.slice(1);
};
/** A default: a value as code, a sentence ("the system UI stack") as text. */
const defaultCell = (value: string | undefined) =>
  value && /\s/.test(value) && !/^["']/.test(value) ? prose(value) : codeOrNone(value);

/** A tag name as custom elements spell it, so it can be written into the page as markup. */
export const isTagName = (name: string): boolean => /^[a-z][a-z0-9]*(?:-[a-z0-9]+)+$/.test(name);

function exampleElement(tag: string): SafeHtml {
  if (!isTagName(tag)) throw new Error(`Not a custom element name: ${tag}`);
  return new SafeHtml(`<${tag} data-example></${tag}>`);
}

function detailCell(event: ElementDoc['events'][number]): SafeHtml {
  const fields = event.detail ?? [];
  if (fields.length === 0) return html`<span class="muted">no fields</span>`;
  return html`<ul class="detail">
    ${fields.map(
      (field) =>
        html`<li>
          <code>${field.name}${field.optional ? '?' : ''}: ${field.type}</code>${
            field.description ? html` — ${prose(field.description)}` : ''
          }
        </li>`,
    )}
  </ul>`;
}

function section(id: string, title: string, content: SafeHtml | false): SafeHtml {
  return html`<section class="doc-section" aria-labelledby="${id}">
    <h2 id="${id}">${title}</h2>
    ${content || html`<p class="muted">None.</p>`}
  </section>`;
}

export function elementPage(options: {
  element: ElementDoc;
  elements: ElementDoc[];
  origin: string;
  /** The server is in test mode: the live example may take the demo admin's test token. */
  testTokens?: boolean;
}): string {
  const { element, origin } = options;
  const tag = element.tagName;
  const attributes = scrollingTable(
    `Attributes of ${tag}`,
    ['Attribute', 'Type', 'Default', 'Description'],
    element.attributes.map(
      (attribute) =>
        html`<tr>
          <td><code>${attribute.name}</code></td>
          <td><code>${attribute.type.text}</code></td>
          <td>${defaultCell(attribute.default)}</td>
          <td>${prose(withoutName(attribute.description))}</td>
        </tr>`,
    ),
  );
  const properties = scrollingTable(
    `Properties of ${tag}`,
    ['Property', 'Attribute', 'Type', 'Default', 'Description'],
    element.members.map(
      (member) =>
        html`<tr>
          <td><code>${member.name}</code></td>
          <td>${codeOrNone(member.attribute)}</td>
          <td><code>${member.type.text}</code></td>
          <td>${defaultCell(member.default)}</td>
          <td>${prose(withoutName(member.description))}</td>
        </tr>`,
    ),
  );
  const events = scrollingTable(
    `Events of ${tag}`,
    ['Event', 'Detail', 'Description'],
    element.events.map(
      (event) =>
        html`<tr>
          <td><code>${event.name}</code></td>
          <td>${detailCell(event)}</td>
          <td>${event.description ? prose(event.description) : none}</td>
        </tr>`,
    ),
  );
  const parts = scrollingTable(
    `Parts of ${tag}`,
    ['Part', 'Selector'],
    element.cssParts.map(
      (part) =>
        html`<tr>
          <td><code>${part.name}</code></td>
          <td><code>${tag}::part(${part.name})</code></td>
        </tr>`,
    ),
  );
  const cssProperties = scrollingTable(
    `CSS custom properties of ${tag}`,
    ['Property', 'Default', 'Description'],
    element.cssProperties.map(
      (property) =>
        html`<tr>
          <td><code>${property.name}</code></td>
          <td>${defaultCell(property.default)}</td>
          <td>${property.description ? prose(property.description) : none}</td>
        </tr>`,
    ),
  );

  const body = html`
    <h1><code class="title-tag">&lt;${tag}&gt;</code></h1>
    <p class="lead">${summaryOf(element)}</p>
    <section class="doc-section" aria-labelledby="example-title">
      <div class="section-head">
        <h2 id="example-title">Live example</h2>
        <p
          class="example-status"
          role="status"
          data-example-status
          ${options.testTokens ? html`data-test-tokens` : ''}
        >
          Getting a token…
        </p>
      </div>
      <p class="muted">
        Against this server, with the token of the dashboard's signed-in user (sign in on the
        <a href="/">dashboard</a> first). Theme it in the
        <a href="${docsPaths.playground}?tag=${tag}">playground</a>.
      </p>
      <div class="example">${exampleElement(tag)}</div>
    </section>
    <section class="doc-section" aria-labelledby="usage-title">
      <h2 id="usage-title">Usage</h2>
      ${codeBlock(elementSnippet(origin, tag), `Usage of ${tag}`)}
      <p class="muted">
        Every framework's binding of the same tag is on the
        <a href="${docsPaths.index}#frameworks">overview</a>.
      </p>
    </section>
    ${section('attributes', 'Attributes', element.attributes.length > 0 && attributes)}
    ${section('properties', 'Properties', element.members.length > 0 && properties)}
    ${section('events', 'Events', element.events.length > 0 && events)}
    ${section('parts', 'Parts', element.cssParts.length > 0 && parts)}
    ${section('css-properties', 'CSS custom properties', element.cssProperties.length > 0 && cssProperties)}
  `;
  return docsLayout({
    title: `<${tag}>`,
    path: docsPaths.element(tag),
    elements: options.elements,
    body,
    scripts: ['example.js'],
  });
}
