// Names the server stores in English that the kit knows (issue #39 item 17): the built-in roles
// by slug and the default passkey names ('Passkey', 'Passkey 2', …), which first paint shows.
// Shown in the element's language while they are still the defaults (the English of the shared
// catalog); a name an administrator or user chose stays as they wrote it. What only dialogs show
// (role descriptions, product permissions) is in src/widgets/known-names/, with the dialogs.
import { sharedCatalog } from './shared-catalog';
import { englishTranslator, type Translate } from './translate';

/** Text compared without its apostrophes' typography (the catalogs use ’, the server '). */
const plain = (text: string) => text.trim().replace(/’/g, "'");

/**
 * `text` in the element's language (`t`) if it is still the server's default for `key`, whose
 * English `english` gives; else `text` as it is.
 */
export function knownText(
  t: Translate,
  english: Translate,
  key: string | undefined,
  text: string,
): string;
export function knownText(
  t: Translate,
  english: Translate,
  key: string | undefined,
  text: string | null,
): string | null;
export function knownText(
  t: Translate,
  english: Translate,
  key: string | undefined,
  text: string | null,
): string | null {
  if (!key || text === null || plain(english(key)) !== plain(text)) return text;
  return t(key);
}

/** The built-in roles' slugs and their message keys' last part. */
export const knownRoles: Record<string, string> = { admin: 'admin', member: 'member' };

/** Built per translator by `useStrings(createKnownNames)`. */
export function createKnownNames(t: Translate) {
  const english = englishTranslator(sharedCatalog);
  return {
    roleName: (role: { slug: string; name: string }) =>
      knownText(
        t,
        english,
        knownRoles[role.slug] && `known.role.${knownRoles[role.slug]}`,
        role.name,
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
