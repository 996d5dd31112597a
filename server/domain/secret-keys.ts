// The environment's secret keys (API_SECRET_KEY): what the management API accepts as
// `Authorization: Bearer` and `/user_management/authenticate` as `client_secret`. Outside
// production a key is generated once and kept in the database when none is configured, so a
// partner's backend on this machine has one to use; production without the setting has none.
import type { AppContext } from '../context';
import type { Queryable } from '../db/database';
import { newSecret } from '../ids';
import { hashSecret, safeEqual } from './secrets';

const STORED_KEY_NAME = 'management_api_secret_key';

export type SecretKeySource = 'environment' | 'generated' | 'none';

export interface SecretKeys {
  keys: string[];
  source: SecretKeySource;
}

const cache = new WeakMap<Queryable, Promise<SecretKeys>>();

/** `sk_` and 48 random URL-safe characters. */
export const generateSecretKey = (): string => `sk_${newSecret(36)}`;

/** Only the last four characters: all a log or a page may show of a key. */
export const keyHint = (key: string): string => `…${key.slice(-4)}`;

async function loadSecretKeys(ctx: AppContext): Promise<SecretKeys> {
  if (ctx.config.apiSecretKeys.length > 0)
    return { keys: ctx.config.apiSecretKeys, source: 'environment' };
  if (ctx.config.mode === 'production') return { keys: [], source: 'none' };
  const candidate = generateSecretKey();
  // Every process races to store one; the first one stored is the key for all of them.
  await ctx.db.query(
    'INSERT INTO server_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING',
    [STORED_KEY_NAME, candidate],
  );
  const [row] = await ctx.db.query<{ value: string }>(
    'SELECT value FROM server_secrets WHERE name = $1',
    [STORED_KEY_NAME],
  );
  return { keys: row ? [row.value] : [], source: 'generated' };
}

/** The keys in force, read once per database. */
export function secretKeys(ctx: AppContext): Promise<SecretKeys> {
  let loaded = cache.get(ctx.db);
  if (!loaded) {
    loaded = loadSecretKeys(ctx);
    loaded.catch(() => cache.delete(ctx.db));
    cache.set(ctx.db, loaded);
  }
  return loaded;
}

/**
 * Whether `presented` is one of the keys. Compared in constant time against every key (hashes of
 * equal length, so neither the key nor its length leaks through timing).
 */
export function matchesSecretKey(keys: string[], presented: string): boolean {
  const presentedHash = hashSecret(presented);
  let matched = false;
  for (const key of keys) matched = safeEqual(hashSecret(key), presentedHash) || matched;
  return matched;
}
