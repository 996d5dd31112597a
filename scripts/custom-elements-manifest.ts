// Builds custom-elements.json (schema 2.1.0, what IDEs and Storybook read) from the element
// definitions: the tags in src/elements/registry.ts, the shared contract (the WidgetElement
// interface and WidgetElementEventMap in define-widget-element.ts), and each element file's
// header (description, events, parts, CSS custom properties), event map and extra props.
// The kit's elements are made by a factory (one light class per tag, kit-element.ts, defined by
// the loader before React arrives), which class-based analyzers cannot follow.
import fs from 'node:fs';
import path from 'node:path';
import { describeElementOverrideKeys } from '../src/ui/element-override-rules.js';

interface Described {
  name: string;
  description?: string;
}
interface Attribute extends Described {
  fieldName: string;
  type: { text: string };
  default?: string;
}
interface Field extends Described {
  kind: 'field';
  type: { text: string };
  attribute?: string;
  default?: string;
}
/** A field of an event's `detail` (not in the schema; tools ignore it, the docs pages show it). */
export interface DetailField extends Described {
  type: string;
  optional: boolean;
}
interface ElementEvent extends Described {
  type: { text: string };
  detail: DetailField[];
}
interface CssProperty extends Described {
  default?: string;
}
export interface CustomElementDeclaration {
  kind: 'class';
  name: string;
  tagName: string;
  customElement: true;
  description: string;
  attributes: Attribute[];
  members: Field[];
  events: ElementEvent[];
  cssParts: Described[];
  cssProperties: CssProperty[];
}
export interface CustomElementsManifest {
  schemaVersion: string;
  readme: string;
  modules: {
    kind: 'javascript-module';
    path: string;
    declarations: CustomElementDeclaration[];
    exports: {
      kind: 'custom-element-definition';
      name: string;
      declaration: { name: string; module: string };
    }[];
  }[];
}

const kebab = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
const pascal = (tag: string) =>
  tag.replace(/(^|-)([a-z])/g, (_match, _dash: string, letter: string) => letter.toUpperCase());
const clean = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The body of `interface <name> ... { ... }` (one level of braces). */
function interfaceBody(source: string, name: string): string {
  const match = new RegExp(`interface ${name}\\b[^{]*\\{([\\s\\S]*?)\\n\\}`).exec(source);
  if (!match?.[1]) throw new Error(`interface ${name} not found`);
  return match[1];
}

/** `/** doc *\/ name: type;` members of an interface body. */
function documentedMembers(body: string) {
  const members: { name: string; type: string; description: string }[] = [];
  const pattern = /\/\*\*([\s\S]*?)\*\/\s*'?([\w-]+)'?\??:\s*([^;]+);/g;
  for (const match of body.matchAll(pattern)) {
    members.push({
      name: match[2]!,
      type: clean(match[3]!),
      description: clean(match[1]!.replace(/^\s*\*/gm, '')),
    });
  }
  return members;
}

/** The lines of a header section, e.g. "Parts:" up to the next blank line. */
function section(header: string, title: string): string {
  const start = new RegExp(`^${title}(?: \\([^)]*\\))?:`, 'm').exec(header);
  if (!start) return '';
  const rest = header.slice(start.index + start[0].length);
  const end = rest.search(/\n\s*\n/);
  return end < 0 ? rest : rest.slice(0, end);
}

export function buildCustomElementsManifest(root = process.cwd()): CustomElementsManifest {
  const elementsDir = path.join(root, 'src/elements');
  const read = (file: string) => fs.readFileSync(path.join(elementsDir, file), 'utf8');
  const registry = read('registry.ts');
  const tags = [...registry.matchAll(/'([a-z]+(?:-[a-z]+)+)':\s*\(\)\s*=>\s*import\(/g)].map(
    (match) => match[1]!,
  );

  // Properties without an attribute (authToken, messages), as the light element defines them.
  const propertyOnly = [
    ...(/contractValueProperties = \[([^\]]*)\]/.exec(read('kit-element.ts'))?.[1] ?? '').matchAll(
      /'(\w+)'/g,
    ),
  ].map((match) => match[1]!);
  if (!propertyOnly.includes('authToken')) throw new Error('kit-element.ts: no property list');
  const contract = read('define-widget-element.ts');
  const common = documentedMembers(interfaceBody(contract, 'WidgetElement'));
  const commonEvents = documentedMembers(interfaceBody(contract, 'WidgetElementEventMap'));

  const modules = tags.map((tag) => {
    const file = `${tag}.ts`;
    const source = read(file);
    const header = (/^\/\*\*([\s\S]*?)\*\//.exec(source)?.[1] ?? '').replace(/^[ \t]*\* ?/gm, '');
    if (!header) throw new Error(`${file} has no header comment`);
    const name = `${pascal(tag)}Element`;

    // A tag's own properties: the members its element interface adds (registry.ts lists which
    // are attributes and which are values, e.g. functions).
    const extra = new RegExp(`interface ${name}\\b`).test(source)
      ? documentedMembers(interfaceBody(source, name))
      : [];
    const ownValues = [
      ...(
        new RegExp(`'${tag}':\\s*\\{[^}]*values:\\s*\\[([^\\]]*)\\]`).exec(registry)?.[1] ?? ''
      ).matchAll(/'(\w+)'/g),
    ].map((match) => match[1]!);
    const propertyOnlyHere = [...propertyOnly, ...ownValues];

    const attributes: Attribute[] = [...common, ...extra]
      .filter((member) => !propertyOnlyHere.includes(member.name))
      .map((member) => ({
        name: kebab(member.name),
        fieldName: member.name,
        type: { text: member.type.replace(/\s*\|\s*undefined/, '') },
        description: withKeys(member),
        ...optionalDefault(member.description),
      }));
    const members: Field[] = [...common, ...extra].map((member) => ({
      kind: 'field',
      name: member.name,
      type: { text: member.type },
      description: withKeys(member),
      ...optionalDefault(member.description),
      ...(propertyOnlyHere.includes(member.name) ? {} : { attribute: kebab(member.name) }),
    }));

    const eventLines = section(header, 'Events');
    const eventDescription = (event: string) =>
      clean(
        new RegExp(`\`${event}\`(?: \\([^)]*\\))?: ([^\\n]+(?:\\n(?!\\s*-)[^\\n]+)*)`).exec(
          eventLines,
        )?.[1] ?? '',
      );
    const ownEvents = documentedMembersOrPlain(interfaceBody(source, `${pascal(tag)}EventMap`));
    const events: ElementEvent[] = [...commonEvents, ...ownEvents].map((event) => ({
      name: event.name,
      type: { text: event.type },
      description: eventDescription(event.name) || event.description,
      detail: detailFields(event.type, root),
    }));

    const cssParts = [...section(header, 'Parts').matchAll(/`([\w-]+)`/g)].map((match) => ({
      name: match[1]!,
    }));
    const cssLines = section(header, 'CSS custom properties');
    const cssProperties = [...new Set([...cssLines.matchAll(/`(--[\w*-]+)/g)].map((m) => m[1]!))]
      .map((property) => ({
        name: property,
        description: property.endsWith('*')
          ? 'Every theme token may be overridden on the element.'
          : clean(new RegExp(`\`${property}\` ([^;.]+)`).exec(cssLines)?.[1] ?? ''),
      }))
      .map((property) => ({
        ...property,
        default: property.name.endsWith('*')
          ? "the theme attributes' value"
          : defaultOf(property.description),
      }));

    const declaration: CustomElementDeclaration = {
      kind: 'class',
      name,
      tagName: tag,
      customElement: true,
      description: clean(header.split(/\n\s*\n/)[0] ?? ''),
      attributes,
      members,
      events,
      cssParts,
      cssProperties,
    };
    const modulePath = `src/elements/${file}`;
    return {
      kind: 'javascript-module' as const,
      path: modulePath,
      declarations: [declaration],
      exports: [
        {
          kind: 'custom-element-definition' as const,
          name: tag,
          declaration: { name, module: modulePath },
        },
      ],
    };
  });
  return { schemaVersion: '2.1.0', readme: 'README.md', modules };
}

/** A member's description; the `elements` attribute's also lists its valid keys. */
function withKeys(member: { name: string; description: string }): string {
  return member.name === 'elements'
    ? `${member.description} ${describeElementOverrideKeys()}`
    : member.description;
}

/** Event-map members, documented or not: `'name': CustomEvent<Detail>;`. */
function documentedMembersOrPlain(body: string) {
  return [...body.matchAll(/'?([\w-]+)'?:\s*([^;]+);/g)].map((match) => ({
    name: match[1]!,
    type: clean(match[2]!),
    description: '',
  }));
}

/** The default a description states ("…; default indigo." or "(default none)"), if any. */
function defaultOf(description: string): string | undefined {
  return /\bdefault:? ((?:\([^)]*\)|[^;()])+?)(?=[;)]|\.(?:\s|$)|$)/.exec(description)?.[1]?.trim();
}

function optionalDefault(description: string): { default?: string } {
  const value = defaultOf(description);
  return value === undefined ? {} : { default: value };
}

/** Every `interface Name { … }` and `type Name = Record<string, never>` in the kit's source. */
function detailDeclarations(root: string): Map<string, { extends?: string; body: string }> {
  const declarations = new Map<string, { extends?: string; body: string }>();
  const visit = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(file);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        const source = fs.readFileSync(file, 'utf8');
        for (const match of source.matchAll(
          /interface (\w+Detail)(?: extends (\w+))? \{([\s\S]*?)\n\}/g,
        ))
          declarations.set(match[1]!, { extends: match[2], body: match[3]! });
        for (const match of source.matchAll(/type (\w+Detail) = Record<string, never>;/g))
          declarations.set(match[1]!, { body: '' });
      }
    }
  };
  visit(path.join(root, 'src'));
  return declarations;
}

let detailIndex: { root: string; declarations: ReturnType<typeof detailDeclarations> } | undefined;

/** The fields of an event's `detail`, from `CustomEvent<Name>` and Name's declaration. */
function detailFields(eventType: string, root: string): DetailField[] {
  if (detailIndex?.root !== root) detailIndex = { root, declarations: detailDeclarations(root) };
  const fieldsOf = (name: string | undefined): DetailField[] => {
    const declaration = name ? detailIndex!.declarations.get(name) : undefined;
    if (!declaration) return [];
    const own = [
      ...declaration.body.matchAll(/(?:\/\*\*([\s\S]*?)\*\/\s*)?(\w+)(\??):\s*([^;]+);/g),
    ].map((match) => ({
      name: match[2]!,
      type: clean(match[4]!),
      optional: match[3] === '?',
      description: clean((match[1] ?? '').replace(/^\s*\*/gm, '')),
    }));
    return [...fieldsOf(declaration.extends), ...own];
  };
  return fieldsOf(/CustomEvent<(\w+)>/.exec(eventType)?.[1]);
}
