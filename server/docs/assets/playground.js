// The theme playground: each control sets its attribute on the preview widget, and the snippet
// below it is rebuilt from the same attributes (defaults left out), with DOM APIs only.
import { wireExample } from './example.js';
import { elementSnippet } from './snippet.js';

const form = document.querySelector('[data-playground]');
const preview = document.querySelector('[data-preview]');
const snippet = document.getElementById('playground-snippet');
const tagSelect = document.getElementById('playground-tag');
const scalingOutput = document.getElementById('playground-scaling-value');
const copyButton = document.querySelector('[data-copy]');
const copyStatus = document.querySelector('[data-copy-status]');
const origin = location.origin;

/** The theme attributes the controls set, without those left at their default. */
function themeAttributes() {
  const attributes = [];
  for (const control of form.querySelectorAll('[data-attribute]')) {
    const name = control.dataset.attribute;
    if (!name || control.closest('[data-override]')) continue;
    const fallback = control.defaultValue ?? '';
    let value = control.value;
    if (control instanceof HTMLSelectElement) {
      const initial = [...control.options].find((option) => option.defaultSelected);
      if (value === (initial?.value ?? '')) continue;
    } else if (value === fallback) continue;
    if (name === 'scaling') value = `${value}%`;
    attributes.push([name, value]);
  }
  const overrides = {};
  for (const fieldset of form.querySelectorAll('[data-override]')) {
    const entry = {};
    for (const control of fieldset.querySelectorAll('select')) {
      if (control.value) entry[control.dataset.attribute] = control.value;
    }
    if (Object.keys(entry).length > 0) overrides[fieldset.dataset.override] = entry;
  }
  if (Object.keys(overrides).length > 0) attributes.push(['elements', JSON.stringify(overrides)]);
  return attributes;
}

let widget = preview.firstElementChild;

function update() {
  const tag = tagSelect.value;
  if (widget?.localName !== tag) {
    widget = document.createElement(tag);
    widget.dataset.example = '';
    wireExample(widget);
    preview.replaceChildren(widget);
  }
  const attributes = themeAttributes();
  const names = new Set(attributes.map(([name]) => name));
  for (const name of [
    'appearance',
    'accent-color',
    'radius',
    'scaling',
    'font-family',
    'elements',
  ]) {
    if (!names.has(name)) widget.removeAttribute(name);
  }
  for (const [name, value] of attributes) widget.setAttribute(name, value);
  scalingOutput.textContent = `${document.getElementById('playground-scaling').value}%`;
  snippet.textContent = elementSnippet(origin, tag, attributes);
  copyStatus.textContent = '';
}

form.addEventListener('input', update);
form.addEventListener('change', update);
// Reset restores the theme controls after this event; the element shown stays.
form.addEventListener('reset', () => {
  const tag = tagSelect.value;
  setTimeout(() => {
    tagSelect.value = tag;
    update();
  });
});
form.addEventListener('submit', (event) => event.preventDefault());

copyButton.addEventListener('click', async () => {
  try {
    await navigator.clipboard.writeText(snippet.textContent ?? '');
    copyStatus.textContent = 'Copied.';
  } catch {
    copyStatus.textContent = 'Copying was refused: select the snippet and copy it.';
  }
});

update();
