// What the docs pages are generated from: the kit's custom-elements.json and package.json, as
// the widgets build writes them, read per request so a rebuilt kit (a new tag) shows at once.
import fs from 'node:fs';
import path from 'node:path';
import type {
  CustomElementDeclaration,
  CustomElementsManifest,
} from '../../scripts/custom-elements-manifest';

export type ElementDoc = CustomElementDeclaration;

export interface KitDocs {
  elements: ElementDoc[];
  packageName: string;
}

/** The built kit's elements and package name, or undefined before the kit is built. */
export function readKitDocs(widgetsDir: string): KitDocs | undefined {
  let manifest: CustomElementsManifest;
  try {
    manifest = JSON.parse(
      fs.readFileSync(path.join(widgetsDir, 'custom-elements.json'), 'utf8'),
    ) as CustomElementsManifest;
  } catch {
    return undefined;
  }
  let packageName = '@loyalty-console/account-widgets';
  try {
    const kitPackage = JSON.parse(
      fs.readFileSync(path.join(widgetsDir, 'package.json'), 'utf8'),
    ) as { name?: unknown };
    if (typeof kitPackage.name === 'string') packageName = kitPackage.name;
  } catch {
    // An older build without its package.json: the documented name stands.
  }
  const elements = manifest.modules.flatMap((module) =>
    module.declarations.filter((declaration) => declaration.customElement),
  );
  return { elements, packageName };
}

export interface OverrideKey {
  name: string;
  variants: string[];
  colors: string[];
}

/**
 * The `elements` attribute's keys and their values, from its manifest description
 * ("Keys: primaryButton (variant solid|soft; color accent|neutral), …"), which the manifest
 * script writes from the rules the kit enforces.
 */
export function overrideKeysOf(element: ElementDoc): OverrideKey[] {
  const description = element.attributes.find((item) => item.name === 'elements')?.description;
  const list = /Keys: (.*?)\. Each/.exec(description ?? '')?.[1] ?? '';
  return [...list.matchAll(/(\w+) \(([^)]*)\)/g)].map((match) => {
    const values = (label: string) =>
      new RegExp(`${label} ([\\w|]+)`).exec(match[2]!)?.[1]?.split('|') ?? [];
    return { name: match[1]!, variants: values('variant'), colors: values('color') };
  });
}

/** The values an attribute's description lists as "a, b, c or d" (radius, appearance). */
export function listedValues(element: ElementDoc, attribute: string): string[] {
  const description = element.attributes.find((item) => item.name === attribute)?.description;
  const list = /: ([\w, ]+ or \w+)/.exec(description ?? '')?.[1];
  return list ? list.split(/, | or /).map((value) => value.trim()) : [];
}
