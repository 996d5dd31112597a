// The events of our own changes (issue #34): each write path calls recordChange in its
// transaction, naming the SDK's event and the changed object's id; the object is read back in
// the SDK's snake_case shape (the management API's own objects) and appended to the event log.
// For `*.deleted`, call it before the DELETE: the event carries the object as it was.
import { apiKeyColumns, apiKeyFrom, managementApiKeyObject } from '../domain/api-key-store';
import type { Queryable } from '../db/database';
import {
  domainObject,
  invitationColumns,
  invitationObject,
  membershipColumns,
  membershipObject,
  organizationColumns,
  organizationObject,
  sessionObject,
  userColumns,
  userObject,
} from '../domain/sdk-objects';
import { appendEvent } from './event-log';

interface Snapshot {
  data: Record<string, unknown>;
  organizationId: string | null;
}

const iso = (value: unknown) => (value ? new Date(value as string).toISOString() : null);

type Reader = (tx: Queryable, id: string) => Promise<Snapshot | undefined>;

const one = async <Row>(tx: Queryable, sql: string, id: string) =>
  (await tx.query<Row>(sql, [id]))[0];

/** How to read each event's subject (the part of the event name before the last dot). */
const readers: Record<string, Reader> = {
  user: async (tx, id) => {
    const row = await one<Parameters<typeof userObject>[0]>(
      tx,
      `SELECT ${userColumns} FROM users u WHERE u.id = $1`,
      id,
    );
    return row && { data: userObject(row), organizationId: null };
  },
  organization: async (tx, id) => {
    const row = await one<Parameters<typeof organizationObject>[0]>(
      tx,
      `SELECT ${organizationColumns} FROM organizations o WHERE o.id = $1`,
      id,
    );
    return row && { data: organizationObject(row), organizationId: row.id };
  },
  organization_membership: async (tx, id) => (await membershipSnapshots(tx, [id])).get(id),
  invitation: async (tx, id) => {
    const row = await one<Parameters<typeof invitationObject>[0]>(
      tx,
      `SELECT ${invitationColumns} FROM memberships m WHERE m.id = $1`,
      id,
    );
    return row && { data: invitationObject(row), organizationId: row.organization_id };
  },
  session: async (tx, id) => {
    const row = await one<Parameters<typeof sessionObject>[0]>(
      tx,
      `SELECT s.id, s.user_id, s.organization_id, s.ip_address, s.user_agent, s.authentication_method,
              s.created_at, s.last_activity_at, s.ended_at,
              (SELECT max(r.expires_at) FROM refresh_tokens r WHERE r.session_id = s.id) AS expires_at
         FROM sessions s WHERE s.id = $1`,
      id,
    );
    return row && { data: sessionObject(row), organizationId: row.organization_id };
  },
  organization_domain: async (tx, id) => {
    const row = await one<Parameters<typeof domainObject>[0]>(
      tx,
      'SELECT * FROM domains WHERE id = $1',
      id,
    );
    return row && { data: domainObject(row), organizationId: row.organization_id };
  },
  connection: async (tx, id) => {
    const row = await one<{
      id: string;
      organization_id: string;
      name: string;
      type: string;
      state: string;
      created_at: Date;
    }>(
      tx,
      'SELECT id, organization_id, name, type, state, created_at FROM sso_connections WHERE id = $1',
      id,
    );
    if (!row) return undefined;
    const data = {
      object: 'connection',
      id: row.id,
      organization_id: row.organization_id,
      connection_type: row.type,
      name: row.name,
      state: row.state.toLowerCase(),
      domains: [],
      created_at: iso(row.created_at),
      updated_at: iso(row.created_at),
    };
    return { data, organizationId: row.organization_id };
  },
  api_key: async (tx, id) => {
    const row = await one<Parameters<typeof managementApiKeyObject>[0]>(
      tx,
      `SELECT ${apiKeyColumns} FROM ${apiKeyFrom} WHERE k.id = $1`,
      id,
    );
    return row && { data: managementApiKeyObject(row), organizationId: row.organization_id };
  },
};

/** The memberships `ids` as their events carry them, read in one statement. */
export async function membershipSnapshots(
  tx: Queryable,
  ids: readonly string[],
): Promise<Map<string, Snapshot>> {
  const rows = await tx.query<Parameters<typeof membershipObject>[0]>(
    `SELECT ${membershipColumns} FROM memberships m JOIN organizations o ON o.id = m.organization_id
      WHERE m.id = ANY($1)`,
    [ids],
  );
  return new Map(
    rows.map((row) => [
      row.id,
      { data: membershipObject(row), organizationId: row.organization_id },
    ]),
  );
}

/**
 * Appends `event` (e.g. `organization_membership.updated`) for the object `id` as it reads now in
 * `tx`. Returns undefined (and appends nothing) when the object does not exist.
 */
export async function recordChange(
  tx: Queryable,
  event: string,
  id: string,
  context?: Record<string, unknown>,
): Promise<{ id: string } | undefined> {
  const subject = event.slice(0, event.lastIndexOf('.'));
  const read = readers[subject];
  if (!read) throw new Error(`No reader for the subject of ${event}`);
  const snapshot = await read(tx, id);
  if (!snapshot) return undefined;
  return appendEvent(tx, {
    event,
    data: snapshot.data,
    organizationId: snapshot.organizationId,
    ...(context ? { context } : {}),
  });
}

/**
 * `organization_membership.deleted` for each membership that deleting the user or organization
 * `id` removes by cascade (memberships.user_id and organization_id are ON DELETE CASCADE): call it
 * in the deleting transaction, before the DELETE. Invitations (no user yet) are not memberships.
 */
export async function recordMembershipsDeleted(
  tx: Queryable,
  owner: 'user_id' | 'organization_id',
  id: string,
): Promise<void> {
  const memberships = await tx.query<{ id: string }>(
    `SELECT id FROM memberships WHERE ${owner} = $1 AND user_id IS NOT NULL
      ORDER BY created_at, id FOR UPDATE`,
    [id],
  );
  for (const membership of memberships)
    await recordChange(tx, 'organization_membership.deleted', membership.id);
}

/**
 * `organization_domain.deleted` and `connection.deleted` for the domains and SSO connections
 * that deleting the organization `id` removes by cascade: call it in the deleting transaction,
 * before the DELETE (each event carries the object as it was).
 */
export async function recordOrganizationCascade(tx: Queryable, id: string): Promise<void> {
  const rows = await tx.query<{ kind: string; id: string }>(
    `SELECT 'organization_domain' AS kind, id, created_at FROM domains WHERE organization_id = $1
     UNION ALL
     SELECT 'connection', id, created_at FROM sso_connections WHERE organization_id = $1
      ORDER BY 1 DESC, 3, 2`,
    [id],
  );
  for (const row of rows) await recordChange(tx, `${row.kind}.deleted`, row.id);
}
