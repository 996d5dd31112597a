import { describe, expect, it } from 'vitest';
import { checkRoleSlugs } from './roles';

const roles = [
  { slug: 'admin', name: 'Admin', default: false },
  { slug: 'member', name: 'Member', default: true },
];

describe('role slug checks', () => {
  it('given one known role, should accept it', () => {
    expect(checkRoleSlugs(['member'], roles, false)).toEqual({ ok: true, slugs: ['member'] });
  });

  it('given no role, two without multiple roles, or an unknown one, should refuse with the reason', () => {
    expect(checkRoleSlugs([], roles, true)).toMatchObject({ ok: false, reason: 'empty' });
    expect(checkRoleSlugs(['admin', 'member'], roles, false)).toMatchObject({
      ok: false,
      reason: 'too-many',
    });
    expect(checkRoleSlugs(['owner'], roles, true)).toMatchObject({
      ok: false,
      reason: 'unknown',
      message: 'Invalid role',
    });
  });

  it('given multiple roles enabled, should accept several and drop duplicates', () => {
    expect(checkRoleSlugs(['admin', 'member', 'admin'], roles, true)).toEqual({
      ok: true,
      slugs: ['admin', 'member'],
    });
  });
});
