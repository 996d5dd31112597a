import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SsoConnection } from '../../api/widgets';
import {
  certificateNotice,
  deriveSsoStatus,
  formatCertificateDate,
  shownConnection,
} from './model';

const NOW = new Date('2026-06-15T12:00:00Z');
const day = 24 * 60 * 60 * 1000;

function connection(overrides: Partial<SsoConnection> = {}): SsoConnection {
  return {
    id: 'conn_1',
    name: 'Okta SAML',
    providerTag: 'Saml',
    type: 'OktaSaml',
    state: 'Active',
    createdAt: '2026-01-01T00:00:00Z',
    ...overrides,
  };
}

const inDays = (days: number) => ({ notAfter: new Date(NOW.getTime() + days * day).toISOString() });

describe('deriveSsoStatus', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('given no connection, should be not configured with Set up SSO and no badge', () => {
    expect(deriveSsoStatus(undefined)).toMatchObject({
      status: 'not-configured',
      badge: null,
      button: 'Set up SSO',
    });
  });

  it('given an inactive connection, should be setup in progress with Continue setup', () => {
    expect(deriveSsoStatus(connection({ state: 'Inactive' }))).toMatchObject({
      status: 'setup-in-progress',
      badge: 'Setup in progress',
      button: 'Continue setup',
    });
  });

  it.each(['Active', 'Validating', 'Deleting'] as const)(
    'given a %s connection with a valid certificate, should be Connected with Manage',
    (state) => {
      expect(deriveSsoStatus(connection({ state }))).toMatchObject({
        status: 'connected',
        badge: 'Connected',
        button: 'Manage',
        certificateNotAfter: null,
      });
    },
  );

  it('given an expired SAML certificate, should require action and keep its date', () => {
    const view = deriveSsoStatus(connection({ latestExpiredCertificate: inDays(-3) }));
    expect(view).toMatchObject({ status: 'expired', badge: 'Requires action', button: 'Manage' });
    expect(view.certificateNotAfter?.getTime()).toBe(NOW.getTime() - 3 * day);
  });

  it('given a SAML certificate expiring within 30 days, should be Connected and expiring', () => {
    expect(deriveSsoStatus(connection({ latestExpiringCertificate: inDays(30) }))).toMatchObject({
      status: 'expiring',
      badge: 'Connected',
      button: 'Manage',
    });
    expect(deriveSsoStatus(connection({ latestExpiringCertificate: inDays(1) })).status).toBe(
      'expiring',
    );
  });

  it('given a certificate more than 30 days away, should be plainly connected', () => {
    expect(deriveSsoStatus(connection({ latestExpiringCertificate: inDays(31) })).status).toBe(
      'connected',
    );
  });

  it('given an expiring certificate whose date has passed since the answer, should be expired', () => {
    const view = deriveSsoStatus(connection({ latestExpiringCertificate: inDays(-0.5) }));
    expect(view.status).toBe('expired');
    vi.setSystemTime(new Date(NOW.getTime() - day));
    expect(deriveSsoStatus(connection({ latestExpiringCertificate: inDays(-0.5) })).status).toBe(
      'expiring',
    );
  });

  it('given an OpenID Connect connection with certificate fields, should ignore them', () => {
    const view = deriveSsoStatus(
      connection({ providerTag: 'OpenIdConnect', latestExpiredCertificate: inDays(-3) }),
    );
    expect(view.status).toBe('connected');
  });

  it('given an inactive connection with an expired certificate, should still be setup in progress', () => {
    expect(
      deriveSsoStatus(connection({ state: 'Inactive', latestExpiredCertificate: inDays(-3) }))
        .status,
    ).toBe('setup-in-progress');
  });
});

describe('certificateNotice', () => {
  const at = NOW.getTime();

  it('given an expired certificate, should name the date and the consequence', () => {
    const notice = certificateNotice(
      deriveSsoStatus(connection({ latestExpiredCertificate: inDays(-14) }), at),
      'UTC',
    );
    expect(notice).toEqual({
      tone: 'danger',
      lines: [
        'The SAML response signing certificate expired on June 1, 2026.',
        'Users won’t be able to sign-in to the application until the certificate is renewed.',
      ],
    });
  });

  it('given an expired certificate without a readable date, should say it has expired', () => {
    const notice = certificateNotice(
      deriveSsoStatus(connection({ latestExpiredCertificate: { notAfter: 'soon' } }), at),
    );
    expect(notice?.lines[0]).toBe('The SAML response signing certificate has expired.');
  });

  it('given an expiring certificate, should warn with its date', () => {
    const notice = certificateNotice(
      deriveSsoStatus(connection({ latestExpiringCertificate: inDays(10) }), at),
      'UTC',
    );
    expect(notice?.tone).toBe('warning');
    expect(notice?.lines[0]).toBe(
      'The SAML response signing certificate expires on June 25, 2026.',
    );
  });

  it('given a connected or missing connection, should have no notice', () => {
    expect(certificateNotice(deriveSsoStatus(connection(), at))).toBeNull();
    expect(certificateNotice(deriveSsoStatus(undefined, at))).toBeNull();
  });

  it('should format dates long, in the given time zone', () => {
    expect(formatCertificateDate(new Date('2026-03-01T03:00:00Z'), 'America/Los_Angeles')).toBe(
      'February 28, 2026',
    );
  });
});

describe('shownConnection', () => {
  it('should show only the first connection', () => {
    const first = connection({ id: 'a' });
    expect(shownConnection([first, connection({ id: 'b' })])).toBe(first);
    expect(shownConnection([])).toBeUndefined();
  });
});
