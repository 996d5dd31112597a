// Domains of an organization: the contract's `Domain` view, hostname validation, and the lazy
// rule that a domain pending for 72 hours without its TXT record turns Failed.
import type { Domain, DomainState } from '../../src/api/widgets/types';
import type { Queryable } from '../db/database';
import { inTransaction } from '../db/in-transaction';
import { recordChange } from '../events/change-events';
import { newId, newSecret } from '../ids';

export const DEFAULT_VERIFICATION_PREFIX = 'verification_token';
export const PENDING_LIMIT_HOURS = 72;

export type { Domain, DomainState };

export interface DomainRow {
  id: string;
  organization_id: string;
  domain: string;
  state: DomainState;
  name_server: string | null;
  verification_token: string | null;
  verification_prefix: string | null;
  subdomain: string | null;
  pending_since: Date | null;
  created_at: Date;
}

export function toDomain(row: DomainRow): Domain {
  return {
    id: row.id,
    domain: row.domain,
    state: row.state,
    ...(row.name_server ? { nameServer: row.name_server } : {}),
    ...(row.verification_token ? { verificationToken: row.verification_token } : {}),
    ...(row.verification_prefix ? { verificationPrefix: row.verification_prefix } : {}),
    ...(row.subdomain ? { subdomain: row.subdomain } : {}),
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** The TXT record the organization publishes: where (relative to the domain) and what. */
export function txtRecordOf(
  row: Pick<DomainRow, 'domain' | 'subdomain' | 'verification_prefix' | 'verification_token'>,
) {
  return {
    host: row.subdomain || '@',
    lookupName: row.subdomain ? `${row.subdomain}.${row.domain}` : row.domain,
    value: `${row.verification_prefix ?? DEFAULT_VERIFICATION_PREFIX}=${row.verification_token ?? ''}`,
  };
}

const label = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

/** Lowercased hostname, or undefined when it is not a plausible registrable domain name. */
export function normalizeHostname(input: string): string | undefined {
  const host = input.trim().toLowerCase().replace(/\.$/, '');
  if (host.length < 3 || host.length > 253) return undefined;
  const labels = host.split('.');
  if (labels.length < 2) return undefined;
  if (!labels.every((part) => label.test(part))) return undefined;
  const tld = labels[labels.length - 1] ?? '';
  if (!/^([a-z]{2,63}|xn--[a-z0-9-]{1,59})$/.test(tld)) return undefined;
  return host;
}

/** Turns the organization's domains pending for longer than the limit Failed. */
async function failStalePending(db: Queryable, organizationId: string): Promise<void> {
  await inTransaction(db, async (tx) => {
    const failed = await tx.query<{ id: string }>(
      `UPDATE domains SET state = 'Failed', updated_at = now()
        WHERE organization_id = $1 AND state = 'Pending' AND pending_since < now() - make_interval(hours => $2)
        RETURNING id`,
      [organizationId, PENDING_LIMIT_HOURS],
    );
    for (const { id } of failed)
      await recordChange(tx, 'organization_domain.verification_failed', id);
  });
}

export async function listDomains(db: Queryable, organizationId: string): Promise<DomainRow[]> {
  await failStalePending(db, organizationId);
  return db.query<DomainRow>(
    'SELECT * FROM domains WHERE organization_id = $1 ORDER BY created_at, id',
    [organizationId],
  );
}

export async function findDomain(
  db: Queryable,
  organizationId: string,
  id: string,
): Promise<DomainRow | undefined> {
  await failStalePending(db, organizationId);
  const [row] = await db.query<DomainRow>(
    'SELECT * FROM domains WHERE id = $1 AND organization_id = $2',
    [id, organizationId],
  );
  return row;
}

export type AddDomainResult = { ok: true; row: DomainRow } | { ok: false; message: string };

export async function addDomain(
  db: Queryable,
  organizationId: string,
  input: string,
): Promise<AddDomainResult> {
  const domain = normalizeHostname(input);
  if (!domain) return { ok: false, message: 'Enter a domain name such as example.com' };
  const [taken] = await db.query<{ organization_id: string }>(
    `SELECT organization_id FROM domains WHERE domain = $1 AND (organization_id = $2 OR state IN ('Verified', 'LegacyVerified'))`,
    [domain, organizationId],
  );
  if (taken?.organization_id === organizationId)
    return { ok: false, message: 'This domain has already been added' };
  if (taken) return { ok: false, message: 'This domain is verified by another organization' };
  const [row] = await inTransaction(db, async (tx) => {
    const inserted = await tx.query<DomainRow>(
      `INSERT INTO domains (id, organization_id, domain, state, verification_token, pending_since)
       VALUES ($1, $2, $3, 'Pending', $4, now()) ON CONFLICT (organization_id, domain) DO NOTHING RETURNING *`,
      [newId('org_domain'), organizationId, domain, newSecret(18)],
    );
    if (inserted[0]) await recordChange(tx, 'organization_domain.created', inserted[0].id);
    return inserted;
  });
  if (!row) return { ok: false, message: 'This domain has already been added' };
  return { ok: true, row };
}
