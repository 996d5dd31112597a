// The strings only <users-management>'s dialogs show (issue #37): a catalog of their own
// (src/widgets/users-management/dialogs/messages/), so its English comes with the dialogs' chunk
// (member-dialogs) instead of before the first rows, and each other locale is a chunk fetched
// when the dialogs load. A message the element's `messages` overrides reads as overridden; a
// change of locale keeps an open dialog in the old language until this catalog's new one is in.
import {
  englishTranslator,
  plainStrings,
  useDialogCatalog,
  usePreloadDialogCatalog,
  type MessageCatalog,
  type Translate,
} from '../shared';
import en from './dialogs/messages/en.json';

export const memberDialogsCatalog: MessageCatalog = {
  en,
  load: {
    es: () => import('./dialogs/messages/es.json'),
    fr: () => import('./dialogs/messages/fr.json'),
    de: () => import('./dialogs/messages/de.json'),
    'pt-BR': () => import('./dialogs/messages/pt-BR.json'),
    ja: () => import('./dialogs/messages/ja.json'),
    ar: () => import('./dialogs/messages/ar.json'),
  },
};

/** Keys of the dialogs' catalog. */
export type MemberDialogMessageKey = keyof typeof en;

/** The dialogs' messages with values: a function each (every other message is a string). */
type MessageWithValues =
  | 'inviteOnlyRoleNote'
  | 'editRoleDescription'
  | 'editRolesDescription'
  | 'removeDescription'
  | 'resendDescription'
  | 'resentDescription'
  | 'revokeDescription';

/** The dialogs' strings in the language of `t` (a translator of this catalog). */
export function createMemberDialogStrings(t: Translate<MemberDialogMessageKey>) {
  return {
    ...(plainStrings(t, en) as Record<Exclude<MemberDialogMessageKey, MessageWithValues>, string>),
    inviteOnlyRoleNote: (role: string) => t('inviteOnlyRoleNote', { role }),
    editRoleDescription: (name: string) => t('editRoleDescription', { name }),
    editRolesDescription: (name: string) => t('editRolesDescription', { name }),
    removeDescription: (name: string) => t('removeDescription', { name }),
    resendDescription: (email: string) => t('resendDescription', { email }),
    resentDescription: (email: string) => t('resentDescription', { email }),
    revokeDescription: (email: string) => t('revokeDescription', { email }),
  };
}

export type MemberDialogStrings = ReturnType<typeof createMemberDialogStrings>;

let english: MemberDialogStrings | undefined;
/** The dialogs' strings in English (the default of the dialogs' pure model functions). */
export const englishMemberDialogStrings = (): MemberDialogStrings =>
  (english ??= createMemberDialogStrings(englishTranslator(memberDialogsCatalog)));

/** Fetches the element's language of this catalog ahead (a dialog then opens without a wait). */
export function usePreloadMemberDialogStrings(): void {
  usePreloadDialogCatalog(memberDialogsCatalog);
}

/**
 * The dialogs' strings in the element's language. Suspends (the caller's <Suspense>) only until
 * this catalog's chunk of the element's first language is in; a later change of locale waits
 * for it (extras/dialog-catalog.ts), and English never waits.
 */
export function useMemberDialogStrings(): MemberDialogStrings {
  return useDialogCatalog(memberDialogsCatalog, createMemberDialogStrings);
}
