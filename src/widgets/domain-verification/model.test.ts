import { describe, expect, it } from 'vitest';
import {
  domainActions,
  domainStateBadge,
  needsTxtRecord,
  reverifyErrorMessage,
  reverifyOutcome,
  txtRecordOf,
} from './model';
import { WidgetApiError } from '../../api/widgets';

const base = { id: 'd1', domain: 'example.com', createdAt: '2026-01-01T00:00:00Z' };

describe('txtRecordOf', () => {
  it('given no subdomain or prefix, should put the default prefix on the domain itself', () => {
    expect(txtRecordOf({ ...base, verificationToken: 'abc' })).toEqual({
      type: 'TXT',
      host: '@',
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
    ).toEqual({
      type: 'TXT',
      host: '_acme',
      name: '_acme.example.com',
      value: 'acme-domain-verification=xyz',
    });
  });

  it('given empty or null fields, should fall back to the defaults', () => {
    expect(
      txtRecordOf({ ...base, subdomain: '', verificationPrefix: null, verificationToken: 't' }),
    ).toEqual({ type: 'TXT', host: '@', name: 'example.com', value: 'verification_token=t' });
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

describe('reverifyOutcome', () => {
  it('given the domain came back verified, should say so as a success', () => {
    expect(reverifyOutcome({ domain: 'example.com', state: 'Verified' })).toEqual({
      tone: 'success',
      message: 'example.com is verified.',
    });
    expect(reverifyOutcome({ domain: 'example.com', state: 'LegacyVerified' }).tone).toBe(
      'success',
    );
  });

  it('given the domain is still failed, should say the record was not found and it is still not verified', () => {
    const outcome = reverifyOutcome({ domain: 'example.com', state: 'Failed' });
    expect(outcome.tone).toBe('danger');
    expect(outcome.message).toMatch(
      /^The TXT record for example\.com was not found, so example\.com is still not verified\./,
    );
    expect(outcome.message).not.toMatch(/pending/);
  });

  it('given the domain is pending, should say verification is still pending', () => {
    const outcome = reverifyOutcome({ domain: 'example.com', state: 'Pending' });
    expect(outcome.tone).toBe('warning');
    expect(outcome.message).toMatch(/still pending/);
  });
});

describe('reverifyErrorMessage', () => {
  it('given a failed DNS lookup, should say so; otherwise the general message', () => {
    expect(
      reverifyErrorMessage(
        new WidgetApiError('The DNS lookup failed.', { status: 503, code: 'dns_lookup_failed' }),
      ),
    ).toBe(
      'The DNS lookup for the TXT record failed, so nothing changed. Please try again in a moment.',
    );
    expect(reverifyErrorMessage(new WidgetApiError('boom', { status: 500 }))).toBe(
      'There was an error verifying the domain. Please try again.',
    );
    expect(reverifyErrorMessage(new TypeError('Failed to fetch'))).toBe(
      'There was an error verifying the domain. Please try again.',
    );
  });
});
