// Pure rules of the SSO connection card (SPEC.md §4 "SSO status", §9): which connection is
// shown, its status, and the certificate notice.
import type { SsoConnection } from '../../api/widgets';
import { englishSsoConnectionStrings, type SsoConnectionStrings } from './strings';

/** A SAML certificate this close to its expiry gets a notice (SPEC.md §9). */
export const CERTIFICATE_EXPIRING_DAYS = 30;
const dayMs = 24 * 60 * 60 * 1000;

export type SsoStatus =
  'not-configured' | 'setup-in-progress' | 'connected' | 'expiring' | 'expired';

export interface SsoStatusView {
  status: SsoStatus;
  /** Badge text; null when there is no connection. */
  badge: string | null;
  badgeColor: 'amber' | 'green' | 'red' | null;
  button: string;
  /** The certificate's expiry date, for the expiring and expired notices. */
  certificateNotAfter: Date | null;
}

/** Only the first connection is shown (SPEC.md §4). */
export function shownConnection(connections: readonly SsoConnection[]): SsoConnection | undefined {
  return connections[0];
}

function validDate(value: string | undefined | null): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The certificate status of a SAML connection at `now`, by the server's fields and the clock. */
function certificateOf(
  connection: SsoConnection,
  now: number,
): { status: 'none' | 'expiring' | 'expired'; notAfter: Date | null } {
  if (connection.providerTag !== 'Saml') return { status: 'none', notAfter: null };
  if (connection.latestExpiredCertificate) {
    return { status: 'expired', notAfter: validDate(connection.latestExpiredCertificate.notAfter) };
  }
  const expiring = validDate(connection.latestExpiringCertificate?.notAfter);
  if (!expiring) return { status: 'none', notAfter: null };
  // The answer may be older than the clock: a certificate that has passed its date is expired.
  if (expiring.getTime() <= now) return { status: 'expired', notAfter: expiring };
  if (expiring.getTime() - now <= CERTIFICATE_EXPIRING_DAYS * dayMs) {
    return { status: 'expiring', notAfter: expiring };
  }
  return { status: 'none', notAfter: null };
}

/** Status, badge and button of the card for `connection` (undefined = none configured). */
export function deriveSsoStatus(
  connection: SsoConnection | undefined,
  now: number = Date.now(),
  strings: SsoConnectionStrings = englishSsoConnectionStrings(),
): SsoStatusView {
  if (!connection) {
    return {
      status: 'not-configured',
      badge: null,
      badgeColor: null,
      button: strings.setUp,
      certificateNotAfter: null,
    };
  }
  if (connection.state === 'Inactive') {
    return {
      status: 'setup-in-progress',
      badge: strings.badgeSetupInProgress,
      badgeColor: 'amber',
      button: strings.continueSetup,
      certificateNotAfter: null,
    };
  }
  const certificate = certificateOf(connection, now);
  if (certificate.status === 'expired') {
    return {
      status: 'expired',
      badge: strings.badgeRequiresAction,
      badgeColor: 'red',
      button: strings.manage,
      certificateNotAfter: certificate.notAfter,
    };
  }
  return {
    status: certificate.status === 'expiring' ? 'expiring' : 'connected',
    badge: strings.badgeConnected,
    badgeColor: 'green',
    button: strings.manage,
    certificateNotAfter: certificate.notAfter,
  };
}

/**
 * A long date such as 'March 3, 2026' in the reader's time zone (or the one given), in `locale`
 * ('3 de marzo de 2026' in es; default en-US).
 */
export function formatCertificateDate(date: Date, timeZone?: string, locale = 'en-US'): string {
  return new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    ...(timeZone ? { timeZone } : {}),
  }).format(date);
}

/** The certificate notice's two sentences, or null when the status needs none. */
export function certificateNotice(
  view: SsoStatusView,
  timeZone?: string,
  strings: SsoConnectionStrings = englishSsoConnectionStrings(),
  locale = 'en-US',
): { tone: 'danger' | 'warning'; lines: [string, string] } | null {
  const date = view.certificateNotAfter
    ? formatCertificateDate(view.certificateNotAfter, timeZone, locale)
    : null;
  if (view.status === 'expired') {
    return {
      tone: 'danger',
      lines: [date ? strings.expiredOn(date) : strings.expiredUndated, strings.expiredConsequence],
    };
  }
  if (view.status === 'expiring' && date) {
    return { tone: 'warning', lines: [strings.expiresOn(date), strings.expiringConsequence] };
  }
  return null;
}
