import { describe, expect, it } from 'vitest';
import { buildCustomElementsManifest } from '../../scripts/custom-elements-manifest';
import { frameworkTypings } from '../../scripts/kit-package';
import { tagLoaders } from './registry';
import { kitTags } from './registry';

const manifest = buildCustomElementsManifest();
const declarations = manifest.modules.flatMap((module) => module.declarations);

describe('custom-elements.json', () => {
  it('given the registry, should list every tag that has code, and no other', () => {
    const loaders: Partial<Record<string, unknown>> = tagLoaders;
    const withCode = kitTags.filter((tag) => loaders[tag]);
    expect(withCode.length).toBeGreaterThan(0);
    expect(declarations.map((declaration) => declaration.tagName).sort()).toEqual(
      [...withCode].sort(),
    );
    for (const module of manifest.modules) {
      expect(module.exports[0]).toMatchObject({ kind: 'custom-element-definition' });
    }
  });

  it('given each tag, should list its attributes, properties, events, parts and CSS properties', () => {
    for (const declaration of declarations) {
      const attributes = declaration.attributes.map((attribute) => attribute.name);
      expect(attributes).toEqual(
        expect.arrayContaining(['api-hostname', 'appearance', 'radius', 'locale']),
      );
      expect(declaration.members.map((member) => member.name)).toEqual(
        expect.arrayContaining(['authToken', 'locale', 'messages']),
      );
      const events = declaration.events.map((event) => event.name);
      expect(events).toEqual(expect.arrayContaining(['ready', 'error']));
      expect(declaration.cssParts.map((part) => part.name)).toContain('base');
      expect(declaration.cssProperties.map((property) => property.name)).toContain('--ui-*');
      expect(declaration.description).not.toBe('');
    }
  });

  it('given the elements attribute, should list its valid keys and what each accepts', () => {
    for (const declaration of declarations) {
      const elements = declaration.attributes.find((attribute) => attribute.name === 'elements');
      for (const key of ['primaryButton', 'textfield', 'badge', 'dialog', 'skeleton']) {
        expect(elements?.description).toContain(key);
      }
      expect(elements?.description).toContain('variant solid|soft|outline|ghost');
    }
  });

  it('given <users-management>, should list its own events and parts from its definition', () => {
    const users = declarations.find((declaration) => declaration.tagName === 'users-management');
    expect(users?.events.map((event) => event.name)).toEqual(
      expect.arrayContaining(['member-invited', 'member-role-changed', 'invite-revoked']),
    );
    expect(users?.events.find((event) => event.name === 'member-invited')).toMatchObject({
      type: { text: 'CustomEvent<MemberInvitedDetail>' },
      description: 'an invitation was sent.',
    });
    expect(users?.cssParts.map((part) => part.name)).toEqual(
      expect.arrayContaining(['toolbar', 'row', 'pager']),
    );
  });
});

describe('framework typings', () => {
  it("given <organization-switcher>'s switchToOrganization (a value, not an attribute), should type it as a prop in every framework", () => {
    const typings = frameworkTypings(manifest);
    const declaration = declarations.find((item) => item.tagName === 'organization-switcher')!;
    expect(declaration.attributes.map((attribute) => attribute.name)).not.toContain(
      'switch-to-organization',
    );
    for (const file of Object.keys(typings)) {
      expect(typings[file], file).toContain(
        "switchToOrganization?: OrganizationSwitcherElement['switchToOrganization'];",
      );
    }
    // Solid sets it with prop:switchToOrganization.
    expect(typings['frameworks/solid.d.ts']).toContain(
      "      switchToOrganization: OrganizationSwitcherElement['switchToOrganization'];",
    );
  });
});

describe('custom-elements.json defaults and event details (for the docs pages)', () => {
  const members = declarations.find((declaration) => declaration.tagName === 'users-management')!;

  it('given the contract doc comments, should give each attribute its stated default', () => {
    const defaults = Object.fromEntries(
      members.attributes.map((attribute) => [attribute.name, attribute.default]),
    );
    expect(defaults).toMatchObject({ 'accent-color': 'indigo', radius: 'medium', scaling: '100%' });
    expect(defaults['api-hostname']).toMatch(/\)$/);
    expect(members.cssProperties.find((item) => item.name.endsWith('max-width'))?.default).toBe(
      'none',
    );
  });

  it("given an event's detail interface, should list its fields with the inherited ones first", () => {
    const detail = (name: string) => members.events.find((event) => event.name === name)?.detail;
    expect(detail('member-invited')?.map((field) => field.name)).toEqual(['id', 'email', 'roles']);
    expect(detail('member-role-changed')?.map((field) => field.name)).toEqual([
      'id',
      'email',
      'roles',
    ]);
    expect(detail('error')?.find((field) => field.name === 'kind')?.optional).toBe(true);
    expect(detail('ready')).toEqual([]);
  });
});
