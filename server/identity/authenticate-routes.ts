// POST /user_management/authenticate: the code exchange with PKCE and the refresh grant with
// rotation (API-CONTRACT.md §1). Errors are `{ error, error_description }`.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { HttpError } from '../http/errors';
import {
  REFRESH_TOKEN_COOKIE,
  clearIdentityCookies,
  setRefreshCookie,
  setSessionMarker,
} from './cookies';
import { issueTokens, notAMember, sessionEnded, type IssuedTokens } from './issue-tokens';
import {
  REFRESH_REUSE_INTERVAL_SECONDS,
  openSuccessor,
  rotatedToken,
  sealSuccessor,
  type RotatedToken,
} from './refresh-reuse';
import { isLoopbackOrigin } from './origins';
import { hashSecret, verifyPkceS256 } from './secrets';
import { endSession, isActiveMember } from './sessions';
import { provisionDueOrganizations } from '../product/provisioning';
import { confidentialClient, passwordGrant } from '../management/confidential-client';

interface AuthenticateBody {
  grant_type: 'authorization_code' | 'refresh_token' | 'password';
  client_id: string;
  /** The secret key: a confidential client (a partner's backend with the Node SDK). */
  client_secret?: string;
  email?: string;
  password?: string;
  code?: string;
  code_verifier?: string;
  refresh_token?: string;
  organization_id?: string;
}

const invalidGrant = (message: string) => new HttpError(400, message, 'invalid_grant');

export async function authenticateRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db, config } = ctx;

  app.post<{ Body: AuthenticateBody }>(
    '/user_management/authenticate',
    {
      // Token answers are never stored by a cache (RFC 6749 §5.1), refusals included.
      onRequest: async (_request, reply) => {
        void reply.headers({ 'cache-control': 'no-store', pragma: 'no-cache' });
      },
      schema: {
        body: {
          type: 'object',
          required: ['grant_type', 'client_id'],
          properties: {
            grant_type: {
              type: 'string',
              enum: ['authorization_code', 'refresh_token', 'password'],
            },
            client_id: { type: 'string', minLength: 1, maxLength: 256 },
            client_secret: { type: 'string', minLength: 1, maxLength: 256 },
            email: { type: 'string', minLength: 1, maxLength: 320 },
            password: { type: 'string', minLength: 1, maxLength: 1024 },
            ip_address: { type: 'string', maxLength: 45 },
            user_agent: { type: 'string', maxLength: 1024 },
            code: { type: 'string', minLength: 1, maxLength: 256 },
            code_verifier: { type: 'string', minLength: 1, maxLength: 128 },
            refresh_token: { type: 'string', minLength: 1, maxLength: 256 },
            // Checked before anything rotates: a malformed id must not cost the client its token.
            organization_id: { type: 'string', pattern: '^org_[0-9A-Za-z]{1,64}$' },
          },
        },
      },
    },
    async (request, reply) => {
      const origin = request.headers.origin;
      if (origin && !config.allowedOrigins.includes(origin)) {
        throw new HttpError(
          403,
          `Origin ${origin} is not allowed for this client`,
          'invalid_origin',
        );
      }
      const body = request.body;
      if (body.client_id !== config.clientId)
        throw new HttpError(400, 'Unknown client_id', 'invalid_client');
      // A wrong secret is refused here, before a code is claimed or a token rotated.
      const confidential = await confidentialClient(ctx, body.client_secret, request);
      if (body.grant_type === 'password' && !confidential)
        throw new HttpError(401, 'The password grant needs client_secret', 'invalid_client');
      try {
        const issued =
          body.grant_type === 'authorization_code'
            ? await exchangeCode(body, confidential)
            : body.grant_type === 'password'
              ? await passwordGrant(ctx, body, request)
              : await refresh(body, request);
        return send(reply, issued, origin);
      } catch (error) {
        // A refused grant means the client's session is over: drop its cookies too.
        if (error instanceof HttpError && error.code === 'invalid_grant')
          clearIdentityCookies(reply);
        throw error;
      }
    },
  );

  async function exchangeCode(
    body: AuthenticateBody,
    confidential: boolean,
  ): Promise<IssuedTokens> {
    if (!body.code) throw new HttpError(400, 'Invalid code: code is required', 'invalid_request');
    // A confidential client may leave out the verifier only for a code issued without PKCE.
    const withoutPkce =
      confidential && !body.code_verifier && (await codeWithoutChallenge(body.code));
    if (!body.code_verifier && !withoutPkce) {
      throw new HttpError(
        400,
        'Invalid code_verifier: code_verifier is required',
        'invalid_request',
      );
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

  async function codeWithoutChallenge(code: string): Promise<boolean> {
    const [row] = await db.query<{ code_challenge: string }>(
      'SELECT code_challenge FROM authorization_codes WHERE code_hash = $1',
      [hashSecret(code)],
    );
    return row?.code_challenge === '';
  }

  async function refresh(body: AuthenticateBody, request: FastifyRequest): Promise<IssuedTokens> {
    const token = body.refresh_token ?? request.cookies[REFRESH_TOKEN_COOKIE];
    if (!token) throw invalidGrant('A refresh token is required');
    const tokenHash = hashSecret(token);
    const requestedOrganizationId = body.organization_id ?? null;
    if (requestedOrganizationId)
      await refuseSwitchOutsideMembership(tokenHash, requestedOrganizationId);
    // A rotation undone by a refused switch (membership lost between its check and the issue)
    // is tried again rather than taken for reuse.
    for (let attempt = 0; ; attempt += 1) {
      const [rotated] = await db.query<{ session_id: string; expired: boolean }>(
        `UPDATE refresh_tokens SET rotated_at = now() WHERE token_hash = $1 AND rotated_at IS NULL
         RETURNING session_id, expires_at <= now() AS expired`,
        [tokenHash],
      );
      if (rotated) return issueRotated(body, token, tokenHash, rotated);
      const known = await rotatedToken(db, tokenHash);
      if (known && !known.rotated && attempt < 3) continue;
      return replayOrEnd(token, known, requestedOrganizationId);
    }
  }

  /**
   * A switch to an organization the user is not an active member of is refused before the token
   * rotates: a refused request changes nothing, so plain refreshes racing it are not taken for
   * token reuse (issue #26). So is one racing a plain refresh that just rotated the token; a
   * token rotated before the reuse interval goes the usual way (reuse ends the session).
   */
  async function refuseSwitchOutsideMembership(tokenHash: string, organizationId: string) {
    const [live] = await db.query<{ user_id: string }>(
      `SELECT s.user_id FROM refresh_tokens t JOIN sessions s ON s.id = t.session_id
        WHERE t.token_hash = $1 AND s.ended_at IS NULL
          AND (t.rotated_at IS NULL OR t.rotated_at > now() - ($2::integer * interval '1 second'))`,
      [tokenHash, REFRESH_REUSE_INTERVAL_SECONDS],
    );
    if (!live) return;
    // Organizations the user created are provisioned lazily; one due now has its membership.
    await provisionDueOrganizations(db, live.user_id);
    if (!(await isActiveMember(db, live.user_id, organizationId))) throw notAMember(organizationId);
  }

  async function issueRotated(
    body: AuthenticateBody,
    token: string,
    tokenHash: string,
    rotated: { session_id: string; expired: boolean },
  ): Promise<IssuedTokens> {
    if (rotated.expired) throw invalidGrant('The refresh token has expired');
    const requestedOrganizationId = body.organization_id ?? null;
    try {
      return await issueTokens(ctx, rotated.session_id, {
        clientId: body.client_id,
        organizationId: body.organization_id,
        rotated: {
          tokenHash,
          seal: (issued) =>
            sealSuccessor(token, {
              body: issued.body,
              sessionId: issued.sessionId,
              requestedOrganizationId,
            }),
        },
      });
    } catch (error) {
      if (error instanceof HttpError && error.code === 'organization_membership_required') {
        // Membership was lost after the check above: undo the rotation, the token stays usable.
        await db.query('UPDATE refresh_tokens SET rotated_at = NULL WHERE token_hash = $1', [
          tokenHash,
        ]);
      }
      throw error;
    }
  }

  /** A token that was already rotated: the same successor within the reuse interval, else the session ends. */
  async function replayOrEnd(
    token: string,
    known: RotatedToken | undefined,
    requestedOrganizationId: string | null,
  ): Promise<IssuedTokens> {
    if (!known) throw invalidGrant('The refresh token is invalid');
    if (known.session_ended) throw sessionEnded();
    if (!known.rotated || known.recent) {
      const successor = known.successor_sealed
        ? openSuccessor(token, known.successor_sealed)
        : undefined;
      if (successor && successor.requestedOrganizationId === requestedOrganizationId) {
        const { body } = successor;
        return {
          body,
          accessToken: body.access_token,
          refreshToken: body.refresh_token ?? '',
          sessionId: successor.sessionId,
        };
      }
      // A different request racing the rotation: refuse it without ending the session.
      throw new HttpError(
        409,
        'The refresh token was just used by another request; use the tokens it returned.',
        'refresh_conflict',
      );
    }
    // Reuse of a rotated token means two parties hold it: end the whole session.
    await endSession(db, known.session_id);
    throw invalidGrant('The refresh token has already been used; the session has been ended');
  }

  function send(reply: FastifyReply, issued: IssuedTokens, origin: string | undefined) {
    setSessionMarker(reply, config);
    // Dev mode (no origin, or a page on localhost) keeps the refresh token in the body; any
    // other page gets it only as an HttpOnly cookie (API-CONTRACT.md §1).
    if (!origin || isLoopbackOrigin(origin)) return reply.send(issued.body);
    setRefreshCookie(reply, config, issued.refreshToken, origin.startsWith('https://'));
    const { refresh_token: _omitted, ...body } = issued.body;
    return reply.send(body);
  }
}
