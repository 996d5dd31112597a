// Each framework's usage snippet is generated from the host app the interop suite installs the
// packed kit into and tests (tests/interop/hosts), read per request, with the suite's plumbing
// left out (partnerSnippet): the docs show the tested code and cannot drift from it.
import fs from 'node:fs';
import path from 'node:path';

export interface Framework {
  id: string;
  name: string;
  /** The host app's file that uses the tags, relative to tests/interop/hosts. */
  file: string;
  /** Entry files shown before it (the ways in: React's shared-React and standalone entries). */
  entries?: string[];
  /** The language of the file, for the code block's label. */
  language: string;
  /** What a partner must know beyond the file (setup the host's build does). */
  note: string;
}

export const frameworks: Framework[] = [
  {
    id: 'react',
    name: 'React 19',
    file: 'react/app.tsx',
    entries: ['react/main.tsx', 'react-standalone/main.tsx'],
    language: 'tsx',
    note: 'React 19 sets authToken as a property and on<event> props as listeners; import the package’s /react entry for the JSX types. Two ways in, one app: a bundler app on React ^19.0.0 imports /shared-react (react/main.tsx), whose chunks use the app’s React: one React on the page, and the kit adds about 45 kB before the first row instead of bringing React again. The default entry, widgets.js (react-standalone/main.tsx, or a script tag), brings its own React: pick it for an older React (the shared-React entry refuses one, in the console, pointing here), a page without a bundler, or to keep the kit’s React apart from the app’s.',
  },
  {
    id: 'preact',
    name: 'Preact',
    file: 'preact/main.jsx',
    language: 'jsx',
    note: 'Preact sets a prop as a property when the element has it, so authToken is passed as is.',
  },
  {
    id: 'vue',
    name: 'Vue 3',
    file: 'vue/App.vue',
    language: 'vue',
    note: 'Tell the Vue compiler that tags with a dash are custom elements: vue({ template: { compilerOptions: { isCustomElement: (tag) => tag.includes("-") } } }).',
  },
  {
    id: 'svelte',
    name: 'Svelte 5',
    file: 'svelte/App.svelte',
    language: 'svelte',
    note: 'Svelte 5 sets authToken as a property; import the package’s /svelte entry for the element typings.',
  },
  {
    id: 'angular',
    name: 'Angular',
    file: 'angular/src/main.ts',
    language: 'ts',
    note: 'Standalone components need schemas: [CUSTOM_ELEMENTS_SCHEMA]; bind attributes with [attr.name].',
  },
  {
    id: 'lit',
    name: 'Lit',
    file: 'lit/main.ts',
    language: 'ts',
    note: 'Bind the token with .authToken; the tags upgrade inside the Lit component’s shadow root.',
  },
  {
    id: 'solid',
    name: 'Solid',
    file: 'solid/main.tsx',
    language: 'tsx',
    note: 'Solid sets a prop as a property when the element has it; import the package’s /solid entry for the JSX types.',
  },
  {
    id: 'html',
    name: 'Plain HTML',
    file: 'html/index.html',
    language: 'html',
    note: 'One script tag; the kit loads its chunks relative to widgets.js, so it works from a CDN path.',
  },
];

export function interopHostsDir(repositoryRoot: string): string {
  return path.join(repositoryRoot, 'tests/interop/hosts');
}

/** A host file's source, or undefined when the interop suite has no host for it. */
export function readHostFile(hostsDir: string, file: string): string | undefined {
  try {
    return fs.readFileSync(path.join(hostsDir, file), 'utf8').trimEnd();
  } catch {
    return undefined;
  }
}

/**
 * The partner's copy of a host app (#39 item 13): the tested source without the suite's
 * plumbing, so it can be pasted. In the host files, a line holding `interop-only` is the
 * suite's (left out), as is everything from `interop-only:start` to `interop-only:end`; a
 * comment `docs: <code>` is a line only the partner's copy has (shown as <code>). Then the
 * suite's values become a partner's: the first organization's token is the app's
 * `getWidgetToken`, the recorder its `onWidgetEvent` (both from ./widget-token, shown below the
 * snippets), the test server's host the API's (`apiHostname`), and its port and plain-HTTP
 * settings go (a partner's API is on https's port); the hosts' component names lose "Interop".
 */
export function partnerSnippet(source: string, widgetsUrl: string, apiHostname: string): string {
  const lines: string[] = [];
  let omitting = false;
  for (const line of source.split('\n')) {
    if (line.includes('interop-only:start')) omitting = true;
    const omitted = omitting || line.includes('interop-only');
    if (line.includes('interop-only:end')) omitting = false;
    if (omitted) continue;
    const docsOnly = /^(\s*)(?:\/\/|<!--|\{\/\*)\s*docs: (.*?)\s*(?:-->|\*\/\})?$/.exec(line);
    if (docsOnly) {
      lines.push(`${docsOnly[1]}${docsOnly[2]}`);
      continue;
    }
    if (/config\.api\.port|api\.port\b|api-https/.test(line)) continue;
    lines.push(
      line
        .replace(/(?:config\.)?tokens\[0\]/g, 'getWidgetToken')
        .replace(/\brecord\b/g, 'onWidgetEvent')
        .replace(
          /(?:\[attr\.|:)?(attr:)?api-hostname\]?=(?:"config\.api\.hostname"|\$?\{config\.api\.hostname\})/g,
          `$1api-hostname="${apiHostname}"`,
        )
        .replace(/\bapi\.hostname\b/g, `'${apiHostname}'`)
        .replace('/cdn/account-widgets/current/widgets.js', widgetsUrl)
        // The hosts' own component names (InteropRoot, <interop-app>) read as the partner's.
        .replace(/\binterop-/g, 'account-')
        .replace(/\bInterop(?=[A-Z])/g, 'Account'),
    );
  }
  return lines.join('\n');
}

/** ./widget-token, which every snippet imports: the token from the partner's backend. */
export function widgetTokenModule(): string {
  return [
    '// widget-token.ts: your backend mints the token with the secret key (see Getting started).',
    'export async function getWidgetToken(): Promise<string> {',
    "  const response = await fetch('/widget-token', { credentials: 'same-origin' });",
    "  if (!response.ok) throw new Error('No widget token');",
    '  const { token } = (await response.json()) as { token: string };',
    '  return token;',
    '}',
    '',
    '/** What the page does with a widget event: here, log it. */',
    'export function onWidgetEvent(event: Event): void {',
    '  console.log(event.type, (event as CustomEvent).detail);',
    '}',
  ].join('\n');
}
