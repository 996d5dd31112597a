// What only the dialogs show of the names the server stores in English (issue #39 item 17): the
// built-in roles' descriptions (<users-management>'s edit-role dialog) and the product
// permissions' names and descriptions (<api-keys>' permissions picker). Their catalog is apart
// from the shared one so its English comes with the dialogs' chunks, not before a first row;
// the role names and passkey names first paint shows stay in the shared catalog (known-names.ts).
import {
  englishTranslator,
  knownRoles,
  knownText,
  useDialogCatalog,
  usePreloadDialogCatalog,
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

/** Fetches the element's language of this catalog ahead (a dialog then opens without a wait). */
export function usePreloadDialogNames(enabled = true): void {
  usePreloadDialogCatalog(dialogNamesCatalog, enabled);
}

/**
 * The dialogs' known names in the element's language. Suspends (the caller's <Suspense>) until
 * this catalog's chunk of that language is in; a message the element's `messages` overrides
 * reads as overridden.
 */
export function useDialogNames(): DialogNames {
  return useDialogCatalog(dialogNamesCatalog, createDialogNames);
}
