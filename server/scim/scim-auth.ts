// Bearer-token authentication per directory and the per-token rate limit. A token opens only
// its own directory's path; every failure is the same SCIM 401 (no hint which part was wrong).
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { authenticateDirectoryToken, type ScimCaller } from '../directory-sync/directory-store';
import { countRequest, scimWindows } from '../http/rate-limit';
import { ScimError } from './scim-errors';

const callers = new WeakMap<FastifyRequest, ScimCaller>();

export function scimCaller(request: FastifyRequest): ScimCaller {
  const caller = callers.get(request);
  if (!caller) throw new ScimError(401, null, 'Authentication required');
  return caller;
}

export function scimAuthHook(ctx: AppContext) {
  return async (request: FastifyRequest) => {
    const key = (request.params as { key?: string }).key ?? '';
    const header = request.headers.authorization ?? '';
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    const read = request.method === 'GET' || request.method === 'HEAD';
    const caller =
      match && key ? await authenticateDirectoryToken(ctx.db, key, match[1]!, read) : undefined;
    if (!caller) throw new ScimError(401, null, 'The bearer token is missing, wrong or revoked');
    const over = await countRequest(
      ctx.db,
      scimWindows,
      caller.tokenId,
      ctx.config.scimRateLimitPerMinute,
    );
    if (over) throw new ScimError(429, null, 'Too many requests for this token', over.retryAfter);
    if (Math.random() < 0.01)
      await ctx.db.query(
        "DELETE FROM scim_rate_windows WHERE window_start < now() - interval '1 hour'",
      );
    callers.set(request, caller);
  };
}
