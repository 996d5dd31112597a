// SSO connections of an organization, and the contract's `SsoConnection` view of one.
import type {
  SsoConnection,
  SsoConnectionState,
  SsoConnectionType,
  SsoProviderTag,
} from '../../src/api/widgets/types';
import type { Queryable } from '../db/database';

/** A SAML certificate within this many days of its expiry is reported as expiring. */
export const CERTIFICATE_EXPIRING_DAYS = 30;

export type { SsoConnection };
export type SsoState = SsoConnectionState;

export interface SsoConnectionRow {
  id: string;
  organization_id: string;
  name: string;
  provider_tag: SsoProviderTag;
  type: SsoConnectionType;
  state: SsoState;
  certificate_not_after: Date | null;
  last_session_at: Date | null;
  created_at: Date;
}

export type CertificateStatus = 'none' | 'valid' | 'expiring' | 'expired';

export function certificateStatus(notAfter: Date | null, now = Date.now()): CertificateStatus {
  if (!notAfter) return 'none';
  const time = new Date(notAfter).getTime();
  if (time <= now) return 'expired';
  if (time - now <= CERTIFICATE_EXPIRING_DAYS * 24 * 3600 * 1000) return 'expiring';
  return 'valid';
}

export function toSsoConnection(row: SsoConnectionRow, now = Date.now()): SsoConnection {
  const status =
    row.provider_tag === 'Saml' ? certificateStatus(row.certificate_not_after, now) : 'none';
  const notAfter = row.certificate_not_after
    ? new Date(row.certificate_not_after).toISOString()
    : '';
  return {
    id: row.id,
    name: row.name,
    providerTag: row.provider_tag,
    type: row.type,
    state: row.state,
    ...(status === 'expiring' ? { latestExpiringCertificate: { notAfter } } : {}),
    ...(status === 'expired' ? { latestExpiredCertificate: { notAfter } } : {}),
    ...(row.last_session_at
      ? { lastSession: { createdAt: new Date(row.last_session_at).toISOString() } }
      : {}),
    createdAt: new Date(row.created_at).toISOString(),
  };
}

export async function listSsoConnections(
  db: Queryable,
  organizationId: string,
): Promise<SsoConnectionRow[]> {
  return db.query<SsoConnectionRow>(
    'SELECT * FROM sso_connections WHERE organization_id = $1 ORDER BY created_at, id',
    [organizationId],
  );
}
