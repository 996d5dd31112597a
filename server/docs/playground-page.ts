// The theme playground: controls for every theme attribute and each `elements` override key,
// a live widget and the exact snippet to copy. The page is rendered here with the widget in
// its default theme and that theme's snippet; playground.js updates both as controls change.
import { SafeHtml, html } from '../http/html';
import { elementSnippet } from './assets/snippet.js';
import { isTagName } from './element-page';
import { listedValues, overrideKeysOf, type ElementDoc } from './kit-manifest';
import { codeBlock, docsLayout, docsPaths } from './layout';

/** The kit's named accents (src/ui/theme.ts `accentSeeds`; a test keeps the two equal). */
export const accentNames = [
  'indigo',
  'blue',
  'cyan',
  'teal',
  'green',
  'grass',
  'orange',
  'amber',
  'red',
  'crimson',
  'pink',
  'plum',
  'purple',
  'violet',
  'iris',
  'gray',
];

const fonts: [label: string, value: string][] = [
  ['System UI (default)', ''],
  ['Serif', 'Georgia, "Times New Roman", serif'],
  ['Rounded', 'ui-rounded, "SF Pro Rounded", system-ui, sans-serif'],
  ['Monospace', 'ui-monospace, SFMono-Regular, Menlo, monospace'],
];

function select(
  id: string,
  label: string,
  options: [label: string, value: string][],
  selected: string,
  attribute: string,
): SafeHtml {
  return html`<div class="field">
    <label for="${id}">${label}</label>
    <select id="${id}" data-attribute="${attribute}">
      ${options.map(
        ([text, value]) =>
          html`<option value="${value}" ${value === selected ? html`selected` : ''}>
            ${text}
          </option>`,
      )}
    </select>
  </div>`;
}

const withDefault = (values: string[], fallback: string): [string, string][] =>
  values.map((value) => [value === fallback ? `${value} (default)` : value, value]);

export function playgroundPage(options: {
  elements: ElementDoc[];
  origin: string;
  /** The server is in test mode: the live example may take the demo admin's test token. */
  testTokens?: boolean;
  tag: string | undefined;
}): string {
  const { elements, origin } = options;
  const current =
    elements.find((element) => element.tagName === options.tag) ?? (elements[0] as ElementDoc);
  const tag = current.tagName;
  if (!isTagName(tag)) throw new Error(`Not a custom element name: ${tag}`);
  const overrideKeys = overrideKeysOf(current);
  const radii = listedValues(current, 'radius');
  const appearances = listedValues(current, 'appearance');

  const overrides = overrideKeys.map(
    (key) =>
      html`<fieldset class="override" data-override="${key.name}">
        <legend><code>${key.name}</code></legend>
        ${select(
          `override-${key.name}-variant`,
          'Variant',
          [['Default', ''], ...key.variants.map((value): [string, string] => [value, value])],
          '',
          'variant',
        )}
        ${
          key.colors.length > 0
            ? select(
                `override-${key.name}-color`,
                'Colour',
                [['Default', ''], ...key.colors.map((value): [string, string] => [value, value])],
                '',
                'color',
              )
            : ''
        }
      </fieldset>`,
  );

  const body = html`
    <h1>Theme playground</h1>
    <p class="lead">
      Every control sets an attribute on the widget below; the snippet is what to paste into your
      page.
    </p>
    <div class="playground">
      <form class="controls" aria-label="Theme" data-playground>
        ${select(
          'playground-tag',
          'Element',
          elements.map((element): [string, string] => [`<${element.tagName}>`, element.tagName]),
          tag,
          '',
        )}
        ${select('playground-appearance', 'Appearance', withDefault(appearances, 'inherit'), 'inherit', 'appearance')}
        ${select('playground-accent', 'Accent colour', withDefault(accentNames, 'indigo'), 'indigo', 'accent-color')}
        ${select('playground-radius', 'Radius', withDefault(radii, 'medium'), 'medium', 'radius')}
        <div class="field">
          <label for="playground-scaling">Scaling</label>
          <div class="range">
            <input
              id="playground-scaling"
              type="range"
              min="75"
              max="150"
              step="5"
              value="100"
              data-attribute="scaling"
              aria-describedby="playground-scaling-value"
            />
            <output id="playground-scaling-value" for="playground-scaling">100%</output>
          </div>
        </div>
        ${select('playground-font', 'Font', fonts, '', 'font-family')}
        <details class="overrides">
          <summary>Per-element overrides (<code>elements</code>)</summary>
          <div class="override-grid">${overrides}</div>
        </details>
        <button type="reset" class="button">Reset</button>
      </form>
      <div class="stage">
        <section class="doc-section" aria-labelledby="snippet-title">
          <div class="section-head">
            <h2 id="snippet-title">Snippet</h2>
            <button type="button" class="button" data-copy>Copy</button>
          </div>
          ${codeBlock(elementSnippet(origin, tag), 'Snippet to copy', 'playground-snippet')}
          <p class="muted" role="status" data-copy-status></p>
        </section>
        <section class="doc-section" aria-labelledby="preview-title">
          <div class="section-head">
            <h2 id="preview-title">Preview</h2>
            <p
              class="example-status"
              role="status"
              data-example-status
              ${options.testTokens ? html`data-test-tokens` : ''}
            >
              Getting a token…
            </p>
          </div>
          <div class="example" data-preview>${new SafeHtml(`<${tag} data-example></${tag}>`)}</div>
        </section>
      </div>
    </div>
  `;
  return docsLayout({
    title: 'Theme playground',
    path: docsPaths.playground,
    elements,
    body,
    scripts: ['example.js', 'playground.js'],
  });
}
