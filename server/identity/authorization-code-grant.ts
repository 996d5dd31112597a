// The `authorization_code` grant: the code exchange with PKCE (API-CONTRACT.md §1).
import type { AppContext } from '../context';
import { HttpError } from '../http/errors';
import { hashSecret, verifyPkceS256 } from '../domain/secrets';
import { endSession } from '../domain/sessions';
import { invalidGrant, type AuthenticateBody } from './authenticate-body';
import { issueTokens, type IssuedTokens } from './issue-tokens';

export async function authorizationCodeGrant(
  ctx: AppContext,
  body: AuthenticateBody,
  confidential: boolean,
): Promise<IssuedTokens> {
  const { db } = ctx;
  if (!body.code) throw new HttpError(400, 'Invalid code: code is required', 'invalid_request');
  // A confidential client may leave out the verifier only for a code issued without PKCE.
  const withoutPkce =
    confidential && !body.code_verifier && (await codeWithoutChallenge(ctx, body.code));
  if (!body.code_verifier && !withoutPkce) {
    throw new HttpError(400, 'Invalid code_verifier: code_verifier is required', 'invalid_request');
  }
  const codeHash = hashSecret(body.code);
  // Claiming the code and checking it in one statement makes it single-use under concurrency.
  const [code] = await db.query<{
    session_id: string;
    client_id: string;
    code_challenge: string;
    expired: boolean;
  }>(
    `UPDATE authorization_codes SET used_at = now() WHERE code_hash = $1 AND used_at IS NULL
     RETURNING session_id, client_id, code_challenge, expires_at <= now() AS expired`,
    [codeHash],
  );
  if (!code) {
    const [used] = await db.query<{ session_id: string }>(
      'SELECT session_id FROM authorization_codes WHERE code_hash = $1',
      [codeHash],
    );
    // A replayed code may have been stolen: the session it created is ended (RFC 6749 §4.1.2).
    if (used) await endSession(db, used.session_id);
    throw invalidGrant(
      used ? 'The authorization code has already been used' : 'The authorization code is invalid',
    );
  }
  if (code.expired) throw invalidGrant('The authorization code has expired');
  if (code.client_id !== body.client_id)
    throw invalidGrant('The authorization code was issued to another client');
  if (code.code_challenge === '') {
    // Issued without PKCE: only the holder of the secret key may exchange it.
    if (!confidential) throw invalidGrant('This code can only be exchanged with client_secret');
  } else if (!body.code_verifier || !verifyPkceS256(body.code_verifier, code.code_challenge)) {
    throw invalidGrant('The code_verifier does not match the code_challenge');
  }
  return issueTokens(ctx, code.session_id);
}

async function codeWithoutChallenge(ctx: AppContext, code: string): Promise<boolean> {
  const [row] = await ctx.db.query<{ code_challenge: string }>(
    'SELECT code_challenge FROM authorization_codes WHERE code_hash = $1',
    [hashSecret(code)],
  );
  return row?.code_challenge === '';
}
