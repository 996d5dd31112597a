// The kit's publishable package, written into dist/widgets/ by the widgets build: a generated
// package.json (the repository's own stays private), a README, the licence with the notices of
// the libraries bundled into the chunks, the self-contained type declarations (index.d.ts,
// scripts/kit-types.ts), and element typings for React 19, Vue, Svelte and Solid generated from
// custom-elements.json. `npm pack ./dist/widgets` gives the tarball.
import fs from 'node:fs';
import path from 'node:path';
import { SUPPORTED_REACT_RANGE } from '../src/elements/supported-react.js';
import type { CustomElementDeclaration, CustomElementsManifest } from './custom-elements-manifest';

/** The package's name on the registry. */
export const KIT_PACKAGE_NAME = '@loyalty-console/account-widgets';

/**
 * What `files` lists: the loader, the chunks, the shared-React build (loader and chunks, not its
 * build manifest), the types, the typings and the manifest.
 */
const PACKAGE_FILES = [
  'widgets.js',
  'chunks/',
  'shared-react/widgets.js',
  'shared-react/chunks/',
  'index.d.ts',
  'frameworks/',
  'custom-elements.json',
];

const FRAMEWORKS = ['react', 'vue', 'svelte', 'solid'] as const;

export function kitPackageJson(version: string): string {
  const entry = { types: './index.d.ts', default: './widgets.js' };
  // The same kit for bundler hosts on React: its chunks import the host's react and react-dom.
  const sharedReact = { types: './index.d.ts', default: './shared-react/widgets.js' };
  const manifest = {
    name: KIT_PACKAGE_NAME,
    version,
    description:
      'Account widgets as custom elements (members, profile, security, sessions, SSO, domains) for any page or framework.',
    license: 'MIT',
    type: 'module',
    module: './widgets.js',
    types: './index.d.ts',
    exports: {
      '.': entry,
      './widgets.js': entry,
      './shared-react': sharedReact,
      ...Object.fromEntries(
        FRAMEWORKS.map((name) => [`./${name}`, { types: `./frameworks/${name}.d.ts` }]),
      ),
      './custom-elements.json': './custom-elements.json',
      './package.json': './package.json',
    },
    // Only the shared-React entry imports them (the standalone one bundles its own React), so
    // optional, and of any version: with the supported range (SUPPORTED_REACT_RANGE) npm refused
    // to install the package at all beside React 18, whose apps are the standalone entry's. The
    // shared-React entry checks the version itself and says to use widgets.js.
    peerDependencies: { react: '*', 'react-dom': '*' },
    peerDependenciesMeta: { react: { optional: true }, 'react-dom': { optional: true } },
    // Only the entries define elements; the chunks are loaded by them.
    sideEffects: ['./widgets.js', './shared-react/widgets.js'],
    files: PACKAGE_FILES,
    customElements: './custom-elements.json',
    keywords: ['custom-elements', 'web-components', 'widgets', 'account', 'sso'],
  };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

export function kitPackageReadme(version: string, tags: readonly string[]): string {
  return `# ${KIT_PACKAGE_NAME}

Account widgets as custom elements: ${tags.map((tag) => `\`<${tag}>\``).join(', ')}.
Version ${version}. No dependencies: React and everything else is bundled, and a page downloads
only the code of the tags it uses. A React app may share its own React instead (below).

## Script tag

\`\`\`html
<script type="module" src="https://your-cdn.example/account-widgets/${version}/widgets.js"></script>
<users-management api-hostname="id.example.com"></users-management>
<script type="module">
  document.querySelector('users-management').authToken = () => getAccessToken();
</script>
\`\`\`

The chunks are fetched relative to \`widgets.js\`, so the folder works from any path or CDN.

## Bundler

\`\`\`sh
npm install ${KIT_PACKAGE_NAME}
\`\`\`

\`\`\`js
import '${KIT_PACKAGE_NAME}';
\`\`\`

### React apps: \`/shared-react\`

\`\`\`js
import '${KIT_PACKAGE_NAME}/shared-react';
\`\`\`

The same tags, loader and chunks, but the chunks import \`react\`, \`react-dom\` and
\`react/jsx-runtime\` from your app (optional peer dependencies; React ${SUPPORTED_REACT_RANGE}): one React on
the page and no second download of it. With another React version the tags show their error
state and the console says so; use the default entry (\`widgets.js\`, its own React) then, or on
pages without a bundler.

Importing the package defines every tag at once (in Node, or a framework's server render, it
defines nothing). Set \`authToken\` as a property: a string, or a function returning a token or a
promise of one (keep the same function across renders). Attributes: \`api-hostname\`, \`api-port\`,
\`api-https\`, \`appearance\`, \`accent-color\`, \`radius\`, \`scaling\`, \`font-family\`, \`elements\`,
\`locale\`. Events (\`ready\`, \`error\` and each action's) bubble and carry a typed \`detail\`.
\`custom-elements.json\` lists every attribute, property, event, part and CSS property.

## Typings

The element types come with the package. For framework templates, add once (e.g. in a \`.d.ts\`
file of your app):

\`\`\`ts
import type {} from '${KIT_PACKAGE_NAME}/react'; // or /vue, /svelte, /solid
\`\`\`

React 19 JSX (\`authToken\`, the attributes, a tag's own values such as \`switchToOrganization\`, and
\`on<event>\` handlers such as \`onready\`), Vue's
\`GlobalComponents\`, Svelte's \`SvelteHTMLElements\` and Solid's \`JSX.IntrinsicElements\` then
know each tag.
`;
}

/** The package's licence followed by the notices of the bundled libraries. */
export function kitPackageLicense(root: string, bundledPackages: readonly string[]): string {
  const year = new Date().getUTCFullYear();
  const own = `MIT License

Copyright (c) ${year} Loyalty Console

Permission is hereby granted, free of charge, to any person obtaining a copy of this software and
associated documentation files (the "Software"), to deal in the Software without restriction,
including without limitation the rights to use, copy, modify, merge, publish, distribute,
sublicense, and/or sell copies of the Software, and to permit persons to whom the Software is
furnished to do so, subject to the following conditions:

The above copyright notice and this permission notice shall be included in all copies or
substantial portions of the Software.

THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR IMPLIED, INCLUDING BUT
NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY, FITNESS FOR A PARTICULAR PURPOSE AND
NONINFRINGEMENT. IN NO EVENT SHALL THE AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM,
DAMAGES OR OTHER LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM, OUT
OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE SOFTWARE.
`;
  const notices = [...bundledPackages].sort().map((name) => {
    const folder = path.join(root, 'node_modules', name);
    const meta = JSON.parse(fs.readFileSync(path.join(folder, 'package.json'), 'utf8')) as {
      version: string;
      license?: string;
    };
    const licenseFile = fs
      .readdirSync(folder)
      .find((file) => /^(licen[cs]e|copying)(\.|$)/i.test(file));
    const text = licenseFile
      ? fs.readFileSync(path.join(folder, licenseFile), 'utf8').trim()
      : `Licensed under ${meta.license ?? 'its own terms'}.`;
    return `## ${name} ${meta.version} (${meta.license ?? 'see below'})\n\n${text}\n`;
  });
  return `${own}\n# Third-party software bundled in chunks/\n\n${notices.join('\n')}`;
}

/** The npm package a bundled module belongs to (`node_modules/<name>/...`), if any. */
export function packageOfModule(id: string): string | undefined {
  const match = /[\\/]node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)[\\/]/.exec(
    id.replace(/\?.*$/, ''),
  );
  return match?.[1]?.replace(/\\/g, '/');
}

// ── framework typings ──────────────────────────────────────────────────────────────────────────

const camel = (name: string) =>
  name.replace(/-([a-z])/g, (_match, letter: string) => letter.toUpperCase());
const quote = (name: string) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : `'${name}'`);

interface TagTypes {
  tag: string;
  element: string;
  eventMap: string;
  /** Attribute name and the element's property it sets (its type: enumerations as unions). */
  attributes: { name: string; field: string }[];
  /** The tag's own properties that are values, not attributes (e.g. a function). */
  values: string[];
  events: string[];
}

/** Properties every tag has as values (typed once, in `valueProperties`). */
const commonValues = ['authToken', 'messages'];

function tagTypes(declaration: CustomElementDeclaration): TagTypes {
  return {
    tag: declaration.tagName,
    element: declaration.name,
    eventMap: declaration.name.replace(/Element$/, 'EventMap'),
    attributes: declaration.attributes.map((attribute) => ({
      name: attribute.name,
      field: attribute.fieldName,
    })),
    values: declaration.members
      .filter((member) => !member.attribute && !commonValues.includes(member.name))
      .map((member) => member.name),
    events: declaration.events.map((event) => event.name),
  };
}

const header = (
  framework: string,
) => `// ${framework} typings of the kit's tags, generated from custom-elements.json.
// Add \`import type {} from '${KIT_PACKAGE_NAME}/${framework.toLowerCase()}';\` once to your app.
`;

function importTypes(tags: TagTypes[]): string {
  const names = tags.flatMap((tag) => [tag.element, tag.eventMap]);
  return `import type { AuthTokenSource, MessageOverrides, ${names.join(', ')} } from '../index.js';\n`;
}

const valueProperties = `  /** Access token, or a function returning one (sync or async); keep the same function. */
  authToken?: AuthTokenSource;
  /** Overrides of the widget's strings by message id. */
  messages?: MessageOverrides;
`;

function attributeLines(tag: TagTypes, name: (attribute: string) => string): string {
  return (
    tag.attributes
      .map(
        (attribute) => `  ${quote(name(attribute.name))}?: ${tag.element}['${attribute.field}'];\n`,
      )
      .join('') + tag.values.map((value) => `  ${value}?: ${tag.element}['${value}'];\n`).join('')
  );
}

function reactTypings(tags: TagTypes[]): string {
  const entries = tags.map(
    (tag) =>
      `      '${tag.tag}': KitReactProps<${tag.element}, ${tag.eventMap}> & ${tag.element}Attributes;\n`,
  );
  const attributes = tags.map(
    (tag) => `interface ${tag.element}Attributes {\n${attributeLines(tag, (a) => a)}}\n`,
  );
  return `${header('React')}import type { DetailedHTMLProps, HTMLAttributes } from 'react';
${importTypes(tags)}
/** React 19 sets \`authToken\` (and each tag's own values) as properties and adds \`on<event>\` props as listeners. */
type KitReactProps<Element, EventMap> = DetailedHTMLProps<HTMLAttributes<Element>, Element> & {
${valueProperties}} & { [Name in keyof EventMap as \`on\${Name & string}\`]?: (event: EventMap[Name]) => void };

${attributes.join('\n')}
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
${entries.join('')}    }
  }
}
`;
}

function vueTypings(tags: TagTypes[]): string {
  const pascalEvent = (event: string) => `on${camel(event).replace(/^./, (c) => c.toUpperCase())}`;
  const entries = tags.map(
    (tag) => `    '${tag.tag}': KitVueElement<{
${valueProperties.replace(/^ {2}/gm, '      ')}${attributeLines(tag, camel).replace(/^ {2}/gm, '      ')}${tag.events
      .map(
        (event) => `      ${pascalEvent(event)}?: (event: ${tag.eventMap}['${event}']) => void;\n`,
      )
      .join('')}    }>;\n`,
  );
  return `${header('Vue')}import type { DefineComponent, HTMLAttributes } from 'vue';
${importTypes(tags)}
/** The element's own props beside the usual HTML attributes (id, class, style, …). */
type KitVueElement<Props> = DefineComponent<Props & Omit<HTMLAttributes, keyof Props>>;

declare module 'vue' {
  interface GlobalComponents {
${entries.join('')}  }
}
`;
}

function svelteTypings(tags: TagTypes[]): string {
  const entries = tags.map(
    (tag) => `    '${tag.tag}': HTMLAttributes<${tag.element}> & {
${valueProperties.replace(/^ {2}/gm, '      ')}${attributeLines(tag, (a) => a).replace(/^ {2}/gm, '      ')}${tag.events
      .map(
        (event) => `      ${quote(`on${event}`)}?: (event: ${tag.eventMap}['${event}']) => void;\n`,
      )
      .join('')}    };\n`,
  );
  return `${header('Svelte')}import type { HTMLAttributes } from 'svelte/elements';
${importTypes(tags)}
declare module 'svelte/elements' {
  interface SvelteHTMLElements {
${entries.join('')}  }
}
`;
}

function solidTypings(tags: TagTypes[]): string {
  const events = new Map<string, string>();
  for (const tag of tags) {
    for (const event of tag.events)
      if (!events.has(event)) events.set(event, `${tag.eventMap}['${event}']`);
  }
  const entries = tags.map(
    (tag) => `      '${tag.tag}': JSX.HTMLAttributes<${tag.element}> & {
${valueProperties.replace(/^ {2}/gm, '        ')}${attributeLines(tag, (a) => a).replace(/^ {2}/gm, '        ')}${tag.attributes
      .map(
        (attribute) => `        'attr:${attribute.name}'?: ${tag.element}['${attribute.field}'];\n`,
      )
      .join('')}      };\n`,
  );
  return `${header('Solid')}import type { JSX } from 'solid-js';
${importTypes(tags)}
declare module 'solid-js' {
  namespace JSX {
    interface IntrinsicElements {
${entries.join('')}    }
    /** \`prop:authToken={…}\`, \`prop:messages={…}\` and each tag's own values. */
    interface ExplicitProperties {
      authToken: AuthTokenSource;
      messages: MessageOverrides;
${tags
  .flatMap((tag) => tag.values.map((value) => `      ${value}: ${tag.element}['${value}'];\n`))
  .join('')}    }
    /** \`on:ready={…}\`, \`on:member-invited={…}\`, … */
    interface CustomEvents {
${[...events].map(([event, type]) => `      ${quote(event)}: ${type};\n`).join('')}    }
  }
}
`;
}

/** The framework typings by file name (frameworks/<name>.d.ts). */
export function frameworkTypings(manifest: CustomElementsManifest): Record<string, string> {
  const tags = manifest.modules.flatMap((module) => module.declarations).map(tagTypes);
  return {
    'frameworks/react.d.ts': reactTypings(tags),
    'frameworks/vue.d.ts': vueTypings(tags),
    'frameworks/svelte.d.ts': svelteTypings(tags),
    'frameworks/solid.d.ts': solidTypings(tags),
  };
}
