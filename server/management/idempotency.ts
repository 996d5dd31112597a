// Idempotency-Key on POSTs (the SDK sends one with every POST and keeps it across retries): the
// first answer is stored and replayed for 24 hours, so a retried create does not create twice.
// The same key with a different body is refused (422) and changes nothing.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable } from '../db/database';
import { HttpError } from '../http/errors';
import { hashSecret } from '../identity/secrets';
import { unprocessable } from './management-errors';

const claimed = new WeakMap<FastifyRequest, { scope: string; key: string }>();

const keyPattern = /^[\x21-\x7e]{1,255}$/;

function requestKey(request: FastifyRequest): string | undefined {
  const header = request.headers['idempotency-key'];
  if (header === undefined) return undefined;
  if (typeof header !== 'string' || !keyPattern.test(header))
    throw unprocessable(
      'Idempotency-Key must be 1 to 255 visible ASCII characters',
      'Idempotency-Key',
    );
  return header;
}

/**
 * Hooks for a scope: `keyScope` names who sent the request (a hash of its secret key), so two
 * environments' keys never share replays.
 */
export function installIdempotency(
  scope: FastifyInstance,
  db: Queryable,
  keyScope: (request: FastifyRequest) => string,
): void {
  scope.addHook('preHandler', async (request, reply) => {
    if (request.method !== 'POST') return;
    const key = requestKey(request);
    if (!key) return;
    const routeScope = `${keyScope(request)}:${request.method} ${request.url.split('?')[0]}`;
    const requestHash = hashSecret(JSON.stringify(request.body ?? null));
    // Expired keys are forgotten first, so the same key works again after 24 hours.
    await db.query(
      `DELETE FROM idempotency_keys WHERE scope = $1 AND idempotency_key = $2 AND created_at < now() - interval '24 hours'`,
      [routeScope, key],
    );
    const [inserted] = await db.query<{ inserted: boolean }>(
      `INSERT INTO idempotency_keys (scope, idempotency_key, request_hash) VALUES ($1, $2, $3)
       ON CONFLICT DO NOTHING RETURNING true AS inserted`,
      [routeScope, key, requestHash],
    );
    if (inserted) {
      claimed.set(request, { scope: routeScope, key });
      return;
    }
    const [previous] = await db.query<{
      request_hash: string;
      status: number | null;
      response: unknown;
    }>(
      'SELECT request_hash, status, response FROM idempotency_keys WHERE scope = $1 AND idempotency_key = $2',
      [routeScope, key],
    );
    if (!previous)
      throw new HttpError(409, 'The Idempotency-Key was just released; retry', 'conflict');
    if (previous.request_hash !== requestHash) {
      throw unprocessable(
        'This Idempotency-Key was used with a different request body',
        'Idempotency-Key',
        'idempotency_key_reused',
      );
    }
    if (previous.status === null) {
      throw new HttpError(
        409,
        'A request with this Idempotency-Key is still being processed',
        'idempotency_key_in_use',
      );
    }
    return replay(reply, previous.status, previous.response);
  });

  scope.addHook('onSend', async (request, reply, payload) => {
    const claim = claimed.get(request);
    if (!claim) return payload;
    claimed.delete(request);
    // Only definite answers are kept; after a failure of ours or a rate limit, a retry runs anew.
    if (reply.statusCode >= 500 || reply.statusCode === 429 || typeof payload !== 'string') {
      await db.query('DELETE FROM idempotency_keys WHERE scope = $1 AND idempotency_key = $2', [
        claim.scope,
        claim.key,
      ]);
      return payload;
    }
    await db.query(
      'UPDATE idempotency_keys SET status = $3, response = $4::jsonb WHERE scope = $1 AND idempotency_key = $2',
      [claim.scope, claim.key, reply.statusCode, payload],
    );
    return payload;
  });
}

function replay(reply: FastifyReply, status: number, response: unknown) {
  return reply.status(status).header('idempotent-replayed', 'true').send(response);
}
