// RS256 signing keys kept in the database (so several processes share them) and the access
// tokens they sign. Verification pins the algorithm: a token with any other `alg`, `none`
// included, is rejected before its signature is looked at.
import {
  CompactSign,
  exportJWK,
  generateKeyPair,
  importJWK,
  jwtVerify,
  decodeProtectedHeader,
  type JWK,
  type JWTPayload,
} from 'jose';
import type { Queryable } from '../db/database';
import { isDatabase, withAdvisoryLock } from '../db/advisory-lock';
import { newId, newSecret } from '../ids';
import { atobSafeJson, isAtobSafe } from './atob-safe-json';

export const ACCESS_TOKEN_ALGORITHM = 'RS256';

export interface AccessTokenClaims extends JWTPayload {
  sub: string;
  sid: string;
  org_id?: string;
  role?: string;
  roles?: string[];
  permissions?: string[];
  feature_flags?: string[];
}

interface KeyRow {
  kid: string;
  private_jwk: JWK;
  public_jwk: JWK;
}

const cache = new Map<
  string,
  { privateKey: CryptoKey | Uint8Array; publicKey: CryptoKey | Uint8Array }
>();

// The current key is re-read at most once a minute: signing is on every refresh, and a key
// rotated by another process only needs to be picked up eventually (verification looks up
// each token's kid in the database).
const SIGNING_KEY_CACHE_MS = 60_000;
const signingKeyCache = new WeakMap<Queryable, { row: KeyRow; at: number }>();

/** Returns the current signing key, generating and storing one on first use. */
export async function currentSigningKey(db: Queryable): Promise<KeyRow> {
  const cached = signingKeyCache.get(db);
  if (cached && Date.now() - cached.at < SIGNING_KEY_CACHE_MS) return cached.row;
  const row = await loadOrCreateSigningKey(db);
  signingKeyCache.set(db, { row, at: Date.now() });
  return row;
}

/**
 * The first key is generated once however many processes start together: under an advisory
 * lock, the second process finds the first one's key.
 */
async function loadOrCreateSigningKey(db: Queryable): Promise<KeyRow> {
  if (isDatabase(db))
    return withAdvisoryLock(db, 'signing-key', () => loadOrCreateSigningKeyUnlocked(db));
  return loadOrCreateSigningKeyUnlocked(db);
}

async function loadOrCreateSigningKeyUnlocked(db: Queryable): Promise<KeyRow> {
  const [existing] = await db.query<KeyRow>(
    'SELECT kid, private_jwk, public_jwk FROM signing_keys WHERE retired_at IS NULL ORDER BY created_at DESC LIMIT 1',
  );
  if (existing) return existing;
  const { privateKey, publicKey } = await generateKeyPair(ACCESS_TOKEN_ALGORITHM, {
    extractable: true,
  });
  const kid = newId('key');
  const privateJwk = { ...(await exportJWK(privateKey)), kid, alg: ACCESS_TOKEN_ALGORITHM };
  const publicJwk = {
    ...(await exportJWK(publicKey)),
    kid,
    alg: ACCESS_TOKEN_ALGORITHM,
    use: 'sig',
  };
  await db.query(
    'INSERT INTO signing_keys (kid, private_jwk, public_jwk) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
    [kid, JSON.stringify(privateJwk), JSON.stringify(publicJwk)],
  );
  return { kid, private_jwk: privateJwk, public_jwk: publicJwk };
}

async function keysFor(row: KeyRow) {
  let keys = cache.get(row.kid);
  if (!keys) {
    keys = {
      privateKey: await importJWK(row.private_jwk, ACCESS_TOKEN_ALGORITHM),
      publicKey: await importJWK(row.public_jwk, ACCESS_TOKEN_ALGORITHM),
    };
    cache.set(row.kid, keys);
  }
  return keys;
}

/** The JSON Web Key Set served at /sso/jwks/{client_id}: every key not yet retired. */
export async function jwks(db: Queryable): Promise<{ keys: JWK[] }> {
  await currentSigningKey(db);
  const rows = await db.query<KeyRow>(
    'SELECT kid, private_jwk, public_jwk FROM signing_keys WHERE retired_at IS NULL',
  );
  return { keys: rows.map((row) => row.public_jwk) };
}

export interface SignOptions {
  issuer: string;
  ttlSeconds: number;
}

/**
 * Signs an access token. The payload is serialized with atobSafeJson so the provider's widgets
 * can decode it with plain `atob` (API-CONTRACT.md §1).
 */
export async function signAccessToken(
  db: Queryable,
  claims: Omit<AccessTokenClaims, 'iat' | 'exp' | 'jti' | 'iss'>,
  options: SignOptions,
): Promise<string> {
  const row = await currentSigningKey(db);
  const { privateKey } = await keysFor(row);
  const now = Math.floor(Date.now() / 1000);
  const payload = {
    iss: options.issuer,
    ...claims,
    exp: now + options.ttlSeconds,
    iat: now,
    jti: newSecret(12),
  };
  const token = await new CompactSign(new TextEncoder().encode(atobSafeJson(payload)))
    .setProtectedHeader({ alg: ACCESS_TOKEN_ALGORITHM, kid: row.kid, typ: 'JWT' })
    .sign(privateKey);
  // Guaranteed by atobSafeJson (see its proof); checked because a silent regression would only
  // show up in the provider's widgets.
  if (!isAtobSafe(token.split('.')[1] ?? ''))
    throw new Error('Access token payload is not atob-safe');
  return token;
}

export type TokenFailure = 'missing' | 'malformed' | 'bad-signature' | 'expired';

export class TokenError extends Error {
  override name = 'TokenError';
  constructor(readonly reason: TokenFailure) {
    super(reason === 'expired' ? 'Access token expired' : 'Invalid access token');
  }
}

// A key never changes under its kid, so verification keeps each database's public keys in
// memory once read: every widget call verifies a token, and this saves it a query.
const verificationKeys = new WeakMap<Queryable, Map<string, CryptoKey | Uint8Array>>();

async function verificationKey(db: Queryable, kid: string) {
  let known = verificationKeys.get(db);
  if (!known) verificationKeys.set(db, (known = new Map()));
  const cached = known.get(kid);
  if (cached) return cached;
  const [row] = await db.query<KeyRow>(
    'SELECT kid, private_jwk, public_jwk FROM signing_keys WHERE kid = $1',
    [kid],
  );
  if (!row) return undefined;
  const { publicKey } = await keysFor(row);
  known.set(kid, publicKey);
  return publicKey;
}

/**
 * Verifies an access token's RS256 signature against our keys and its expiry. Throws TokenError
 * with reason `expired` (widgets answer 403 so clients fetch a new token) or another reason
 * (401).
 */
export async function verifyAccessToken(
  db: Queryable,
  token: string | undefined,
  issuer: string,
  options: { acceptWidgetTokens?: boolean } = {},
): Promise<AccessTokenClaims> {
  if (!token) throw new TokenError('missing');
  let kid: string | undefined;
  try {
    const header = decodeProtectedHeader(token);
    if (header.alg !== ACCESS_TOKEN_ALGORITHM) throw new TokenError('bad-signature');
    kid = header.kid;
  } catch (error) {
    if (error instanceof TokenError) throw error;
    throw new TokenError('malformed');
  }
  const publicKey = await verificationKey(db, kid ?? '');
  if (!publicKey) throw new TokenError('bad-signature');
  try {
    const { payload } = await jwtVerify(token, publicKey, {
      algorithms: [ACCESS_TOKEN_ALGORITHM],
      issuer,
    });
    // A widget token (minted by a partner's backend, management API) has no session behind it;
    // only callers that check its membership themselves accept one.
    const widgetToken = options.acceptWidgetTokens === true && payload.token_use === 'widget';
    if (widgetToken) return payload as AccessTokenClaims;
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string')
      throw new TokenError('malformed');
    return payload as AccessTokenClaims;
  } catch (error) {
    if (error instanceof TokenError) throw error;
    if ((error as { code?: string }).code === 'ERR_JWT_EXPIRED') throw new TokenError('expired');
    throw new TokenError('bad-signature');
  }
}

/** The `iss` of our access tokens: the server's public URL. Pass it to verifyAccessToken. */
export const accessTokenIssuer = (config: { publicUrl: string }): string => config.publicUrl;
