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
 * The live key a presented value belongs to, with its use recorded; undefined for an unknown,
 * revoked or expired value. The lookup goes by hash (an index), and the stored hash is compared
 * again in constant time before the key counts as found.
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
  return row && safeEqual(row.value_hash, hash) ? row : undefined;
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
