import { describe, expect, it } from 'vitest';
import { expiresAtFor, filterPermissions, nameProblem, toLocalInputValue } from './dialog-model';
import { isExpired, parseScope, scopeConfigs } from './model';

const now = Date.UTC(2026, 10, 26, 8, 0, 0);

describe('api-keys model', () => {
  it('given a scope attribute, should take user or fall back to organization', () => {
    expect(parseScope('user')).toBe('user');
    expect(parseScope('organization')).toBe('organization');
    expect(parseScope(undefined)).toBe('organization');
    expect(parseScope('USER')).toBe('organization');
    expect(scopeConfigs.user.searchParam).toBe('uak_q');
    expect(scopeConfigs.organization.searchParam).toBe('ak_q');
    expect(scopeConfigs.user.widgetType).toBe('user-api-keys');
  });

  it('given each expiration choice, should send null, now plus the preset or the picked future date', () => {
    expect(expiresAtFor('never', '', now)).toEqual({ ok: true, expiresAt: null });
    expect(expiresAtFor('1h', '', now)).toEqual({
      ok: true,
      expiresAt: '2026-11-26T09:00:00.000Z',
    });
    expect(expiresAtFor('24h', '', now)).toEqual({
      ok: true,
      expiresAt: '2026-11-27T08:00:00.000Z',
    });
    expect(expiresAtFor('3d', '', now)).toEqual({
      ok: true,
      expiresAt: '2026-11-29T08:00:00.000Z',
    });
    expect(expiresAtFor('7d', '', now)).toEqual({
      ok: true,
      expiresAt: '2026-12-03T08:00:00.000Z',
    });
    const later = toLocalInputValue(now + 86_400_000);
    expect(expiresAtFor('custom', later, now)).toEqual({
      ok: true,
      expiresAt: new Date(later).toISOString(),
    });
    expect(expiresAtFor('custom', toLocalInputValue(now - 60_000), now)).toEqual({ ok: false });
    expect(expiresAtFor('custom', '', now)).toEqual({ ok: false });
    expect(expiresAtFor('custom', 'tomorrow', now)).toEqual({ ok: false });
  });

  it('given names, should require one and cap it at 100 characters', () => {
    expect(nameProblem('')).toBe('required');
    expect(nameProblem('   ')).toBe('required');
    expect(nameProblem('x'.repeat(101))).toBe('too-long');
    expect(nameProblem(' Billing sync ')).toBeUndefined();
  });

  it('given a filter, should match name, slug or description case-insensitively', () => {
    const permissions = [
      { slug: 'customers:read', name: 'Read customers' },
      { slug: 'points:adjust', name: 'Adjust points', description: 'Credit or debit a balance' },
    ];
    expect(filterPermissions(permissions, '')).toHaveLength(2);
    expect(filterPermissions(permissions, 'POINTS').map((p) => p.slug)).toEqual(['points:adjust']);
    expect(filterPermissions(permissions, 'debit').map((p) => p.slug)).toEqual(['points:adjust']);
    expect(filterPermissions(permissions, 'customers:')).toHaveLength(1);
    expect(filterPermissions(permissions, 'nothing')).toEqual([]);
  });

  it('given an expiry, should tell expired from not yet and never', () => {
    expect(isExpired(null, now)).toBe(false);
    expect(isExpired('2026-11-26T07:59:59.000Z', now)).toBe(true);
    expect(isExpired('2026-11-26T08:00:01.000Z', now)).toBe(false);
  });
});
