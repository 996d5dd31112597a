// The plain-HTML snippet of one tag with its attributes, as a partner page writes it. One copy
// for the server (element pages) and the browser (the playground's live snippet).

/** Quotes an attribute value: single quotes for JSON (elements), double quotes otherwise. */
function attribute([name, value]) {
  return value.includes('"') ? ` ${name}='${value}'` : ` ${name}="${value}"`;
}

/**
 * What a tag's host must supply besides the token, by tag: the switcher switches the session
 * through the host (without it a switch fails).
 * @type {Record<string, string[]>}
 */
const hostProperties = {
  'organization-switcher': [
    '  // Switch the session on your backend, so authToken hands over that organization’s token.',
    '  element.switchToOrganization = async ({ organizationId }) => {',
    "    const response = await fetch('/switch-organization', {",
    "      method: 'POST',",
    "      headers: { 'content-type': 'application/json' },",
    '      body: JSON.stringify({ organizationId }),',
    '    });',
    "    if (!response.ok) throw new Error('The switch failed');",
    '  };',
  ],
};

/**
 * @param {string} origin where widgets.js is served from
 * @param {string} tag the element's tag
 * @param {[string, string][]} attributes name/value pairs, in order
 * @returns {string}
 */
export function elementSnippet(origin, tag, attributes = []) {
  return [
    `<script type="module" src="${origin}/widgets/widgets.js"></script>`,
    '',
    `<${tag}${attributes.map(attribute).join('')}></${tag}>`,
    '',
    '<script type="module">',
    `  const element = document.querySelector('${tag}');`,
    '  // A string, or a function returning one (or a promise of one): here, your backend mints',
    '  // it with the secret key (see Getting started).',
    "  element.authToken = () => fetch('/widget-token').then((response) => response.json()).then(({ token }) => token);",
    ...(hostProperties[tag] ?? []),
    `  element.addEventListener('ready', () => console.log('${tag} is ready'));`,
    '</script>',
  ].join('\n');
}
