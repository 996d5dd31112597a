// Wrong secret keys (a management Bearer or a `client_secret`) are throttled per client address.
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { clientAddress } from '../http/client-address';
import { countManagementRequest } from '../http/rate-limit';

/** Failed secret-key checks per client address and minute before 429 (issue #39.8). */
export const FAILED_KEY_CHECKS_PER_MINUTE = 20;

/**
 * Counts a wrong secret key (a management Bearer or a `client_secret`) against the client's
 * address; past the limit the answer is 429 with Retry-After. Only failures count, so a client
 * presenting the right key is never held back by someone else's guessing.
 */
export async function countFailedKeyCheck(ctx: AppContext, request: FastifyRequest) {
  await countManagementRequest(
    ctx.db,
    `failed-key:${clientAddress(request)}`,
    FAILED_KEY_CHECKS_PER_MINUTE,
  );
}
