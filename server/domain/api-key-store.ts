// The one store of API keys, for the management API (secret key) and the <api-keys> widget
// endpoints alike: one table, one way to mint and hash a secret, one validation.
import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database';
import { inTransaction } from '../db/in-transaction';
import { appendEvent } from '../events/event-log';
import { newId } from '../ids';
import { hashSecret, safeEqual } from './secrets';

export interface ApiKeyRow {
  id: string;
  organization_id: string;
  owner_user_id: string | null;
  name: string;
  value_hash: string;
  last_four: string;
  permissions: string[];
  created_at: Date;
  updated_at: Date;
  last_used_at: Date | null;
  expires_at: Date | null;
  revoked_at: Date | null;
  owner_email: string | null;
  owner_first_name: string | null;
  owner_last_name: string | null;
}

/** SELECT list for ApiKeyRow from `api_keys k LEFT JOIN users ou ON ou.id = k.owner_user_id`. */
export const apiKeyColumns = `k.id, k.organization_id, k.owner_user_id, k.name, k.value_hash, k.last_four,
  k.permissions, k.created_at, k.updated_at, k.last_used_at, k.expires_at, k.revoked_at,
  ou.email AS owner_email, ou.first_name AS owner_first_name, ou.last_name AS owner_last_name`;
export const apiKeyFrom = 'api_keys k LEFT JOIN users ou ON ou.id = k.owner_user_id';

/** Ids this store hands out; anything else is refused before a query runs. */
export const apiKeyIdPattern = '^api_key_[0-9A-Z]{26}$';

export const obfuscatedValue = (row: Pick<ApiKeyRow, 'last_four'>) => `sk_…${row.last_four}`;

/** A new secret: 32 random bytes (256 bits), base64url, behind the provider's `sk_` prefix. */
export function newApiKeyValue(): string {
  return `sk_${randomBytes(32).toString('base64url')}`;
}

export interface NewApiKey {
  organizationId: string;
  /** The user a personal key belongs to; none for an organization key. */
  ownerUserId?: string | null;
  createdBy?: string | null;
  name: string;
  permissions: readonly string[];
  expiresAt?: Date | null;
}

/** Stores a new key (its hash and last four characters) and returns it with the secret. */
export async function createApiKey(
  db: Queryable,
  input: NewApiKey,
): Promise<{ row: ApiKeyRow; value: string }> {
  const value = newApiKeyValue();
  const id = newId('api_key');
  return inTransaction(db, async (tx) => {
    await tx.query(
      `INSERT INTO api_keys (id, organization_id, owner_user_id, created_by, name, value_hash, last_four, permissions, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        id,
        input.organizationId,
        input.ownerUserId ?? null,
        input.createdBy ?? null,
        input.name,
        hashSecret(value),
        value.slice(-4),
        [...new Set(input.permissions)],
        input.expiresAt ?? null,
      ],
    );
    const [row] = await tx.query<ApiKeyRow>(
      `SELECT ${apiKeyColumns} FROM ${apiKeyFrom} WHERE k.id = $1`,
      [id],
    );
    await appendEvent(tx, {
      event: 'api_key.created',
      data: managementApiKeyObject(row!),
      organizationId: row!.organization_id,
    });
    return { row: row!, value };
  });
}

/**
 * What `userId` holds in `organizationId` now: the permissions of their roles while their
 * membership is Active, else null. The ceiling of a personal key, at creation and at every use.
 */
export async function heldPermissions(
  db: Queryable,
  organizationId: string,
  userId: string,
): Promise<string[] | null> {
  const [row] = await db.query<{ permissions: string[] | null }>(
    `SELECT (SELECT array_agg(DISTINCT p) FROM roles r, unnest(r.permissions) p
              WHERE r.organization_id = m.organization_id AND r.slug = ANY(m.role_slugs)) AS permissions
       FROM memberships m WHERE m.organization_id = $1 AND m.user_id = $2 AND m.status = 'Active'`,
    [organizationId, userId],
  );
  return row ? (row.permissions ?? []) : null;
}

/**
 * Cuts the owner's personal keys in an organization back to what the owner holds now (issue
 * #39.1), after a role change. Cut back rather than revoked: the owner's integrations keep what
 * the new role still allows (a read-only sync survives a demotion), the list shows what each key
 * really carries, and a later promotion does not silently widen an old key again. A key whose
 * owner left the organization is refused at validation (no Active membership).
 */
export async function cutBackPersonalKeys(
  db: Queryable,
  organizationId: string,
  userId: string,
): Promise<void> {
  const held = (await heldPermissions(db, organizationId, userId)) ?? [];
  await db.query(
    `UPDATE api_keys SET permissions = ARRAY(SELECT p FROM unnest(permissions) p WHERE p = ANY($3::text[])),
            updated_at = now()
      WHERE organization_id = $1 AND owner_user_id = $2 AND revoked_at IS NULL
        AND NOT (permissions <@ $3::text[])`,
    [organizationId, userId, held],
  );
}

/**
 * The live key a presented value belongs to, with its use recorded; undefined for an unknown,
 * revoked or expired value, or a personal key whose owner is no longer an active member. The
 * lookup goes by hash (an index), and the stored hash is compared again in constant time before
 * the key counts as found. A personal key answers with its permissions cut to what its owner
 * holds now, whatever path changed the owner's roles.
 */
export async function validateApiKey(db: Queryable, value: string): Promise<ApiKeyRow | undefined> {
  const hash = hashSecret(value);
  const [row] = await db.query<ApiKeyRow>(
    `WITH used AS (
       UPDATE api_keys SET last_used_at = now()
        WHERE value_hash = $1 AND revoked_at IS NULL AND (expires_at IS NULL OR expires_at > now())
        RETURNING *)
     SELECT ${apiKeyColumns} FROM used k LEFT JOIN users ou ON ou.id = k.owner_user_id`,
    [hash],
  );
  if (!row || !safeEqual(row.value_hash, hash)) return undefined;
  if (!row.owner_user_id) return row;
  const held = await heldPermissions(db, row.organization_id, row.owner_user_id);
  if (!held) return undefined;
  return { ...row, permissions: row.permissions.filter((slug) => held.includes(slug)) };
}

const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);

/** The management API's ApiKey (API-CONTRACT.md §4), as the provider's Node SDK reads it. */
export function managementApiKeyObject(row: ApiKeyRow) {
  return {
    object: 'api_key' as const,
    id: row.id,
    owner: row.owner_user_id
      ? { type: 'user' as const, id: row.owner_user_id, organization_id: row.organization_id }
      : { type: 'organization' as const, id: row.organization_id },
    name: row.name,
    obfuscated_value: obfuscatedValue(row),
    last_used_at: iso(row.last_used_at),
    permissions: row.permissions,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}
