// The check in front of every management route: `Authorization: Bearer <secret key>`, compared
// in constant time with the environment's keys. It runs before body parsing and validation, so a
// caller without the key learns nothing about the input rules and changes nothing. A user's
// access token or a widget token is never a secret key.
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { tryAdvisoryLock } from '../db/advisory-lock';
import { countFailedKeyCheck } from '../domain/failed-key-checks';
import { HttpError } from '../http/errors';
import { hashSecret } from '../domain/secrets';
import { countManagementRequest, pruneManagementState } from '../http/rate-limit';
import { matchesSecretKey, secretKeys } from '../domain/secret-keys';

const bearer = /^Bearer\s+(\S+)\s*$/i;
const callerKeys = new WeakMap<FastifyRequest, string>();
const callerSecrets = new WeakMap<FastifyRequest, string>();

export function managementGuard(ctx: AppContext) {
  return async (request: FastifyRequest): Promise<void> => {
    const { keys } = await secretKeys(ctx);
    if (keys.length === 0) {
      throw new HttpError(
        401,
        'The management API is not configured on this server: set API_SECRET_KEY.',
        'api_key_not_configured',
      );
    }
    const header = request.headers.authorization;
    const presented = typeof header === 'string' ? bearer.exec(header)?.[1] : undefined;
    if (!presented)
      throw new HttpError(
        401,
        'No API key provided: send Authorization: Bearer sk_…',
        'unauthorized',
      );
    if (!presented.startsWith('sk_') || !matchesSecretKey(keys, presented)) {
      await countFailedKeyCheck(ctx, request);
      throw new HttpError(401, 'Invalid API key', 'unauthorized');
    }
    const keyHash = hashSecret(presented);
    callerKeys.set(request, keyHash);
    callerSecrets.set(request, presented);
    // The sweep runs in one process at a time; a process finding it under way skips it.
    if (Math.random() < 0.01)
      await tryAdvisoryLock(ctx.db, 'management-prune', () => pruneManagementState(ctx.db));
    await countManagementRequest(ctx.db, keyHash, ctx.config.managementRateLimitPerMinute);
  };
}

/** The hash of the secret key that authenticated the request (scopes idempotency keys). */
export function callerKeyHash(request: FastifyRequest): string {
  return callerKeys.get(request) ?? 'anonymous';
}

/**
 * The secret key that authenticated the request: the server-side key of the idempotency table's
 * request hashes (an HMAC), never stored when it comes from API_SECRET_KEY.
 */
export function callerSecretKey(request: FastifyRequest): string {
  const key = callerSecrets.get(request);
  if (!key) throw new Error('callerSecretKey: the request passed no management guard');
  return key;
}
