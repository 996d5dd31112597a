// Names the server stores in English that the kit knows (issue #39 item 17): the built-in roles
// and product permissions by slug, and the default passkey names ('Passkey', 'Passkey 2', …).
// Shown in the element's language while they are still the defaults (the English of the shared
// catalog); a name an administrator or user chose stays as they wrote it.
import { sharedCatalog } from './shared-catalog';
import { englishTranslator, type Translate } from './translate';

const roleKeys: Record<string, string> = { admin: 'admin', member: 'member' };
const permissionKeys: Record<string, string> = {
  'customers:read': 'customersRead',
  'customers:write': 'customersWrite',
  'offers:read': 'offersRead',
  'offers:write': 'offersWrite',
  'points:adjust': 'pointsAdjust',
};

/** The English of a shared message (the server's default text it stands for). */
const english = (key: string): string => englishTranslator(sharedCatalog)(key);

/** Text compared without its apostrophes' typography (the catalogs use ’, the server '). */
const plain = (text: string) => text.trim().replace(/’/g, "'");

/** `text` in the element's language if it is still the server's default for `key`. */
function translated(t: Translate, key: string | undefined, text: string): string;
function translated(t: Translate, key: string | undefined, text: string | null): string | null;
function translated(t: Translate, key: string | undefined, text: string | null): string | null {
  if (!key || text === null || plain(english(key)) !== plain(text)) return text;
  return t(key);
}

interface Named {
  slug: string;
  name: string;
  description?: string | null;
}

/** Built per translator by `useStrings(createKnownNames)`. */
export function createKnownNames(t: Translate) {
  const roleKey = (slug: string, part: 'role' | 'roleDescription') =>
    roleKeys[slug] ? `known.${part}.${roleKeys[slug]}` : undefined;
  const permissionKey = (slug: string, part: 'permission' | 'permissionDescription') =>
    permissionKeys[slug] ? `known.${part}.${permissionKeys[slug]}` : undefined;
  return {
    roleName: (role: Named) => translated(t, roleKey(role.slug, 'role'), role.name),
    roleDescription: (role: Named) =>
      translated(t, roleKey(role.slug, 'roleDescription'), role.description ?? null),
    permissionName: (permission: Named) =>
      translated(t, permissionKey(permission.slug, 'permission'), permission.name),
    permissionDescription: (permission: Named) =>
      translated(
        t,
        permissionKey(permission.slug, 'permissionDescription'),
        permission.description ?? null,
      ),
    /** 'Passkey' and 'Passkey 2' (the server's default names) translated; others as they are. */
    passkeyName: (name: string): string => {
      const match = /^Passkey(?: (\d+))?$/.exec(name.trim());
      if (!match) return name;
      return match[1] ? t('known.passkeyNumbered', { number: match[1] }) : t('known.passkey');
    },
  };
}

export type KnownNames = ReturnType<typeof createKnownNames>;
