// A framework-free browser auth client that behaves like the provider's own (API-CONTRACT.md §1,
// SPEC.md §4): PKCE sign-in, code exchange, silent refresh serialized across tabs, organization
// switch by refresh, sign-out to the logout URL.
import {
  AuthenticationError,
  MissingClientIdError,
  NoAccessTokenError,
  isAuthenticationError,
} from './auth-errors';
import { authenticate } from './authenticate';
import { getClaims } from './claims';
import { resolveEnvironment } from './default-environment';
import { LockTimeoutError, withLock } from './locking';
import { createPkcePair } from './pkce';
import {
  clearStoredSession,
  hasSessionMarker,
  readStoredSession,
  storageKeys,
  writeStoredSession,
} from './stored-session';
import type {
  AuthClient,
  AuthClientOptions,
  RefreshOptions,
  SignInOptions,
} from './auth-client-types';
import type {
  AuthClientState,
  AuthEnvironment,
  AuthenticationResponse,
  AuthSnapshot,
} from './types';
import { buildAuthorizationUrl, buildLogoutUrl } from './urls';

export type { AuthClient, AuthClientOptions, RefreshOptions, SignInOptions };

const DEFAULT_API_HOSTNAME = 'api.workos.com';
const REFRESH_LOCK = 'loyalty-auth-refresh';
const MAX_TRANSIENT_BACKOFF_MS = 30_000;

export async function createAuthClient(options: AuthClientOptions): Promise<AuthClient> {
  if (!options?.clientId) throw new MissingClientIdError();
  const env: AuthEnvironment = resolveEnvironment(options.environment);
  const { clientId, redirectUri } = options;
  const refreshBufferMs = options.refreshBufferMs ?? 10_000;
  const lockTimeoutMs = options.lockTimeoutMs ?? 10_000;
  const isLocalPage =
    env.location.hostname === 'localhost' || env.location.hostname === '127.0.0.1';
  if (options.devMode && !isLocalPage) {
    console.warn(
      '[auth] devMode is honoured only on localhost/127.0.0.1; using cookie mode. Remove devMode to silence this.',
    );
  }
  const devMode = (options.devMode ?? true) && isLocalPage;
  const useCookie = !devMode;
  const baseUrl = `${options.https === false ? 'http' : 'https'}://${options.apiHostname ?? DEFAULT_API_HOSTNAME}${options.port ? `:${options.port}` : ''}`;

  let state: AuthClientState = 'initial';
  let session: AuthenticationResponse | null = null;
  let redirectState: unknown;
  let inflight: Promise<void> | null = null;
  let transientFailures = 0;
  let nextAttemptAt = 0;

  const snapshot = (): AuthSnapshot => ({
    state,
    user: session?.user ?? null,
    organizationId: session
      ? (tokenOrganization(session.accessToken) ?? session.organizationId)
      : null,
    accessToken: session?.accessToken ?? null,
    impersonator: session?.impersonator ?? null,
  });
  const setState = (next: AuthClientState) => {
    state = next;
    options.onStateChange?.(snapshot());
  };
  const expiresSoon = (accessToken: string) => {
    const exp = safeClaims(accessToken)?.exp;
    return !exp || exp * 1000 - refreshBufferMs <= env.now();
  };
  const needsRefresh = () =>
    state === 'authenticated' && (!session || expiresSoon(session.accessToken));

  const storeSession = (result: AuthenticationResponse) => {
    session = useCookie ? { ...result, refreshToken: '' } : result;
    if (devMode) writeStoredSession(env.localStorage, result);
    transientFailures = 0;
    nextAttemptAt = 0;
  };
  const clearSession = () => {
    session = null;
    if (devMode) clearStoredSession(env.localStorage);
    env.sessionStorage.removeItem(storageKeys.organizationId);
  };

  async function redirectToHostedPage(
    screenHint: 'sign-in' | 'sign-up',
    signInOptions: SignInOptions = {},
  ) {
    const { codeVerifier, codeChallenge } = await createPkcePair(env.crypto);
    env.sessionStorage.setItem(storageKeys.codeVerifier, codeVerifier);
    const url = buildAuthorizationUrl(baseUrl, {
      clientId,
      redirectUri,
      codeChallenge,
      provider: signInOptions.provider,
      screenHint:
        signInOptions.provider && signInOptions.provider !== 'authkit' ? undefined : screenHint,
      state: signInOptions.state === undefined ? undefined : JSON.stringify(signInOptions.state),
      loginHint: signInOptions.loginHint,
      organizationId: signInOptions.organizationId,
      connectionId: signInOptions.connectionId,
      invitationToken: signInOptions.invitationToken,
    });
    env.location.assign(url);
  }

  async function handleCallback(url: URL) {
    setState('authenticating');
    const code = url.searchParams.get('code') ?? '';
    const rawState = url.searchParams.get('state');
    try {
      redirectState = rawState ? JSON.parse(rawState) : undefined;
    } catch {
      redirectState = rawState;
    }
    const codeVerifier = env.sessionStorage.getItem(storageKeys.codeVerifier);
    env.sessionStorage.removeItem(storageKeys.codeVerifier);
    if (!codeVerifier) {
      console.warn(
        '[auth] Received an authorization code but no stored PKCE verifier: possible CSRF (or sign-in started in another tab). Sign in again.',
      );
      setState('error');
    } else {
      try {
        storeSession(
          await authenticate({
            fetch: env.fetch,
            baseUrl,
            useCookie,
            body: {
              grant_type: 'authorization_code',
              code,
              code_verifier: codeVerifier,
              client_id: clientId,
            },
          }),
        );
        setState('authenticated');
      } catch (error) {
        console.error('[auth] Code exchange failed:', error);
        setState('error');
      }
    }
    // Keep the path (the app routes on it) and drop the one-time code from the address bar.
    const clean = new URL(url.href);
    clean.searchParams.delete('code');
    clean.searchParams.delete('state');
    env.history.replaceState(null, '', `${clean.pathname}${clean.search}${clean.hash}`);
  }

  async function refreshUnderLock(
    { organizationId, force }: RefreshOptions,
    tokenBefore: string | null,
  ) {
    if (devMode && !force && !organizationId && tokenBefore !== null) {
      // Another tab may have refreshed while this one waited: take its result. A tab that holds
      // no session yet (a fresh load) asks the server, as the provider's client does: the stored
      // token may belong to a session that has ended since.
      const stored = readStoredSession(env.localStorage);
      if (stored && stored.accessToken !== tokenBefore && !expiresSoon(stored.accessToken)) {
        storeSession(stored);
        return;
      }
    }
    const refreshToken = devMode ? readStoredSession(env.localStorage)?.refreshToken : undefined;
    if (devMode && !refreshToken)
      throw new AuthenticationError('No refresh token available', 401, 'invalid_grant');
    const requestedOrganization =
      organizationId ??
      (session ? tokenOrganization(session.accessToken) : null) ??
      env.sessionStorage.getItem(storageKeys.organizationId) ??
      undefined;
    if (organizationId) env.sessionStorage.setItem(storageKeys.organizationId, organizationId);
    storeSession(
      await authenticate({
        fetch: env.fetch,
        baseUrl,
        useCookie,
        body: {
          grant_type: 'refresh_token',
          client_id: clientId,
          refresh_token: refreshToken,
          organization_id: requestedOrganization,
        },
      }),
    );
  }

  async function performRefresh(refreshOptions: RefreshOptions) {
    const hadSession = session !== null;
    if (!hadSession) setState('authenticating');
    const tokenBefore = session?.accessToken ?? null;
    try {
      try {
        await withLock(env.locks, REFRESH_LOCK, lockTimeoutMs, () =>
          refreshUnderLock(refreshOptions, tokenBefore),
        );
      } catch (error) {
        // A stuck lock (a frozen tab) must not lock the user out: refresh without it, reading
        // the latest stored token.
        if (!(error instanceof LockTimeoutError)) throw error;
        console.warn('[auth] Refresh lock timed out; refreshing without it.');
        await refreshUnderLock(refreshOptions, tokenBefore);
      }
      setState('authenticated');
    } catch (error) {
      if (isAuthenticationError(error) && error.transient) {
        transientFailures += 1;
        nextAttemptAt =
          env.now() + Math.min(MAX_TRANSIENT_BACKOFF_MS, 1000 * 2 ** (transientFailures - 1));
        setState(session ? 'authenticated' : 'error');
        throw error;
      }
      clearSession();
      setState('error');
      const failure = error instanceof Error ? error : new Error(String(error));
      options.onRefreshFailure?.({ signIn: client.signIn, error: failure });
      throw failure;
    }
  }

  function refreshSession(refreshOptions: RefreshOptions = {}): Promise<void> {
    // One refresh at a time in this tab; a plain refresh joins the one in flight.
    if (inflight && !refreshOptions.organizationId && !refreshOptions.force) return inflight;
    const previous = inflight ?? Promise.resolve();
    const next = previous
      .catch(() => undefined)
      .then(() => performRefresh(refreshOptions))
      .finally(() => {
        if (inflight === next) inflight = null;
      });
    inflight = next;
    return next;
  }

  const client: AuthClient = {
    getState: () => state,
    getSnapshot: snapshot,
    getUser: () => session?.user ?? null,
    async getAccessToken() {
      if (inflight) await inflight.catch(() => undefined);
      if (needsRefresh()) await refreshSession();
      if (!session) throw new NoAccessTokenError();
      return session.accessToken;
    },
    refreshSession,
    switchToOrganization: (organizationId) => refreshSession({ organizationId, force: true }),
    signIn: (signInOptions) =>
      redirectToHostedPage(signInOptions?.screenHint ?? 'sign-in', signInOptions),
    signUp: (signUpOptions) => redirectToHostedPage('sign-up', signUpOptions),
    signOut({ returnTo } = {}) {
      const sessionId = session ? safeClaims(session.accessToken)?.sid : undefined;
      clearSession();
      setState('initial');
      if (sessionId) env.location.assign(buildLogoutUrl(baseUrl, sessionId, returnTo));
      else if (returnTo) env.location.assign(returnTo);
    },
    getRedirectState: () => redirectState,
    dispose: () => env.clearInterval(timer),
  };

  const timer = env.setInterval(() => {
    if (inflight || !needsRefresh() || env.now() < nextAttemptAt) return;
    refreshSession().catch(() => undefined);
  }, options.refreshCheckIntervalMs ?? 1000);

  const url = new URL(env.location.href);
  if (url.searchParams.has('code') && url.pathname === new URL(redirectUri, url).pathname) {
    await handleCallback(url);
  } else if (
    devMode
      ? readStoredSession(env.localStorage) !== null
      : hasSessionMarker(env.readCookies(), clientId)
  ) {
    await refreshSession().catch(() => undefined);
  }
  return client;
}

function safeClaims(accessToken: string) {
  try {
    return getClaims(accessToken);
  } catch {
    return undefined;
  }
}

function tokenOrganization(accessToken: string): string | null {
  return safeClaims(accessToken)?.org_id ?? null;
}
