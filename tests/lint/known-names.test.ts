// Issue #39 item 17: the built-in roles and permissions and the default passkey names are shown
// in the element's language in every kit language; names an administrator or user chose stay.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_ROLES, PRODUCT_PERMISSIONS } from '../../server/domain/default-roles';
import { kitLocales } from '../../src/widgets/shared/kit-locales';
import { createDialogNames, dialogNamesCatalog } from '../../src/widgets/known-names/dialog-names';
import { createKnownNames } from '../../src/widgets/shared/known-names';
import type { MessageCatalog } from '../../src/widgets/shared/message-catalog';
import { sharedCatalog } from '../../src/widgets/shared/shared-catalog';
import { createI18n, translatorOf } from '../../src/widgets/shared/translate';

type Locale = (typeof kitLocales)[number];

async function translatorIn(catalog: MessageCatalog, locale: Locale) {
  const messages = locale === 'en' ? catalog.en : (await catalog.load[locale]()).default;
  return translatorOf(createI18n(locale, [messages]));
}

/** Role and passkey names (shared catalog) with what the dialogs show (their own catalog). */
async function knownNamesIn(locale: Locale) {
  return {
    ...createKnownNames(await translatorIn(sharedCatalog, locale)),
    ...createDialogNames(await translatorIn(dialogNamesCatalog, locale)),
  };
}

/** The permissions migration 070 seeds: slug, name and description as the server stores them. */
const seededPermissions = [
  ...fs
    .readFileSync(
      path.resolve(import.meta.dirname, '../../server/db/migrations/070_api_key_widgets.sql'),
      'utf8',
    )
    .matchAll(/\('perm_\w+', '([\w:]+)', '((?:[^']|'')+)', '((?:[^']|'')+)', \d+\)/g),
].map(([, slug, name, description]) => ({
  slug: slug!,
  name: name!.replace(/''/g, "'"),
  description: description!.replace(/''/g, "'"),
}));

describe('known names', () => {
  it("given the server's built-in roles and permissions, should translate each in every kit language", async () => {
    expect(seededPermissions.map((permission) => permission.slug)).toEqual(PRODUCT_PERMISSIONS);
    const english = await knownNamesIn('en');
    for (const role of DEFAULT_ROLES) {
      expect(english.roleName(role)).toBe(role.name);
      expect(english.roleDescription(role)).toBe(role.description);
    }
    for (const locale of kitLocales.filter((tag) => tag !== 'en')) {
      const known = await knownNamesIn(locale);
      for (const role of DEFAULT_ROLES) {
        expect(known.roleName(role), `${locale} ${role.slug}`).not.toBe(role.name);
        expect(known.roleDescription(role), `${locale} ${role.slug}`).not.toBe(role.description);
      }
      for (const permission of seededPermissions) {
        const name = known.permissionName(permission);
        expect(name, `${locale} ${permission.slug}`).not.toBe(permission.name);
        // German keeps some English loanwords in names, never a whole description.
        expect(known.permissionDescription(permission), `${locale} ${permission.slug}`).not.toBe(
          permission.description,
        );
      }
    }
  });

  it('given Japanese and Arabic, should show the built-in names in that language', async () => {
    const ja = await knownNamesIn('ja');
    const ar = await knownNamesIn('ar');
    const admin = DEFAULT_ROLES[0]!;
    expect(ja.roleName(admin)).toBe('管理者');
    expect(ar.roleName(admin)).toBe('مسؤول');
    expect(ja.permissionName(seededPermissions[0]!)).toBe('顧客の閲覧');
    expect(ja.passkeyName('Passkey')).toBe('パスキー');
    expect(ar.passkeyName('Passkey 3')).toBe('مفتاح المرور 3');
  });

  it('given names someone chose, should keep them as written', async () => {
    const ja = await knownNamesIn('ja');
    expect(ja.roleName({ slug: 'admin', name: 'Owners' })).toBe('Owners');
    expect(ja.roleName({ slug: 'support', name: 'Support' })).toBe('Support');
    expect(
      ja.permissionDescription({ slug: 'customers:read', name: 'x', description: 'Our words.' }),
    ).toBe('Our words.');
    expect(ja.roleDescription({ slug: 'member', name: 'Member', description: null })).toBeNull();
    expect(ja.passkeyName('My laptop')).toBe('My laptop');
    expect(ja.passkeyName('Passkey for work')).toBe('Passkey for work');
  });
});
