import { describe, expect, it } from 'vitest';
import { domainActions, domainStateBadge, needsTxtRecord, txtRecordOf } from './model';

const base = { id: 'd1', domain: 'example.com', createdAt: '2026-01-01T00:00:00Z' };

describe('txtRecordOf', () => {
  it('given no subdomain or prefix, should put the default prefix on the domain itself', () => {
    expect(txtRecordOf({ ...base, verificationToken: 'abc' })).toEqual({
      type: 'TXT',
      name: 'example.com',
      value: 'verification_token=abc',
    });
  });

  it('given a subdomain and a prefix, should name the record under the domain with that prefix', () => {
    expect(
      txtRecordOf({
        ...base,
        subdomain: '_acme',
        verificationPrefix: 'acme-domain-verification',
        verificationToken: 'xyz',
      }),
    ).toEqual({ type: 'TXT', name: '_acme.example.com', value: 'acme-domain-verification=xyz' });
  });

  it('given empty or null fields, should fall back to the defaults', () => {
    expect(
      txtRecordOf({ ...base, subdomain: '', verificationPrefix: null, verificationToken: 't' }),
    ).toEqual({ type: 'TXT', name: 'example.com', value: 'verification_token=t' });
  });
});

describe('domain states', () => {
  it('should label each state', () => {
    expect(domainStateBadge('Verified').label).toBe('Verified');
    expect(domainStateBadge('LegacyVerified').label).toBe('Verified');
    expect(domainStateBadge('Pending').label).toBe('Verification pending');
    expect(domainStateBadge('Failed').label).toBe('Verification failed');
  });

  it('should offer view/remove when pending, reverify/remove when failed, remove when verified', () => {
    expect(domainActions('Pending')).toEqual(['view', 'remove']);
    expect(domainActions('Failed')).toEqual(['reverify', 'remove']);
    expect(domainActions('Verified')).toEqual(['remove']);
    expect(domainActions('LegacyVerified')).toEqual(['remove']);
  });

  it('should show the TXT record only while unverified', () => {
    expect(needsTxtRecord({ ...base, state: 'Pending' })).toBe(true);
    expect(needsTxtRecord({ ...base, state: 'Failed' })).toBe(true);
    expect(needsTxtRecord({ ...base, state: 'Verified' })).toBe(false);
    expect(needsTxtRecord({ ...base, state: 'LegacyVerified' })).toBe(false);
  });
});
