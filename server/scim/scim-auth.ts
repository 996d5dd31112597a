// Bearer-token authentication per directory and the per-token rate limit. A token opens only
// its own directory's path; every failure is the same SCIM 401 (no hint which part was wrong).
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import type { Queryable } from '../db/database';
import { authenticateDirectoryToken, type ScimCaller } from '../directory-sync/directory-store';
import { ScimError } from './scim-errors';

const callers = new WeakMap<FastifyRequest, ScimCaller>();

export function scimCaller(request: FastifyRequest): ScimCaller {
  const caller = callers.get(request);
  if (!caller) throw new ScimError(401, null, 'Authentication required');
  return caller;
}

/** Side effects of SCIM writes beyond the resource rows (directory state, events). */
export interface ScimDirectoryWrites {
  /** Called first in every write transaction. */
  begin(tx: Queryable, directory: ScimCaller['directory']): Promise<void>;
  userWritten(
    tx: Queryable,
    directory: ScimCaller['directory'],
    directoryUserId: string,
    change: 'created' | 'updated',
  ): Promise<void>;
  userDeleting(
    tx: Queryable,
    directory: ScimCaller['directory'],
    directoryUserId: string,
  ): Promise<void>;
  groupWritten(
    tx: Queryable,
    directory: ScimCaller['directory'],
    groupId: string,
    change: 'created' | 'updated',
    previousName?: string,
  ): Promise<void>;
  groupDeleting(tx: Queryable, directory: ScimCaller['directory'], groupId: string): Promise<void>;
  /** Members joined and left a group; roles were already re-derived (`roleChanges`). */
  membersChanged(
    tx: Queryable,
    directory: ScimCaller['directory'],
    groupId: string,
    change: {
      added: string[];
      removed: string[];
      roleChanges: { directoryUserId: string; before: string[] }[];
    },
  ): Promise<void>;
}

export function scimAuthHook(ctx: AppContext) {
  return async (request: FastifyRequest) => {
    const key = (request.params as { key?: string }).key ?? '';
    const header = request.headers.authorization ?? '';
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    const caller =
      match && key ? await authenticateDirectoryToken(ctx.db, key, match[1]!) : undefined;
    if (!caller) throw new ScimError(401, null, 'The bearer token is missing, wrong or revoked');
    const [window] = await ctx.db.query<{ requests: number; retry_after: number }>(
      `INSERT INTO scim_rate_windows (token_id, window_start, requests)
       VALUES ($1, date_trunc('minute', now()), 1)
       ON CONFLICT (token_id, window_start) DO UPDATE SET requests = scim_rate_windows.requests + 1
       RETURNING requests, ceil(extract(epoch FROM (window_start + interval '1 minute' - now())))::integer AS retry_after`,
      [caller.tokenId],
    );
    if (window && window.requests > ctx.config.scimRateLimitPerMinute)
      throw new ScimError(
        429,
        null,
        'Too many requests for this token',
        Math.max(1, Number(window.retry_after)),
      );
    if (Math.random() < 0.01)
      await ctx.db.query(
        "DELETE FROM scim_rate_windows WHERE window_start < now() - interval '1 hour'",
      );
    await ctx.db.query(
      `UPDATE directory_tokens SET last_used_at = now()
        WHERE id = $1 AND (last_used_at IS NULL OR last_used_at < now() - interval '1 minute')`,
      [caller.tokenId],
    );
    callers.set(request, caller);
  };
}
