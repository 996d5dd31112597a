import { decodeJwtClaims, type AccessTokenClaims } from '../jwt';
import { WidgetAuthTokenError } from './widget-auth-token-error';

/** What a host gives an element: the token itself, or a function returning one (sync or async). */
export type AuthTokenSource = string | (() => string | Promise<string>);

export interface TokenManagerOptions {
  /** Ask for a new token this long before `exp` (capped at half the token's lifetime). Default 30 000 ms. */
  refreshBeforeExpiryMs?: number;
  /** How long a request waits for a token source before failing as "no token". Default 2 000 ms. */
  missingTokenTimeoutMs?: number;
  /** Clock, for tests. Default Date.now. */
  now?: () => number;
}

/**
 * One element's access token. Requests ask `getToken()`; the source function is called only when
 * there is no token yet, the token is within the refresh window of `exp`, after a 403
 * (`refresh()`), on window focus once expired, or by the timer before expiry — never per request.
 * Concurrent callers share one in-flight call.
 */
export interface TokenManager {
  /** Replaces the token source; an undefined source makes requests wait (then fail as missing). */
  setSource(source: AuthTokenSource | undefined): void;
  /** True when a source has been set. */
  hasSource(): boolean;
  /** The source as set (what the element's `authToken` property returns). */
  source(): AuthTokenSource | undefined;
  /**
   * Takes `token`, already asked of the current source (by the kit's loader), as the one in
   * flight, so the source is not called again for it; ignored once a token is held or asked for.
   */
  adopt(token: Promise<string>): void;
  /** A valid token, calling the source only when needed. */
  getToken(): Promise<string>;
  /**
   * A new token from the source (after a 403). Pass the token that was refused: if another
   * caller already replaced it, that newer token is returned without a call. A string source
   * yields the same string.
   */
  refresh(refused?: string): Promise<string>;
  /** Claims of the current token, if it is a JWT. */
  claims(): AccessTokenClaims | undefined;
  /** Called whenever the source or the held token changes. */
  subscribe(listener: () => void): () => void;
  /** Starts the expiry timer and focus listener; returns the function that stops them. */
  connect(target?: Pick<Window, 'addEventListener' | 'removeEventListener'>): () => void;
}

interface HeldToken {
  value: string;
  claims: AccessTokenClaims | undefined;
  /** When to ask again (ms since epoch), Infinity when the token has no `exp`. */
  refreshAt: number;
}

export function createTokenManager(options: TokenManagerOptions = {}): TokenManager {
  const refreshBefore = options.refreshBeforeExpiryMs ?? 30_000;
  const missingTimeout = options.missingTokenTimeoutMs ?? 2_000;
  const now = options.now ?? Date.now;

  let source: AuthTokenSource | undefined;
  let held: HeldToken | undefined;
  let inFlight: Promise<string> | undefined;
  let generation = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let connected = false;
  const listeners = new Set<() => void>();
  const sourceWaiters = new Set<() => void>();

  function hold(value: string): HeldToken {
    const claims = decodeJwtClaims(value);
    const receivedAt = now();
    if (typeof claims?.exp !== 'number') {
      return { value, claims, refreshAt: Infinity };
    }
    const expiresAt = claims.exp * 1000;
    const issuedAt =
      typeof claims.iat === 'number' ? Math.min(claims.iat * 1000, receivedAt) : receivedAt;
    // A short-lived token must not make every request ask again: keep at least half its life.
    const buffer = Math.min(refreshBefore, Math.max(0, (expiresAt - issuedAt) / 2));
    // A stale token from the host, or a clock running ahead of the server's, makes a new token
    // look due at once: hold it for one buffer (and any token for at least 5 s) so that never
    // turns into a loop of calls. A 403 still replaces a token the server refuses.
    const due = expiresAt - buffer;
    const refreshAt =
      due <= receivedAt ? receivedAt + buffer : Math.max(due, receivedAt + Math.min(buffer, 5_000));
    return { value, claims, refreshAt };
  }

  function schedule(): void {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    if (!connected || !held || typeof source !== 'function' || !Number.isFinite(held.refreshAt))
      return;
    // setTimeout overflows past ~24.8 days; a token that long-lived is re-checked on use.
    const delay = Math.min(Math.max(held.refreshAt - now(), 0), 2_000_000_000);
    timer = setTimeout(() => {
      timer = undefined;
      if (held && now() >= held.refreshAt) void fetchToken().catch(() => {});
      else schedule();
    }, delay);
  }

  function waitForSource(): Promise<void> {
    if (source !== undefined) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const done = (): void => {
        clearTimeout(timeout);
        sourceWaiters.delete(done);
        resolve();
      };
      const timeout = setTimeout(() => {
        sourceWaiters.delete(done);
        reject(new WidgetAuthTokenError('missing'));
      }, missingTimeout);
      sourceWaiters.add(done);
    });
  }

  function fetchToken(given?: Promise<string>): Promise<string> {
    if (inFlight) return inFlight;
    const started = generation;
    const call = (async () => {
      await waitForSource();
      const current = source;
      let value: unknown;
      const ask = () => (typeof current === 'function' ? current() : current);
      try {
        // A given token that failed is asked for again, as if it had not been given.
        value = await (given ? given.catch(ask) : ask());
      } catch (cause) {
        throw new WidgetAuthTokenError('failed', { cause });
      }
      if (typeof value !== 'string' || value === '') {
        throw new WidgetAuthTokenError(
          current === undefined || current === '' ? 'missing' : 'failed',
        );
      }
      // A source replaced meanwhile wins: its token is fetched by the next caller.
      if (started === generation) {
        held = hold(value);
        schedule();
        notify();
      }
      return value;
    })();
    inFlight = call;
    const clear = (): void => {
      if (inFlight === call) inFlight = undefined;
    };
    call.then(clear, clear);
    return call;
  }

  function notify(): void {
    for (const listener of [...listeners]) listener();
  }

  function onFocus(): void {
    if (held && typeof source === 'function' && now() >= held.refreshAt)
      void fetchToken().catch(() => {});
  }

  return {
    setSource(next) {
      if (next === source) return;
      source = next;
      generation += 1;
      held = undefined;
      inFlight = undefined;
      schedule();
      if (next !== undefined) for (const wake of [...sourceWaiters]) wake();
      notify();
    },
    hasSource: () => source !== undefined,
    adopt(token) {
      if (!held && !inFlight && source !== undefined) void fetchToken(token).catch(() => {});
    },
    source: () => source,
    getToken() {
      if (held && now() < held.refreshAt) return Promise.resolve(held.value);
      return fetchToken();
    },
    refresh(refused) {
      if (typeof source !== 'function') return this.getToken();
      if (inFlight) return inFlight;
      if (held && refused !== undefined && held.value !== refused)
        return Promise.resolve(held.value);
      held = undefined;
      return fetchToken();
    },
    claims: () => held?.claims,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    connect(target = window) {
      connected = true;
      schedule();
      const handler = (): void => onFocus();
      target.addEventListener('focus', handler);
      return () => {
        connected = false;
        schedule();
        target.removeEventListener('focus', handler);
      };
    },
  };
}
