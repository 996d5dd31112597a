// The kit package's type declarations (index.d.ts): one self-contained file generated from
// custom-elements.json, so a consumer needs no other package's types (the kit's own source
// imports React, ky, Lingui, … whose declarations are not shipped). The manifest gives the tags,
// each element's own properties and events; the types those name (AuthTokenSource, the events'
// details, …) and the shared element contract are copied from their declarations in src/,
// following every type they reference. A new tag appears here with no change to this file.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import type { CustomElementsManifest } from './custom-elements-manifest';

/** The element contract's declarations, always emitted (define-widget-element.ts). */
const CONTRACT = ['WidgetElement', 'WidgetElementEventMap', 'TypedWidgetElement'];

interface Declaration {
  file: string;
  text: string;
  references: string[];
  /** An interface's own property names. */
  members: string[];
}

/** Every top-level interface and type alias under src/ (tests excluded), by name. */
function sourceDeclarations(root: string): Map<string, Declaration[]> {
  const found = new Map<string, Declaration[]>();
  const visit = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(file);
      else if (/\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name)) {
        const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), 99, true);
        for (const statement of source.statements) {
          if (!ts.isInterfaceDeclaration(statement) && !ts.isTypeAliasDeclaration(statement))
            continue;
          const name = statement.name.text;
          const list = found.get(name) ?? [];
          list.push({
            file: path.relative(root, file),
            text: declarationText(statement, source),
            references: referencedNames(statement),
            members: ts.isInterfaceDeclaration(statement)
              ? statement.members.flatMap((member) =>
                  member.name && ts.isIdentifier(member.name) ? [member.name.text] : [],
                )
              : [],
          });
          found.set(name, list);
        }
      }
    }
  };
  visit(path.join(root, 'src'));
  return found;
}

/** The declaration exported, with its last doc comment and without `declare`/`export` noise. */
function declarationText(
  node: ts.InterfaceDeclaration | ts.TypeAliasDeclaration,
  source: ts.SourceFile,
): string {
  const docs = ts.getJSDocCommentsAndTags(node).filter(ts.isJSDoc);
  const doc = docs.length > 0 ? `${docs[docs.length - 1]!.getText(source)}\n` : '';
  const body = node.getText(source).replace(/^(export\s+)?(declare\s+)?/, '');
  return `${doc}export ${body}`;
}

/** Names of the types a declaration refers to (`typeof x` for a value's type). */
function referencedNames(node: ts.Node): string[] {
  const names = new Set<string>();
  const local = new Set(
    (ts.isInterfaceDeclaration(node) || ts.isTypeAliasDeclaration(node)
      ? (node.typeParameters ?? [])
      : []
    ).map((parameter) => parameter.name.text),
  );
  const walk = (child: ts.Node) => {
    if (ts.isTypeQueryNode(child)) names.add(`typeof ${child.exprName.getText()}`);
    if (ts.isTypeReferenceNode(child) && ts.isIdentifier(child.typeName))
      names.add(child.typeName.text);
    if (ts.isExpressionWithTypeArguments(child) && ts.isIdentifier(child.expression))
      names.add(child.expression.text);
    if (ts.isMappedTypeNode(child)) local.add(child.typeParameter.name.text);
    if (ts.isInferTypeNode(child)) local.add(child.typeParameter.name.text);
    ts.forEachChild(child, walk);
  };
  ts.forEachChild(node, walk);
  return [...names].filter((name) => !local.has(name));
}

/** Capitalised identifiers in a type's text (e.g. `AuthTokenSource | undefined`). */
const namesIn = (typeText: string) => [...typeText.matchAll(/\b[A-Z]\w*\b/g)].map((m) => m[0]);

const quoteKey = (name: string) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : `'${name}'`);

function doc(text: string | undefined, indent: string): string {
  return text ? `${indent}/** ${text.replace(/\*\//g, '*\\/')} */\n` : '';
}

/** index.d.ts of the kit package. */
export function kitTypeDeclarations(manifest: CustomElementsManifest, root: string): string {
  const declarations = sourceDeclarations(root);
  const elements = manifest.modules.flatMap((module) => module.declarations);
  const contract = declarations.get('WidgetElement')?.[0];
  if (!contract) throw new Error('kit types: WidgetElement not found in src/');
  const common = new Set(contract.members);
  const commonEvents = new Set(['ready', 'error']);

  // The types to copy: the contract's and whatever the manifest's types name, with their closure.
  const emitted = new Map<string, string>();
  const need = (name: string) => {
    if (emitted.has(name)) return;
    const candidates = declarations.get(name);
    if (!candidates) return; // A global (HTMLElement, CustomEvent, Record, Promise, …).
    const texts = new Set(candidates.map((candidate) => candidate.text));
    if (texts.size > 1)
      throw new Error(
        `kit types: ${name} is declared differently in ${candidates.map((c) => c.file).join(', ')}`,
      );
    const query = candidates[0]!.references.find((reference) => reference.startsWith('typeof '));
    if (query)
      throw new Error(
        `kit types: ${name} uses \`${query}\` (a value's type); declare the type itself`,
      );
    emitted.set(name, candidates[0]!.text);
    for (const reference of candidates[0]!.references) need(reference);
  };
  for (const name of CONTRACT) {
    if (!declarations.has(name)) throw new Error(`kit types: ${name} not found in src/`);
    need(name);
  }

  const globalEvents = new Map<string, Set<string>>();
  const perTag = elements.map((element) => {
    const eventMap = element.name.replace(/Element$/, 'EventMap');
    const ownEvents = element.events.filter((event) => !commonEvents.has(event.name));
    const ownMembers = element.members.filter((member) => !common.has(member.name));
    for (const text of [...ownEvents, ...ownMembers].map((item) => item.type.text))
      namesIn(text).forEach(need);
    for (const event of ownEvents) {
      const types = globalEvents.get(event.name) ?? new Set<string>();
      types.add(event.type.text);
      globalEvents.set(event.name, types);
    }
    return `${doc(`Events \`<${element.tagName}>\` dispatches, by name.`, '')}export interface ${eventMap} extends WidgetElementEventMap {
${ownEvents.map((event) => `${doc(event.description, '  ')}  ${quoteKey(event.name)}: ${event.type.text};\n`).join('')}}

${doc(element.description, '')}export interface ${element.name} extends TypedWidgetElement<${eventMap}> {
${ownMembers.map((member) => `${doc(member.description, '  ')}  ${member.name}: ${member.type.text};\n`).join('')}}
`;
  });

  const tags = elements.map((element) => element.tagName);
  return `// Type declarations of the account-widgets kit, generated from custom-elements.json and the
// kit's source. Self-contained: no other package's types are needed.

/** Every tag of the kit. */
export type KitTag = ${tags.map((tag) => `'${tag}'`).join(' | ')};

/** Every tag of the kit, in registry order. */
export declare const kitTags: KitTag[];

/**
 * Loads a kit tag's code (if not yet loaded) and resolves with its class once the code is in.
 * Rejects for an unknown tag; never settles without a DOM.
 */
export declare const whenDefined: (tag: string) => Promise<CustomElementConstructor>;

/** Not needed any more (every kit tag is defined up front); kept for earlier pages. */
export declare const discover: (root: Document | ShadowRoot | Element) => void;

${[...emitted.values()].join('\n\n')}

${perTag.join('\n')}
declare global {
  interface HTMLElementTagNameMap {
${elements.map((element) => `    '${element.tagName}': ${element.name};\n`).join('')}  }
  /** Each tag's own events, so \`addEventListener\` on any element (or \`document\`) is typed. */
  interface GlobalEventHandlersEventMap {
${[...globalEvents].map(([name, types]) => `    ${quoteKey(name)}: ${[...types].join(' | ')};\n`).join('')}  }
}
`;
}
