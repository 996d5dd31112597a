// The check in front of every management route: `Authorization: Bearer <secret key>`, compared
// in constant time with the environment's keys. It runs before body parsing and validation, so a
// caller without the key learns nothing about the input rules and changes nothing. A user's
// access token or a widget token is never a secret key.
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { tryAdvisoryLock } from '../db/advisory-lock';
import { HttpError } from '../http/errors';
import { hashSecret } from '../domain/secrets';
import { countManagementRequest, pruneManagementState } from '../http/rate-limit';
import { matchesSecretKey, secretKeys } from '../domain/secret-keys';

const bearer = /^Bearer\s+(\S+)\s*$/i;
const callerKeys = new WeakMap<FastifyRequest, string>();

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
    if (!presented.startsWith('sk_') || !matchesSecretKey(keys, presented))
      throw new HttpError(401, 'Invalid API key', 'unauthorized');
    const keyHash = hashSecret(presented);
    callerKeys.set(request, keyHash);
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
