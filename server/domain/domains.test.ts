import { describe, expect, it } from 'vitest';
import { normalizeHostname, txtRecordOf } from './domains';

describe('domain names', () => {
  it('given plausible domains in any case, should lowercase and accept them', () => {
    expect(normalizeHostname(' Rewards.Example.COM. ')).toBe('rewards.example.com');
    expect(normalizeHostname('xn--bcher-kva.example')).toBe('xn--bcher-kva.example');
    expect(normalizeHostname('a-b.co')).toBe('a-b.co');
  });

  it('given things that are not registrable domains, should refuse them', () => {
    for (const input of [
      'localhost',
      'not a domain',
      '-bad.com',
      'bad-.com',
      'a..com',
      'example.c0m',
      '1.2.3.4',
      'x'.repeat(64) + '.com',
      'http://example.com',
    ]) {
      expect(normalizeHostname(input), input).toBeUndefined();
    }
  });
});

describe('TXT record', () => {
  it('given no subdomain or prefix, should use @ and the default prefix', () => {
    expect(
      txtRecordOf({
        domain: 'acme.test',
        subdomain: null,
        verification_prefix: null,
        verification_token: 't0k',
      }),
    ).toEqual({
      host: '@',
      lookupName: 'acme.test',
      value: 'verification_token=t0k',
    });
  });

  it('given a subdomain and prefix, should look the record up under the subdomain', () => {
    expect(
      txtRecordOf({
        domain: 'acme.test',
        subdomain: '_v',
        verification_prefix: 'acme',
        verification_token: 't',
      }),
    ).toEqual({
      host: '_v',
      lookupName: '_v.acme.test',
      value: 'acme=t',
    });
  });
});
