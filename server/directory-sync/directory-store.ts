// Directories and their bearer tokens. A token is shown once and stored as a hash; several
// may be live at a time (rotation), each revocable. With every token revoked, a linked
// directory turns `invalid_credentials` until a new token writes again.
import type { Queryable } from '../db/database';
import { newId, newSecret } from '../ids';
import { hashSecret } from '../domain/secrets';
import { directoryColumns, type DirectoryRow } from './directory-objects';

export async function createDirectory(
  db: Queryable,
  input: { organizationId: string; type: string; name: string },
): Promise<DirectoryRow> {
  const id = newId('directory');
  await db.query(
    `INSERT INTO directories (id, organization_id, type, name, external_key) VALUES ($1, $2, $3, $4, $5)`,
    [id, input.organizationId, input.type, input.name, newSecret(12).replace(/[-_]/g, 'x')],
  );
  return (await findDirectory(db, id))!;
}

export async function findDirectory(db: Queryable, id: string): Promise<DirectoryRow | undefined> {
  const [row] = await db.query<DirectoryRow>(
    `SELECT ${directoryColumns} FROM directories d WHERE d.id = $1`,
    [id],
  );
  return row;
}

export interface DirectoryToken {
  id: string;
  hint: string;
  created_at: Date;
  last_used_at: Date | null;
  revoked_at: Date | null;
}

/** Creates a bearer token and returns it: the only time the secret is seen. */
export async function issueDirectoryToken(
  db: Queryable,
  directoryId: string,
): Promise<{ id: string; token: string }> {
  const token = `scim_${newSecret(32)}`;
  const id = newId('directory_token');
  await db.query(
    'INSERT INTO directory_tokens (id, directory_id, token_hash, hint) VALUES ($1, $2, $3, $4)',
    [id, directoryId, hashSecret(token), token.slice(-4)],
  );
  return { id, token };
}

export async function listDirectoryTokens(
  db: Queryable,
  directoryId: string,
): Promise<DirectoryToken[]> {
  return db.query<DirectoryToken>(
    `SELECT id, hint, created_at, last_used_at, revoked_at FROM directory_tokens
      WHERE directory_id = $1 ORDER BY created_at, id`,
    [directoryId],
  );
}

/** Revokes a token; returns false when it is not this directory's or already revoked. */
export async function revokeDirectoryToken(
  db: Queryable,
  directoryId: string,
  tokenId: string,
): Promise<boolean> {
  const revoked = await db.query(
    `UPDATE directory_tokens SET revoked_at = now()
      WHERE id = $1 AND directory_id = $2 AND revoked_at IS NULL RETURNING id`,
    [tokenId, directoryId],
  );
  if (revoked.length === 0) return false;
  await db.query(
    `UPDATE directories SET state = 'invalid_credentials', updated_at = now()
      WHERE id = $1 AND state = 'linked'
        AND NOT EXISTS (SELECT 1 FROM directory_tokens WHERE directory_id = $1 AND revoked_at IS NULL)`,
    [directoryId],
  );
  return true;
}

export interface ScimCaller {
  directory: DirectoryRow;
  tokenId: string;
}

/**
 * The directory a bearer token opens, when it is live and belongs to the directory of the
 * path's key; otherwise undefined (the same answer for every failure). In the same statement:
 * notes the token's use (at most once a minute), and, for a read (`read`), moves an `unlinked`
 * directory to `validating`: the identity provider has its credentials working (Okta's "Test API
 * Credentials" reads /Users) and nothing is pushed yet. The first write makes it `linked`
 * (markDirectoryWrite). The request's rate-limit count is scim-auth.ts's.
 */
export async function authenticateDirectoryToken(
  db: Queryable,
  externalKey: string,
  token: string,
  read: boolean,
): Promise<ScimCaller | undefined> {
  const [row] = await db.query<DirectoryRow & { token_id: string; validated: boolean }>(
    `WITH t AS (
       SELECT t.id AS token_id, d.id AS directory_id FROM directory_tokens t
         JOIN directories d ON d.id = t.directory_id
        WHERE t.token_hash = $1 AND t.revoked_at IS NULL AND d.external_key = $2
          AND d.state NOT IN ('deleting', 'requires_type')),
     used AS (
       UPDATE directory_tokens SET last_used_at = now()
        WHERE id = (SELECT token_id FROM t)
          AND (last_used_at IS NULL OR last_used_at < now() - interval '1 minute')),
     validating AS (
       UPDATE directories SET state = 'validating', updated_at = now()
        WHERE $3::boolean AND id = (SELECT directory_id FROM t) AND state = 'unlinked' RETURNING id)
     SELECT ${directoryColumns},
            EXISTS (SELECT 1 FROM validating) AS validated, t.token_id
       FROM t JOIN directories d ON d.id = t.directory_id`,
    [hashSecret(token), externalKey, read],
  );
  if (!row) return undefined;
  const { token_id: tokenId, validated, ...directory } = row;
  // The statement reads the row as it was before its own update.
  if (validated) directory.state = 'validating';
  return { directory, tokenId };
}
