// When an API refuses the access token (401: the session ended elsewhere, or the token is not
// valid), the shell asks the identity service whether the session still stands, by a forced
// refresh. A refused refresh signs the user out, and the route guard sends them to sign in with
// the path remembered; a granted one leaves everything as it was.
import { isProductApiError } from '../../api/product';

export interface SessionCheckOptions {
  /** Reports within this long of a finished check are answered by it. Default 5 000 ms. */
  coolDownMs?: number;
  now?: () => number;
}

/** A check that runs `refresh` once for any number of reports arriving together. */
export function createSessionCheck(
  refresh: () => Promise<void>,
  { coolDownMs = 5000, now = Date.now }: SessionCheckOptions = {},
): () => Promise<void> {
  let inflight: Promise<void> | null = null;
  let finishedAt = -Infinity;
  return () => {
    if (inflight) return inflight;
    if (now() - finishedAt < coolDownMs) return Promise.resolve();
    inflight = refresh()
      .catch(() => undefined)
      .finally(() => {
        inflight = null;
        finishedAt = now();
      });
    return inflight;
  };
}

/** True when the product API refused the token (401). */
export function isUnauthorized(error: unknown): boolean {
  return isProductApiError(error) && error.statusCode === 401;
}
