// A named random key kept in the database, created once for every process that shares it.
import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database';

const cache = new WeakMap<Queryable, Map<string, Buffer>>();

export async function serverSecret(db: Queryable, name: string): Promise<Buffer> {
  const known = cache.get(db)?.get(name);
  if (known) return known;
  await db.query(
    'INSERT INTO server_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING',
    [name, randomBytes(32).toString('base64url')],
  );
  const [row] = await db.query<{ value: string }>(
    'SELECT value FROM server_secrets WHERE name = $1',
    [name],
  );
  if (!row) throw new Error(`server secret ${name} missing`);
  const key = Buffer.from(row.value, 'base64url');
  if (!cache.has(db)) cache.set(db, new Map());
  cache.get(db)?.set(name, key);
  return key;
}
