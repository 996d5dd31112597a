// Provides AuthContext from one auth client per page. The client lives outside React (created
// once, even under StrictMode's double effects) and React reads its snapshots.
import { useCallback, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import {
  createAuthClient,
  getClaims,
  isAuthenticationError,
  type AuthClient,
  type AuthSnapshot,
} from '../../api/auth';
import { setSelectedOrganization } from '../organizations/organization-store';
import { paths } from '../paths';
import { retrieveAccessToken } from './access-token';
import { dashboardAuthOptions } from './auth-config';
import { createSessionCheck } from './session-check';
import {
  AuthContext,
  type AuthContextValue,
  type ProfileUpdate,
  type SignInRequest,
} from './use-auth';

interface Store {
  snapshot: AuthSnapshot;
  loading: boolean;
  redirectState: AuthContextValue['redirectState'];
  /** A name saved in the profile widget after the snapshot's user was issued. */
  profile: ProfileOverride | null;
}

interface ProfileOverride {
  userId: string;
  firstName?: string | null;
  lastName?: string | null;
  email?: string;
}

let store: Store = {
  snapshot: {
    state: 'initial',
    user: null,
    organizationId: null,
    accessToken: null,
    impersonator: null,
  },
  loading: true,
  redirectState: null,
  profile: null,
};
const listeners = new Set<() => void>();
// Once sign-out has started the page is leaving: freeze what screens see, so no guard or
// selection effect reacts (a redirect to /login would race the logout navigation).
let leaving = false;
// While an organization switch is in flight the old view stays: a refused switch must lead to
// sign-in with that organization, not to the guard's plain /login.
let switching = false;
const publish = (next: Partial<Store>, { evenWhileSwitching = false } = {}) => {
  if (leaving || (switching && !evenWhileSwitching)) return;
  store = { ...store, ...next };
  for (const listener of listeners) listener();
};
let clientPromise: Promise<AuthClient> | undefined;
let signInInFlight: Promise<void> | undefined;

/** True once sign-out has started and the page is on its way to the logout URL. */
export const isSigningOut = () => leaving;

/** The page's auth client, created on first use. */
export function getAuthClient(): Promise<AuthClient> {
  clientPromise ??= createAuthClient({
    ...dashboardAuthOptions(),
    // A new snapshot carries the user as the server has it now: the saved name included.
    onStateChange: (snapshot) =>
      publish({ snapshot, profile: snapshot.user === store.snapshot.user ? store.profile : null }),
  }).then(
    (client) => {
      const redirectState = client.getRedirectState();
      publish({
        snapshot: client.getSnapshot(),
        loading: false,
        redirectState:
          redirectState && typeof redirectState === 'object'
            ? (redirectState as Store['redirectState'])
            : null,
      });
      return client;
    },
    (error: unknown) => {
      console.error('[auth] The auth client could not start:', error);
      publish({ snapshot: { ...store.snapshot, state: 'error' }, loading: false });
      throw error;
    },
  );
  return clientPromise;
}

/**
 * Called when an API refused the token (401): a forced refresh asks the identity service whether
 * the session still stands; when it does not, the client signs out and the guard goes to sign-in.
 */
export const verifySession = createSessionCheck(async () => {
  const client = await getAuthClient();
  if (leaving || switching || !client.getSnapshot().user) return;
  await client.refreshSession({ force: true });
});

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  void getAuthClient().catch(() => undefined);
  return () => listeners.delete(listener);
};
const getStore = () => store;

/** Same-origin path to come back to (never another site). */
export function safeReturnTo(value: string | null | undefined): string {
  return value && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\')
    ? value
    : paths.home;
}

function signInWith(request: SignInRequest = {}): Promise<void> {
  // Several screens may ask at once: the first request's options win until its redirect has
  // been started; afterwards a new request (say, after a cancelled navigation) starts over.
  signInInFlight ??= getAuthClient()
    .then((client) =>
      client.signIn({
        screenHint: request.screenHint,
        organizationId: request.organizationId,
        invitationToken: request.invitationToken,
        state: {
          returnTo: safeReturnTo(
            request.returnTo ?? `${window.location.pathname}${window.location.search}`,
          ),
          ...(request.context ? { context: request.context } : {}),
        },
      }),
    )
    .finally(() => {
      signInInFlight = undefined;
    });
  return signInInFlight;
}

/** Shows a name or e-mail saved in the profile widget at once, for the signed-in user only. */
function applyProfileUpdate(update: ProfileUpdate) {
  const userId = store.snapshot.user?.id;
  if (!userId) return;
  const earlier = store.profile?.userId === userId ? store.profile : undefined;
  publish({ profile: { ...earlier, ...update, userId } });
}

/** The snapshot's user with a later saved name applied. */
export function withProfile(
  user: AuthSnapshot['user'],
  profile: ProfileOverride | null,
): AuthSnapshot['user'] {
  if (!user || !profile || profile.userId !== user.id) return user;
  const { userId: _userId, ...changes } = profile;
  return { ...user, ...changes };
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const { snapshot, loading, redirectState, profile } = useSyncExternalStore(
    subscribe,
    getStore,
    getStore,
  );

  const getAccessToken = useCallback(
    () => retrieveAccessToken(async () => (await getAuthClient()).getAccessToken()),
    [],
  );
  const refreshSession = useCallback<AuthContextValue['refreshSession']>(
    async (options) => (await getAuthClient()).refreshSession(options),
    [],
  );
  const switchToOrganization = useCallback(async (organizationId: string) => {
    const client = await getAuthClient();
    switching = true;
    try {
      await client.switchToOrganization(organizationId);
    } catch (error) {
      // A refused switch ends the session; the caller signs in again, so keep the view until then.
      if (isAuthenticationError(error) && !error.transient) leaving = true;
      throw error;
    } finally {
      switching = false;
      publish({ snapshot: client.getSnapshot() }, { evenWhileSwitching: true });
    }
  }, []);
  const signOut = useCallback(async () => {
    const client = await getAuthClient();
    leaving = true;
    setSelectedOrganization(null);
    client.signOut({ returnTo: `${window.location.origin}${paths.home}` });
  }, []);

  const value = useMemo<AuthContextValue>(() => {
    let claims: ReturnType<typeof getClaims> | null = null;
    try {
      claims = snapshot.accessToken ? getClaims(snapshot.accessToken) : null;
    } catch {
      claims = null;
    }
    const user = withProfile(snapshot.user, profile);
    return {
      state: snapshot.state,
      loading,
      user: user
        ? {
            id: user.id,
            email: user.email,
            firstName: user.firstName,
            lastName: user.lastName,
            profilePictureUrl: user.profilePictureUrl,
            externalId: user.externalId,
          }
        : null,
      organizationId: snapshot.organizationId,
      role: claims?.role ?? null,
      permissions: claims ? (claims.permissions ?? []) : null,
      sessionId: claims?.sid ?? null,
      getAccessToken,
      signIn: signInWith,
      signOut,
      refreshSession,
      switchToOrganization,
      applyProfileUpdate,
      redirectState,
    };
  }, [
    snapshot,
    profile,
    loading,
    redirectState,
    getAccessToken,
    signOut,
    refreshSession,
    switchToOrganization,
  ]);

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
