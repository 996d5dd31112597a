import { describe, expect, it } from 'vitest';
import { certificateStatus, toSsoConnection, type SsoConnectionRow } from './sso-connections';
import { providerTypes } from './provider-types';

const day = 86_400_000;
const now = Date.parse('2026-06-01T00:00:00Z');

describe('SSO certificates', () => {
  it('given expiry dates, should classify them against now and the 30-day window', () => {
    expect(certificateStatus(null, now)).toBe('none');
    expect(certificateStatus(new Date(now - 1), now)).toBe('expired');
    expect(certificateStatus(new Date(now + 29 * day), now)).toBe('expiring');
    expect(certificateStatus(new Date(now + 31 * day), now)).toBe('valid');
  });

  it('given an OpenID Connect connection, should never report certificates', () => {
    const row: SsoConnectionRow = {
      id: 'conn_1',
      organization_id: 'org_1',
      name: 'Entra',
      provider_tag: 'OpenIdConnect',
      type: 'EntraIdOidc',
      state: 'Active',
      certificate_not_after: new Date(now - day),
      last_session_at: null,
      created_at: new Date(now - 10 * day),
    };
    const view = toSsoConnection(row, now);
    expect(view).not.toHaveProperty('latestExpiredCertificate');
    expect(view).not.toHaveProperty('lastSession');
  });
});

describe('provider types', () => {
  it('should list the 35 contract types once each with a protocol matching the name', () => {
    expect(providerTypes).toHaveLength(35);
    expect(new Set(providerTypes.map((entry) => entry.type)).size).toBe(35);
    for (const entry of providerTypes) {
      if (entry.type.endsWith('Oidc')) expect(entry.providerTag).toBe('OpenIdConnect');
      if (entry.type.endsWith('Saml')) expect(entry.providerTag).toBe('Saml');
    }
  });
});
