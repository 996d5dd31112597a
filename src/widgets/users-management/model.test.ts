import { describe, expect, it } from 'vitest';
import {
  firstErrorField,
  initialInviteRole,
  inviteErrorToFields,
  isRoleSelectionChanged,
  roleNames,
  validateInvite,
  validateRoleSelection,
} from './dialog-model';
import {
  editRoleAvailability,
  isRowDimmed,
  memberDisplayName,
  menuActions,
  membersQuery,
  nextCursor,
  previousCursor,
  roleTitle,
  roleWord,
  rowActions,
  statusBadge,
  type RoleLike,
} from './model';

const admin: RoleLike = { slug: 'admin', name: 'Admin', description: 'Manages', default: false };
const member: RoleLike = { slug: 'member', name: 'Member', description: 'Uses', default: true };
const viewer: RoleLike = { slug: 'viewer', name: 'Viewer', default: false };

describe('statusBadge', () => {
  it('given an invited member, should show an amber Invited badge', () => {
    expect(statusBadge('Invited')).toEqual({ label: 'Invited', tone: 'warning' });
  });
  it('given an expired invite, should show a red Invite Expired badge', () => {
    expect(statusBadge('InviteExpired')).toEqual({ label: 'Invite Expired', tone: 'danger' });
  });
  it('given a revoked invite, should show a red Invite Revoked badge', () => {
    expect(statusBadge('InviteRevoked')).toEqual({ label: 'Invite Revoked', tone: 'danger' });
  });
  it('given an active member, should show no badge', () => {
    expect(statusBadge('Active')).toBeNull();
  });
  it('given a member its directory deactivated, should show Deactivated', () => {
    expect(statusBadge('Inactive')).toEqual({ label: 'Deactivated', tone: 'danger' });
  });
});

describe('isRowDimmed', () => {
  it('given expired or revoked invites, should dim the row', () => {
    expect(isRowDimmed('InviteExpired')).toBe(true);
    expect(isRowDimmed('InviteRevoked')).toBe(true);
  });
  it('given active or invited members, should not dim the row', () => {
    expect(isRowDimmed('Active')).toBe(false);
    expect(isRowDimmed('Invited')).toBe(false);
  });
});

describe('roleWord / roleTitle', () => {
  it('given one, should be singular', () => {
    expect(roleWord(1)).toBe('role');
    expect(roleTitle(1)).toBe('Role');
  });
  it('given zero or several, should be plural', () => {
    expect(roleWord(0)).toBe('roles');
    expect(roleWord(3)).toBe('roles');
    expect(roleTitle(2)).toBe('Roles');
  });
});

describe('memberDisplayName', () => {
  it('given first and last name, should join them', () => {
    const m = {
      email: 'ada@acme.test',
      firstName: 'Ada',
      lastName: 'Admin',
      status: 'Active' as const,
    };
    expect(memberDisplayName(m)).toBe('Ada Admin');
  });
  it('given no name, should fall back to the e-mail', () => {
    const m = {
      email: 'zoe@acme.test',
      firstName: null,
      lastName: '  ',
      status: 'Invited' as const,
    };
    expect(memberDisplayName(m)).toBe('zoe@acme.test');
  });
});

describe('isRoleSelectionChanged', () => {
  it('given the same roles in any order, should say unchanged', () => {
    expect(isRoleSelectionChanged(['member'], ['member'])).toBe(false);
    expect(isRoleSelectionChanged(['admin', 'member'], ['member', 'admin'])).toBe(false);
  });
  it('given another role, one more or one less, should say changed', () => {
    expect(isRoleSelectionChanged(['member'], ['admin'])).toBe(true);
    expect(isRoleSelectionChanged(['member'], ['member', 'admin'])).toBe(true);
    expect(isRoleSelectionChanged(['admin', 'member'], ['admin'])).toBe(true);
    expect(isRoleSelectionChanged(['member'], [])).toBe(true);
  });
});

describe('rowActions', () => {
  it('given the server lists actions, should offer only those in a stable order', () => {
    expect(
      rowActions({
        email: 'a@b.c',
        status: 'Invited',
        actions: ['revoke-invite', 'resend-invite'],
      }),
    ).toEqual(['resend-invite', 'revoke-invite']);
  });
  it('given an unknown action name, should ignore it', () => {
    expect(rowActions({ email: 'a@b.c', status: 'Active', actions: ['launch-rocket'] })).toEqual(
      [],
    );
  });
  it('given the signed-in user, should offer nothing even if actions are listed', () => {
    expect(
      rowActions({
        email: 'a@b.c',
        status: 'Active',
        isLoggedInUser: true,
        actions: ['edit-role'],
      }),
    ).toEqual([]);
  });
  it('given no actions list, should offer nothing', () => {
    expect(rowActions({ email: 'a@b.c', status: 'Active' })).toEqual([]);
  });
});

describe('editRoleAvailability', () => {
  it('given roles still loading, should be disabled with a tooltip', () => {
    expect(editRoleAvailability('loading', 0)).toEqual({
      disabled: true,
      tooltip: 'Loading roles…',
    });
  });
  it('given a single role, should be disabled with a tooltip', () => {
    expect(editRoleAvailability('ready', 1)).toEqual({
      disabled: true,
      tooltip: 'There is only one role available.',
    });
  });
  it('given roles failed to load, should be disabled and say so', () => {
    expect(editRoleAvailability('error', 0)).toEqual({
      disabled: true,
      tooltip: 'There was an error fetching roles. Please try again.',
    });
  });
  it('given several roles, should be enabled', () => {
    expect(editRoleAvailability('ready', 2)).toEqual({ disabled: false });
  });
});

describe('initialInviteRole', () => {
  it('given a single role, should preselect it, lock the select and explain why', () => {
    expect(initialInviteRole([member])).toEqual({
      slug: 'member',
      disabled: true,
      note: 'New users will be invited with the Member role, as it is the only one available.',
    });
  });
  it('given a default role among several, should preselect the default', () => {
    expect(initialInviteRole([admin, member, viewer])).toEqual({ slug: 'member', disabled: false });
  });
  it('given no default role, should preselect the first', () => {
    expect(initialInviteRole([viewer, admin])).toEqual({ slug: 'viewer', disabled: false });
  });
  it('given no roles, should select nothing', () => {
    expect(initialInviteRole([])).toEqual({ slug: '', disabled: false });
  });
});

describe('roleNames / validateRoleSelection', () => {
  it('given slugs, should name them in the given order and keep unknown slugs', () => {
    expect(roleNames(['member', 'ghost', 'admin'], [admin, member])).toEqual([
      'Member',
      'ghost',
      'Admin',
    ]);
  });
  it('given no role selected, should ask for at least one', () => {
    expect(validateRoleSelection([])).toBe('Please select at least one role');
    expect(validateRoleSelection(['admin'])).toBeUndefined();
  });
});

describe('validateInvite', () => {
  it('given an empty form, should flag both fields as missing and focus the e-mail first', () => {
    const errors = validateInvite({ email: '  ', role: '' });
    expect(errors).toEqual({ email: 'This value is missing', role: 'This value is missing' });
    expect(firstErrorField(errors)).toBe('email');
  });
  it('given a malformed address, should flag a type mismatch', () => {
    expect(validateInvite({ email: 'not-an-email', role: 'member' })).toEqual({
      email: 'This value does not match the required type',
    });
    expect(validateInvite({ email: 'a b@c.d', role: 'member' }).email).toBeDefined();
  });
  it('given only the role missing, should focus the role', () => {
    const errors = validateInvite({ email: 'new@acme.test', role: '' });
    expect(errors).toEqual({ role: 'This value is missing' });
    expect(firstErrorField(errors)).toBe('role');
  });
  it('given valid input, should have no errors', () => {
    expect(validateInvite({ email: 'new@acme.test', role: 'member' })).toEqual({});
  });
});

describe('inviteErrorToFields', () => {
  it.each(['User already exists', 'USER ALREADY INVITED', 'Invalid email'])(
    'given the server says %s, should show that message on the e-mail field',
    (message) => {
      expect(inviteErrorToFields(new Error(message))).toEqual({ email: message });
    },
  );
  it('given the server says invalid role in any case, should show it on the role field', () => {
    expect(inviteErrorToFields(new Error('Invalid Role'))).toEqual({ role: 'Invalid Role' });
  });
  it('given another server message, should show the generic invite error on the form', () => {
    expect(inviteErrorToFields(new Error('Internal Server Error'))).toEqual({
      form: 'There was an error inviting this user. Please refresh the page and try again.',
    });
  });
  it('given a thrown non-error value, should show the unexpected-error message', () => {
    expect(inviteErrorToFields('boom')).toEqual({
      form: 'An unexpected error occurred. Please try again.',
    });
    expect(inviteErrorToFields(undefined)).toEqual({
      form: 'An unexpected error occurred. Please try again.',
    });
  });
  it('given an error from another bundle copy (fails instanceof), should still match by shape', () => {
    const foreign = { name: 'WidgetApiError', message: 'user already invited', status: 400 };
    expect(inviteErrorToFields(foreign)).toEqual({ email: 'user already invited' });
  });
});

describe('paging', () => {
  it('given a before cursor, Next should send it', () => {
    expect(nextCursor({ before: 'b1', after: null })).toEqual({ before: 'b1' });
  });
  it('given an after cursor, Previous should send it', () => {
    expect(previousCursor({ before: null, after: 'a1' })).toEqual({ after: 'a1' });
  });
  it('given null cursors or no metadata, should have no page that way', () => {
    expect(nextCursor({ before: null, after: 'a1' })).toBeNull();
    expect(previousCursor({ before: 'b1', after: null })).toBeNull();
    expect(nextCursor(undefined)).toBeNull();
  });
});

describe('membersQuery', () => {
  it('given the first page and no filter, should send only the limit', () => {
    expect(membersQuery({ cursor: null })).toEqual({ limit: 10 });
  });
  it('given a cleared or blank search, should send no search parameter', () => {
    expect(membersQuery({ search: '', cursor: null })).not.toHaveProperty('search');
    expect(membersQuery({ search: '   ', cursor: null })).not.toHaveProperty('search');
  });
  it('given a role, search and a next cursor, should send them all', () => {
    expect(membersQuery({ role: 'admin', search: ' ada ', cursor: { before: 'b1' } })).toEqual({
      limit: 10,
      role: 'admin',
      search: 'ada',
      before: 'b1',
    });
  });
  it('given a previous cursor, should send after and not before', () => {
    const query = membersQuery({ cursor: { after: 'a1' } });
    expect(query).toEqual({ limit: 10, after: 'a1' });
  });
});

describe('menuActions', () => {
  it('given a directory-managed member, should offer role change and removal disabled (the directory owns them) beside what the server allows', () => {
    expect(
      menuActions({
        email: 'a@b.c',
        status: 'Invited',
        directoryManaged: true,
        actions: ['resend-invite'],
      }),
    ).toEqual([
      { action: 'edit-role', ownedByDirectory: true },
      { action: 'resend-invite', ownedByDirectory: false },
      { action: 'revoke-membership', ownedByDirectory: true },
    ]);
  });
  it('given a member added by hand or the signed-in user, should offer only what the server lists', () => {
    expect(
      menuActions({
        email: 'a@b.c',
        status: 'Active',
        actions: ['edit-role', 'revoke-membership'],
      }),
    ).toEqual([
      { action: 'edit-role', ownedByDirectory: false },
      { action: 'revoke-membership', ownedByDirectory: false },
    ]);
    expect(
      menuActions({
        email: 'a@b.c',
        status: 'Active',
        isLoggedInUser: true,
        directoryManaged: true,
        actions: [],
      }),
    ).toEqual([]);
  });
});
