// Confidential clients on /user_management/authenticate (a partner's backend with the secret
// key as `client_secret`): the secret check that runs before anything rotates or is claimed.
// Public clients (the dashboard, authkit-js) send no secret and are unaffected.
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { countFailedKeyCheck } from '../domain/failed-key-checks';
import { HttpError } from '../http/errors';
import { matchesSecretKey, secretKeys } from '../domain/secret-keys';
/**
 * Whether the request is from a confidential client: false without `client_secret`, true with
 * a right one; a present but wrong secret is refused (401) before anything else happens.
 */
export async function confidentialClient(
  ctx: AppContext,
  clientSecret: string | undefined,
  request: FastifyRequest,
): Promise<boolean> {
  if (clientSecret === undefined) return false;
  const { keys } = await secretKeys(ctx);
  if (keys.length === 0 || !matchesSecretKey(keys, clientSecret)) {
    await countFailedKeyCheck(ctx, request);
    throw new HttpError(401, 'Invalid client secret', 'invalid_client');
  }
  return true;
}
