// Every user-visible string of the users-management widget (SPEC.md §2, §4 "Members", §5, §8),
// kept in one place so the tests and the UI agree on the exact wording.
// The English text is messages/en.json; each other locale is messages/<locale>.json, a chunk
// of its own. Call sites read `const strings = useStrings(createUsersManagementStrings)`.
import { defineCatalog, type Translate } from '../shared';
import en from './messages/en.json';

/** Keys of this widget's catalog. */
export type UsersManagementMessageKey = keyof typeof en;

/** This widget's strings in the locale of `t`, shaped as its call sites use them. */
export function createUsersManagementStrings(t: Translate<UsersManagementMessageKey>) {
  return {
    searchLabel: t('searchLabel'),
    searchPlaceholder: t('searchPlaceholder'),
    clearSearchLabel: t('clearSearchLabel'),
    roleFilterLabel: t('roleFilterLabel'),
    roleFilterAll: t('roleFilterAll'),
    inviteUserButton: t('inviteUserButton'),
    tableLabel: t('tableLabel'),
    columnUser: t('columnUser'),
    columnLastActive: t('columnLastActive'),
    columnActions: t('columnActions'),
    actionsMenuLabel: (name: string) => t('actionsMenuLabel', { name }),
    neverActive: t('neverActive'),
    neverActiveLabel: t('neverActiveLabel'),
    youBadge: t('youBadge'),
    statusInvited: t('statusInvited'),
    statusInviteExpired: t('statusInviteExpired'),
    statusInviteRevoked: t('statusInviteRevoked'),
    statusInactive: t('statusInactive'),
    directoryManagedBadge: t('directoryManagedBadge'),
    directoryManagedReason: t('directoryManagedReason'),
    actionEditRole: t('actionEditRole'),
    actionEditRoles: t('actionEditRoles'),
    actionResendInvite: t('actionResendInvite'),
    actionRevokeInvite: t('actionRevokeInvite'),
    actionRemoveUser: t('actionRemoveUser'),
    editRoleLoadingTooltip: t('editRoleLoadingTooltip'),
    editRoleSingleRoleTooltip: t('editRoleSingleRoleTooltip'),
    previousPage: t('previousPage'),
    nextPage: t('nextPage'),
    pagination: t('pagination'),
    loadingPage: t('loadingPage'),
    emptyTitle: t('emptyTitle'),
    emptyForQueryTitle: t('emptyForQueryTitle'),
    emptyForQueryDescription: (query: string) => t('emptyForQueryDescription', { query }),
    clearSearchButton: t('clearSearchButton'),
    cancel: t('cancel'),
    close: t('close'),
    done: t('done'),
    inviteTitle: t('inviteTitle'),
    inviteDescription: t('inviteDescription'),
    inviteEmailLabel: t('inviteEmailLabel'),
    inviteEmailPlaceholder: t('inviteEmailPlaceholder'),
    inviteRoleLabel: t('inviteRoleLabel'),
    inviteRolePlaceholder: t('inviteRolePlaceholder'),
    inviteOnlyRoleNote: (role: string) => t('inviteOnlyRoleNote', { role }),
    inviteSubmit: t('inviteSubmit'),
    inviteGenericError: t('inviteGenericError'),
    inviteUnexpectedError: t('inviteUnexpectedError'),
    editRoleTitle: t('editRoleTitle'),
    editRolesTitle: t('editRolesTitle'),
    editRoleDescription: (name: string) => t('editRoleDescription', { name }),
    editRolesDescription: (name: string) => t('editRolesDescription', { name }),
    editRoleSingleRoleNote: t('editRoleSingleRoleNote'),
    editRolesAtLeastOne: t('editRolesAtLeastOne'),
    editRoleSubmit: t('editRoleSubmit'),
    editRoleError: t('editRoleError'),
    removeTitle: t('removeTitle'),
    removeDescription: (name: string) => t('removeDescription', { name }),
    removeSubmit: t('removeSubmit'),
    removeError: t('removeError'),
    resendTitle: t('resendTitle'),
    resendDescription: (email: string) => t('resendDescription', { email }),
    resendSubmit: t('resendSubmit'),
    resendError: t('resendError'),
    resentTitle: t('resentTitle'),
    resentDescription: (email: string) => t('resentDescription', { email }),
    revokeTitle: t('revokeTitle'),
    revokeDescription: (email: string) => t('revokeDescription', { email }),
    revokeSubmit: t('revokeSubmit'),
    revokeError: t('revokeError'),
    retry: t('retry'),
    rolesError: t('rolesError'),
    valueMissing: t('valueMissing'),
    typeMismatch: t('typeMismatch'),
    columnRole: (count: number) => t('columnRole', { count }),
  };
}

export type UsersManagementStrings = ReturnType<typeof createUsersManagementStrings>;

/** The ICU catalog of this widget and its strings in English (`.english()`). */
export const usersManagementCatalog = defineCatalog(
  en,
  {
    es: () => import('./messages/es.json'),
    fr: () => import('./messages/fr.json'),
    de: () => import('./messages/de.json'),
    'pt-BR': () => import('./messages/pt-BR.json'),
    ja: () => import('./messages/ja.json'),
    ar: () => import('./messages/ar.json'),
  },
  createUsersManagementStrings,
);
/** This widget's strings in English (the default of its pure model functions). */
export const englishUsersManagementStrings = usersManagementCatalog.english;
