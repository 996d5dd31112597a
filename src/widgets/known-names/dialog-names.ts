// What only the dialogs show of the names the server stores in English (issue #39 item 17): the
// built-in roles' descriptions (<users-management>'s edit-role dialog) and the product
// permissions' names and descriptions (<api-keys>' permissions picker). Their catalog is apart
// from the shared one so its English comes with the dialogs' chunks, not before a first row;
// the role names and passkey names first paint shows stay in the shared catalog (known-names.ts).
import { use } from 'react';
import {
  createI18n,
  englishTranslator,
  knownRoles,
  knownText,
  loadMessages,
  loadedMessages,
  translatorOf,
  useI18n,
  type CompiledMessages,
  type MessageCatalog,
  type Translate,
} from '../shared';
import en from './messages/en.json';

export const dialogNamesCatalog: MessageCatalog = {
  en,
  load: {
    es: () => import('./messages/es.json'),
    fr: () => import('./messages/fr.json'),
    de: () => import('./messages/de.json'),
    'pt-BR': () => import('./messages/pt-BR.json'),
    ja: () => import('./messages/ja.json'),
    ar: () => import('./messages/ar.json'),
  },
};

const permissionKeys: Record<string, string> = {
  'customers:read': 'customersRead',
  'customers:write': 'customersWrite',
  'offers:read': 'offersRead',
  'offers:write': 'offersWrite',
  'points:adjust': 'pointsAdjust',
};

interface Named {
  slug: string;
  name: string;
  description?: string | null;
}

/** The dialogs' known names in the language of `t` (a translator of this catalog). */
export function createDialogNames(t: Translate) {
  const english = englishTranslator(dialogNamesCatalog);
  const permissionKey = (slug: string, part: 'permission' | 'permissionDescription') =>
    permissionKeys[slug] ? `known.${part}.${permissionKeys[slug]}` : undefined;
  return {
    roleDescription: (role: Named) =>
      knownText(
        t,
        english,
        knownRoles[role.slug] && `known.roleDescription.${knownRoles[role.slug]}`,
        role.description ?? null,
      ),
    permissionName: (permission: Named) =>
      knownText(t, english, permissionKey(permission.slug, 'permission'), permission.name),
    permissionDescription: (permission: Named) =>
      knownText(
        t,
        english,
        permissionKey(permission.slug, 'permissionDescription'),
        permission.description ?? null,
      ),
  };
}

export type DialogNames = ReturnType<typeof createDialogNames>;

// One request per locale and page, English if its chunk fails (as the element's own catalogs).
const requests = new Map<string, Promise<CompiledMessages>>();
const built = new WeakMap<Translate, DialogNames>();

/**
 * The dialogs' known names in the element's language. Suspends (the caller's <Suspense>) until
 * this catalog's chunk of that language is in; a message the element's `messages` overrides
 * reads as overridden.
 */
export function useDialogNames(): DialogNames {
  const { i18n, t, locale } = useI18n();
  let messages = loadedMessages(dialogNamesCatalog, locale.catalog);
  if (!messages) {
    let request = requests.get(locale.catalog);
    if (!request) {
      request = loadMessages(dialogNamesCatalog, locale.catalog).catch(() => en);
      requests.set(locale.catalog, request);
    }
    messages = use(request);
  }
  let names = built.get(t);
  if (!names) {
    const own = translatorOf(createI18n(locale.tag, [en, messages]));
    const overridden = i18n.messages;
    names = createDialogNames((key, values) =>
      key in overridden ? t(key, values) : own(key, values),
    );
    built.set(t, names);
  }
  return names;
}
