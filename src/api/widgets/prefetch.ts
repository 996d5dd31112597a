// Render-as-you-fetch, the widget's half: the kit's loader (widgets.js, see
// src/elements/prefetch-first-reads.ts) starts a widget's first reads as soon as its element has
// a token, while the code still downloads, and leaves them on the element under a global symbol;
// the widget's token manager and API client take them from there instead of asking again. No
// code is shared with the loader (it would pull the runtime into widgets.js), only this shape.
import type { AuthTokenSource } from './token-manager';
import type { SearchParams } from './widgets-client';

/** The reads the loader started for one element, with the token source they were sent with. */
export interface Prefetch {
  source: AuthTokenSource;
  /** The token the source gave (the widget's token manager adopts it: one call for both). */
  token: Promise<string>;
  /**
   * The prefetched response of this read from `baseUrl` with `token`, once; undefined when there
   * is none, or it failed (no answer, or not OK: the widget then sends the request itself).
   */
  take(
    baseUrl: string,
    path: string,
    params: SearchParams | undefined,
    token: string,
  ): Promise<Response | undefined>;
}

const PREFETCH = Symbol.for('account-widgets.prefetch');

/** The element's prefetch, if the loader left one. */
export function getPrefetch(host: Element): Prefetch | undefined {
  return (host as Element & { [PREFETCH]?: Prefetch })[PREFETCH];
}

/**
 * The token the loader already asked `source` for on this element, if it was for this very
 * source (then the widget does not call the source again).
 */
export function prefetchedToken(
  host: Element,
  source: AuthTokenSource | undefined,
): Promise<string> | undefined {
  const prefetch = getPrefetch(host);
  return prefetch && prefetch.source === source ? prefetch.token : undefined;
}
