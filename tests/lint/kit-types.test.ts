// Issue #39 item 12: the kit package's declarations (index.d.ts) are one self-contained file
// generated from custom-elements.json; a new tag is in it with no change to the generator, and
// the attributes' enumerations are unions that match what the widgets accept. The packed
// tarball is type-checked in a consumer project by the interop layer (kit-consumer-check.mjs).
import { describe, expect, it } from 'vitest';
import { buildCustomElementsManifest } from '../../scripts/custom-elements-manifest';
import { kitTypeDeclarations } from '../../scripts/kit-types';
import { radii } from '../../src/ui';
import { scopeConfigs } from '../../src/widgets/api-keys';

const manifest = buildCustomElementsManifest();
const declarations = manifest.modules.flatMap((module) => module.declarations);
const union = (values: readonly string[]) => values.map((value) => `'${value}'`).join(' | ');
const attributeType = (tag: string, name: string) =>
  declarations
    .find((declaration) => declaration.tagName === tag)
    ?.attributes.find((attribute) => attribute.name === name)?.type.text;

describe('the kit package declarations (index.d.ts)', () => {
  const types = kitTypeDeclarations(manifest, process.cwd());

  it('given the kit, should import no package and declare every tag and its events', () => {
    expect(types).not.toMatch(/^\s*import\b|\bfrom '|\bimport\(|reference types=/m);
    for (const declaration of declarations) {
      expect(types).toContain(`'${declaration.tagName}': ${declaration.name};`);
      for (const event of declaration.events.filter((e) => !['ready', 'error'].includes(e.name)))
        expect(types).toContain(`'${event.name}': ${event.type.text}`);
    }
    for (const declared of [
      'export type AuthTokenSource =',
      'export type MessageOverrides =',
      'export interface WidgetErrorEventDetail {',
      'export interface WidgetElement extends HTMLElement {',
    ])
      expect(types).toContain(declared);
  });

  it('given a new tag in the manifest, should declare it with no change to the generator', () => {
    const base = declarations.find((declaration) => declaration.tagName === 'api-keys')!;
    const added = {
      ...base,
      name: 'AuditTrailElement',
      tagName: 'audit-trail',
      members: [
        ...base.members,
        {
          kind: 'field' as const,
          name: 'organizationOnly',
          type: { text: 'SwitchToOrganization' },
        },
      ],
      events: [
        ...base.events,
        {
          name: 'audit-exported',
          type: { text: 'CustomEvent<DomainEventDetail>' },
          description: 'an export was made.',
          detail: [],
        },
      ],
    };
    const withTag = kitTypeDeclarations(
      {
        ...manifest,
        modules: [...manifest.modules, { ...manifest.modules[0]!, declarations: [added] }],
      },
      process.cwd(),
    );
    expect(withTag).toContain("'audit-trail': AuditTrailElement;");
    expect(withTag).toContain(
      'export interface AuditTrailEventMap extends WidgetElementEventMap {',
    );
    expect(withTag).toContain("'audit-exported': CustomEvent<DomainEventDetail>;");
    // The types its members and events name are copied in from the source.
    expect(withTag).toContain('export type SwitchToOrganization =');
    expect(withTag).toContain('export interface DomainEventDetail {');
  });

  it('given the enumerated attributes, should type each as the union of the values its widget accepts', () => {
    expect(attributeType('users-management', 'appearance')).toBe("'light' | 'dark' | 'inherit'");
    expect(attributeType('users-management', 'radius')).toBe(union(radii));
    expect(attributeType('users-management', 'api-https')).toBe("'true' | 'false'");
    expect(attributeType('api-keys', 'scope')).toBe(union(Object.keys(scopeConfigs)));
    expect(attributeType('organization-switcher', 'variant')).toBe("'ghost' | 'outline'");
  });
});
