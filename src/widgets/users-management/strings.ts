// Every user-visible string of the users-management widget (SPEC.md §2, §4 "Members", §5, §8),
// kept in one place so the tests and the UI agree on the exact wording.

export const strings = {
  // Not named like an e-mail field: with the invite dialog open, two fields would be (issue #13).
  searchLabel: 'Search users',
  searchPlaceholder: 'Search by name or e-mail',
  clearSearchLabel: 'Clear search',
  roleFilterLabel: 'Filter by role',
  roleFilterAll: 'All',
  inviteUserButton: 'Invite user',
  tableLabel: 'Users',

  columnUser: 'User',
  columnLastActive: 'Last active',
  columnActions: 'Actions',
  actionsMenuLabel: (name: string) => `Actions for ${name}`,
  neverActive: '—',
  neverActiveLabel: 'Never',
  youBadge: 'You',

  statusInvited: 'Invited',
  statusInviteExpired: 'Invite Expired',
  statusInviteRevoked: 'Invite Revoked',

  actionEditRole: 'Edit role',
  actionEditRoles: 'Edit roles',
  actionResendInvite: 'Resend invitation',
  actionRevokeInvite: 'Revoke invitation',
  actionRemoveUser: 'Remove user',
  editRoleLoadingTooltip: 'Loading roles…',
  editRoleSingleRoleTooltip: 'There is only one role available.',

  previousPage: 'Previous',
  nextPage: 'Next',
  pagination: 'Pagination',
  loadingPage: 'Loading…',

  emptyTitle: 'No users found',
  emptyForQueryTitle: 'No users found for query',
  emptyForQueryDescription: (query: string) => `“${query}”`,
  clearSearchButton: 'Clear search',

  cancel: 'Cancel',
  close: 'Close',
  done: 'Done',

  inviteTitle: 'Invite user',
  inviteDescription: 'Send an invitation to join this organization.',
  inviteEmailLabel: 'Email',
  inviteEmailPlaceholder: 'name@example.com',
  inviteRoleLabel: 'Role',
  inviteRolePlaceholder: 'Select a role',
  inviteOnlyRoleNote: (role: string) =>
    `New users will be invited with the ${role} role, as it is the only one available.`,
  inviteSubmit: 'Send invite',
  inviteGenericError:
    'There was an error inviting this user. Please refresh the page and try again.',
  inviteUnexpectedError: 'An unexpected error occurred. Please try again.',

  editRoleTitle: 'Edit role',
  editRolesTitle: 'Edit roles',
  editRoleDescription: (name: string) => `Choose the role for ${name}.`,
  editRolesDescription: (name: string) => `Choose the roles for ${name}.`,
  editRoleSingleRoleNote:
    'You cannot update the role for this user as there is only one role available.',
  editRolesAtLeastOne: 'Please select at least one role',
  editRoleSubmit: 'Save',
  editRoleError: 'There was an error updating the user role. Please try again.',

  removeTitle: 'Remove user',
  removeDescription: (name: string) =>
    `Are you sure you want to remove ${name} from this organization? They will lose access immediately.`,
  removeSubmit: 'Remove user',
  removeError: 'There was an error removing the user. Please try again.',

  resendTitle: 'Resend invite?',
  resendDescription: (email: string) => `A new invitation e-mail will be sent to ${email}.`,
  resendSubmit: 'Resend invite',
  resendError: 'There was an error sending the invite. Please try again.',
  resentTitle: 'Invite sent',
  resentDescription: (email: string) => `An invitation has been sent to ${email}.`,

  revokeTitle: 'Revoke invite?',
  revokeDescription: (email: string) =>
    `The invitation for ${email} will stop working. You can invite them again later.`,
  revokeSubmit: 'Revoke invite',
  revokeError: 'There was an error revoking the invite. Please try again.',

  retry: 'Retry',
  rolesError: 'There was an error fetching roles. Please try again.',

  // Form validation defaults (SPEC.md §5 "Form default messages").
  valueMissing: 'This value is missing',
  typeMismatch: 'This value does not match the required type',
} as const;
