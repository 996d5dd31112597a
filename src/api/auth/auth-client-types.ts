// The public shape of the auth client: its options, sign-in options and methods.
import type { AuthClientState, AuthEnvironment, AuthSnapshot, User } from './types';

export interface AuthClientOptions {
  /** OAuth client id; required ('Missing Client ID'). */
  clientId: string;
  /** Where the hosted page sends the browser back with `?code`; must be registered. */
  redirectUri: string;
  /** Identity API host (and optional `:port`). Default `api.workos.com`. */
  apiHostname?: string;
  /** Use https for the identity API. Default true. */
  https?: boolean;
  /** Identity API port. Default none (the scheme's). */
  port?: number;
  /** Keep the refresh token in localStorage; honoured only on localhost/127.0.0.1. Default: on there. */
  devMode?: boolean;
  /** Called after a non-transient refresh failure ended the session. */
  onRefreshFailure?: (context: { signIn: AuthClient['signIn']; error: Error }) => void;
  /** Called after every change of state, user or token. */
  onStateChange?: (snapshot: AuthSnapshot) => void;
  /** Refresh this long before `exp`. Default 10 000 ms. */
  refreshBufferMs?: number;
  /** How often the expiry is checked. Default 1 000 ms. */
  refreshCheckIntervalMs?: number;
  /** How long a refresh waits for another tab's. Default 10 000 ms. */
  lockTimeoutMs?: number;
  /** Browser facilities; defaults to the real globals (tests pass fakes). */
  environment?: Partial<AuthEnvironment>;
}

export interface SignInOptions {
  /** `sign-in` (default) or `sign-up` page of the hosted UI. */
  screenHint?: 'sign-in' | 'sign-up';
  /** Any JSON value; it comes back verbatim and is readable after the callback. */
  state?: unknown;
  loginHint?: string;
  organizationId?: string;
  connectionId?: string;
  provider?: string;
  invitationToken?: string;
}

export interface RefreshOptions {
  /** Switch the session to this identity organization. */
  organizationId?: string;
  /** Always ask the server, never take another tab's fresh result. */
  force?: boolean;
}

export interface AuthClient {
  getState(): AuthClientState;
  getSnapshot(): AuthSnapshot;
  getUser(): User | null;
  /** The current access token, refreshed first when within the buffer of expiry. */
  getAccessToken(): Promise<string>;
  refreshSession(options?: RefreshOptions): Promise<void>;
  switchToOrganization(organizationId: string): Promise<void>;
  signIn(options?: SignInOptions): Promise<void>;
  signUp(options?: Omit<SignInOptions, 'screenHint'>): Promise<void>;
  signOut(options?: { returnTo?: string }): void;
  /** The `state` given to signIn, as it came back on the callback (undefined otherwise). */
  getRedirectState(): unknown;
  /** Stops the expiry timer. */
  dispose(): void;
}
