// Idempotency-Key on POSTs (the SDK sends one with every POST and keeps it across retries): the
// first answer is stored and replayed for 24 hours, so a retried create does not create twice.
// The same key with a different body is refused (422) and changes nothing.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable } from '../db/database';
import { HttpError } from '../http/errors';
import { hashSecret } from '../identity/secrets';
import { unprocessable } from './management-errors';

const claimed = new WeakMap<FastifyRequest, { scope: string; key: string; keyHash: string }>();

const sealingKey = (idempotencyKey: string) =>
  createHash('sha256').update(`idempotent-response:${idempotencyKey}`).digest();

/** AES-256-GCM under a key only the Idempotency-Key's holder can derive. */
function seal(idempotencyKey: string, payload: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealingKey(idempotencyKey), iv);
  const data = Buffer.concat([cipher.update(payload, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), data].map((part) => part.toString('base64url')).join('.');
}

function open(idempotencyKey: string, sealed: string): string | undefined {
  try {
    const [iv, tag, data] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
    if (!iv || !tag || !data) return undefined;
    const decipher = createDecipheriv('aes-256-gcm', sealingKey(idempotencyKey), iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
  } catch {
    return undefined;
  }
}

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
    // A route that keys idempotency on its own terms (audit-log events: key plus content).
    if ((request.routeOptions.config as { ownIdempotency?: boolean }).ownIdempotency) return;
    const key = requestKey(request);
    if (!key) return;
    const routeScope = `${keyScope(request)}:${request.method} ${request.url.split('?')[0]}`;
    const requestHash = hashSecret(JSON.stringify(request.body ?? null));
    const keyHash = hashSecret(key);
    // Expired keys are forgotten first, so the same key works again after 24 hours.
    await db.query(
      `DELETE FROM idempotency_keys WHERE scope = $1 AND idempotency_key_hash = $2 AND created_at < now() - interval '24 hours'`,
      [routeScope, keyHash],
    );
    const [inserted] = await db.query<{ inserted: boolean }>(
      `INSERT INTO idempotency_keys (scope, idempotency_key_hash, request_hash) VALUES ($1, $2, $3)
       ON CONFLICT DO NOTHING RETURNING true AS inserted`,
      [routeScope, keyHash, requestHash],
    );
    if (inserted) {
      claimed.set(request, { scope: routeScope, key, keyHash });
      return;
    }
    const [previous] = await db.query<{
      request_hash: string;
      status: number | null;
      response_sealed: string | null;
    }>(
      'SELECT request_hash, status, response_sealed FROM idempotency_keys WHERE scope = $1 AND idempotency_key_hash = $2',
      [routeScope, keyHash],
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
    if (previous.status === null || previous.response_sealed === null) {
      throw new HttpError(
        409,
        'A request with this Idempotency-Key is still being processed',
        'idempotency_key_in_use',
      );
    }
    const response = open(key, previous.response_sealed);
    if (response === undefined)
      throw new HttpError(409, 'The stored answer cannot be replayed', 'conflict');
    return replay(reply, previous.status, response);
  });

  scope.addHook('onSend', async (request, reply, payload) => {
    const claim = claimed.get(request);
    if (!claim) return payload;
    claimed.delete(request);
    // Only definite answers are kept; after a failure of ours or a rate limit, a retry runs anew.
    if (reply.statusCode >= 500 || reply.statusCode === 429 || typeof payload !== 'string') {
      await db.query(
        'DELETE FROM idempotency_keys WHERE scope = $1 AND idempotency_key_hash = $2',
        [claim.scope, claim.keyHash],
      );
      return payload;
    }
    await db.query(
      'UPDATE idempotency_keys SET status = $3, response_sealed = $4 WHERE scope = $1 AND idempotency_key_hash = $2',
      [claim.scope, claim.keyHash, reply.statusCode, seal(claim.key, payload)],
    );
    return payload;
  });
}

function replay(reply: FastifyReply, status: number, response: string) {
  return reply
    .status(status)
    .header('idempotent-replayed', 'true')
    .type('application/json; charset=utf-8')
    .send(response);
}
