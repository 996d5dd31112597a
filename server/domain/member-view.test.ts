import { describe, expect, it } from 'vitest';
import { memberActions, memberStatus, toMember, type MemberRow } from './member-view';

const row = (overrides: Partial<MemberRow> = {}): MemberRow => ({
  id: 'om_1',
  email: 'a@acme.test',
  status: 'Active',
  role_slugs: ['member'],
  invite_expires_at: null,
  last_activity_at: null,
  created_at: '2026-01-01T00:00:00.000Z',
  cursor_time: '2026-01-01 00:00:00+00',
  user_id: 'user_1',
  email_verified: true,
  first_name: 'Ada',
  last_name: null,
  profile_picture_url: null,
  ...overrides,
});

describe('member view', () => {
  it('given an invitation past its expiry, should derive InviteExpired', () => {
    const now = Date.parse('2026-02-01T00:00:00Z');
    expect(
      memberStatus({ status: 'Invited', invite_expires_at: '2026-01-31T23:59:59Z' }, now),
    ).toBe('InviteExpired');
    expect(
      memberStatus({ status: 'Invited', invite_expires_at: '2026-02-02T00:00:00Z' }, now),
    ).toBe('Invited');
    expect(
      memberStatus({ status: 'InviteRevoked', invite_expires_at: '2026-01-01T00:00:00Z' }, now),
    ).toBe('InviteRevoked');
  });

  it('given each status, should offer the documented actions', () => {
    expect(memberActions('Active')).toEqual(['edit-role', 'revoke-membership']);
    expect(memberActions('Invited')).toEqual(['resend-invite', 'revoke-invite']);
    expect(memberActions('InviteExpired')).toEqual(['resend-invite', 'revoke-invite']);
    expect(memberActions('InviteRevoked')).toEqual(['resend-invite']);
  });

  it('given the caller’s own row, should flag it and offer no actions', () => {
    const member = toMember(row(), [{ slug: 'member', name: 'Member', default: true }], 'user_1');
    expect(member).toMatchObject({ isLoggedInUser: true, actions: [], firstName: 'Ada' });
    expect(member).not.toHaveProperty('lastName');
    expect(member.roles).toEqual([{ slug: 'member', name: 'Member', default: true }]);
  });

  it('given a role slug the organization no longer has, should leave it out', () => {
    const member = toMember(
      row({ role_slugs: ['gone', 'member'] }),
      [{ slug: 'member', name: 'Member', default: true }],
      'x',
    );
    expect(member.roles.map((role) => role.slug)).toEqual(['member']);
  });
});
