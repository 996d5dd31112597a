// Passkeys (WebAuthn) on @simplewebauthn/server: the relying party taken from PUBLIC_URL, the
// ceremony challenges kept in the database (single-use, short-lived, shared by every server
// process) and the stored credentials. The library parses and checks every response (CBOR,
// signatures, origin, RP id hash, user verification, counters); nothing of that is written here.
import {
  generateAuthenticationOptions,
  verifyAuthenticationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type WebAuthnCredential,
} from '@simplewebauthn/server';
import type { ServerConfig } from '../config';
import type { Queryable } from '../db/database';
import { newId } from '../ids';

/** How long a ceremony may take, in the options and in the stored challenge. */
export const PASSKEY_CEREMONY_TIMEOUT_MS = 5 * 60 * 1000;
export const RP_NAME = 'Loyalty Console';

export interface RelyingParty {
  /** The host name of PUBLIC_URL (WebAuthn RP ids have no scheme or port). */
  id: string;
  /** The origin of PUBLIC_URL: the hosted sign-in page's origin. */
  origin: string;
}

/** Read per call, so a test server that learns its port after start gets the right values. */
export function relyingParty(config: ServerConfig): RelyingParty {
  const url = new URL(config.publicUrl);
  return { id: url.hostname, origin: url.origin };
}

export type ChallengePurpose = 'registration' | 'authentication';

/** Live sign-in challenges kept per client address; a page older than that many is refused. */
export const MAX_SIGN_IN_CHALLENGES_PER_ADDRESS = 20;

export async function storeChallenge(
  db: Queryable,
  purpose: ChallengePurpose,
  challenge: string,
  owner: { userId: string; sessionId: string } | undefined,
  clientAddress?: string,
): Promise<string> {
  const id = newId('webauthn_challenge');
  // Expired challenges are swept as new ones are made, so the table stays small.
  await db.query(`DELETE FROM webauthn_challenges WHERE expires_at < now() - interval '1 hour'`);
  await db.query(
    `INSERT INTO webauthn_challenges (id, purpose, challenge, user_id, session_id, expires_at, ip_address)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      id,
      purpose,
      challenge,
      owner?.userId ?? null,
      owner?.sessionId ?? null,
      new Date(Date.now() + PASSKEY_CEREMONY_TIMEOUT_MS),
      owner ? null : (clientAddress ?? null),
    ],
  );
  // Unauthenticated challenges (sign-in page views) are bounded per client address: only the
  // newest ones stay, so page views cannot fill the table (issue #39.8).
  if (!owner && clientAddress) {
    await db.query(
      `DELETE FROM webauthn_challenges WHERE id IN (
         SELECT id FROM webauthn_challenges WHERE user_id IS NULL AND ip_address = $1
          ORDER BY created_at DESC, id DESC OFFSET $2)`,
      [clientAddress, MAX_SIGN_IN_CHALLENGES_PER_ADDRESS],
    );
  }
  return id;
}

/**
 * Takes a live challenge (marking it used in the same statement, so two concurrent answers
 * cannot both use it) and returns its value; undefined when it is unknown, used, expired or
 * belongs to another user or session.
 */
export async function takeChallenge(
  db: Queryable,
  id: string,
  purpose: ChallengePurpose,
  owner: { userId: string; sessionId: string } | undefined,
): Promise<string | undefined> {
  const [row] = await db.query<{ challenge: string }>(
    `UPDATE webauthn_challenges SET used_at = now()
      WHERE id = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > now()
        AND user_id IS NOT DISTINCT FROM $3 AND session_id IS NOT DISTINCT FROM $4
      RETURNING challenge`,
    [id, purpose, owner?.userId ?? null, owner?.sessionId ?? null],
  );
  return row?.challenge;
}

export interface PasskeyRow {
  id: string;
  user_id: string;
  credential_id: string;
  public_key: string;
  counter: string | number;
  transports: string[];
  device_type: 'singleDevice' | 'multiDevice';
  backed_up: boolean;
  aaguid: string | null;
  name: string;
  created_at: Date;
  last_used_at: Date | null;
}

export function webAuthnCredential(row: PasskeyRow): WebAuthnCredential {
  return {
    id: row.credential_id,
    publicKey: new Uint8Array(Buffer.from(row.public_key, 'base64url')),
    counter: Number(row.counter),
    transports: row.transports as WebAuthnCredential['transports'],
  };
}

/** The WebAuthn user handle of one of our users: the UTF-8 bytes of the user id. */
export const userHandleOf = (userId: string) => new TextEncoder().encode(userId);

/** Options for a sign-in with any of the user's discoverable credentials (no allow list). */
export async function signInOptions(
  db: Queryable,
  config: ServerConfig,
  clientAddress: string,
): Promise<{ challengeId: string; options: PublicKeyCredentialRequestOptionsJSON }> {
  const options = await generateAuthenticationOptions({
    rpID: relyingParty(config).id,
    userVerification: 'required',
    timeout: PASSKEY_CEREMONY_TIMEOUT_MS,
  });
  const challengeId = await storeChallenge(
    db,
    'authentication',
    options.challenge,
    undefined,
    clientAddress,
  );
  return { challengeId, options };
}

export type PasskeySignIn =
  | { ok: true; userId: string }
  | { ok: false; reason: 'challenge' | 'unknown' | 'invalid'; email?: string };

/**
 * Checks a sign-in answer: a live challenge of this page, a credential we know whose user
 * handle names its owner, and the library's verification against PUBLIC_URL's origin and RP id
 * with user verification required. On success the counter moves forward (only forward: a
 * concurrent answer with the same counter loses) and the credential is marked used.
 */
export async function verifyPasskeySignIn(
  db: Queryable,
  config: ServerConfig,
  challengeId: string,
  response: AuthenticationResponseJSON,
): Promise<PasskeySignIn> {
  const expectedChallenge = await takeChallenge(db, challengeId, 'authentication', undefined);
  if (!expectedChallenge) return { ok: false, reason: 'challenge' };
  const [row] = await db.query<PasskeyRow & { email: string }>(
    `SELECT p.*, u.email FROM passkeys p JOIN users u ON u.id = p.user_id WHERE p.credential_id = $1`,
    [response.id],
  );
  if (!row) return { ok: false, reason: 'unknown' };
  const handle = response.response.userHandle;
  if (handle && Buffer.from(handle, 'base64url').toString('utf8') !== row.user_id) {
    return { ok: false, reason: 'invalid', email: row.email };
  }
  const rp = relyingParty(config);
  let newCounter: number;
  try {
    const result = await verifyAuthenticationResponse({
      response,
      expectedChallenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: webAuthnCredential(row),
      requireUserVerification: true,
    });
    if (!result.verified) return { ok: false, reason: 'invalid', email: row.email };
    newCounter = result.authenticationInfo.newCounter;
  } catch {
    return { ok: false, reason: 'invalid', email: row.email };
  }
  const updated = await db.query(
    `UPDATE passkeys SET counter = $2, last_used_at = now()
      WHERE id = $1 AND (counter < $2 OR (counter = 0 AND $2 = 0))
      RETURNING id`,
    [row.id, newCounter],
  );
  if (updated.length === 0) return { ok: false, reason: 'invalid', email: row.email };
  return { ok: true, userId: row.user_id };
}
