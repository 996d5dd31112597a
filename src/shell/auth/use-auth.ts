// The dashboard's auth context. The layout codes against this shape; AuthProvider fills it.
import { createContext, useContext } from 'react';

export type AuthState = 'initial' | 'authenticating' | 'authenticated' | 'error';

export interface AuthUser {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  profilePictureUrl: string | null;
  externalId: string | null;
}

export interface SignInRequest {
  /** Path to come back to after sign-in; default the current path. */
  returnTo?: string;
  /** Free-form context from /login?context=, carried through the sign-in state. */
  context?: string;
  /** Sign in straight into this identity organization. */
  organizationId?: string;
  /** Show the hosted sign-up page instead of sign-in. */
  screenHint?: 'sign-in' | 'sign-up';
  /** Accept this invitation on the way (the token of an invitation link). */
  invitationToken?: string;
}

export interface AuthContextValue {
  state: AuthState;
  /** True until the client has finished its start (callback exchange or silent refresh). */
  loading: boolean;
  user: AuthUser | null;
  /** Identity organization of the session (token `org_id`), or null. */
  organizationId: string | null;
  /** Role slug from the token, if any. */
  role: string | null;
  /** Permissions from the token; null while they are not known yet. */
  permissions: string[] | null;
  /** Session id (`sid`) of the current token, or null. */
  sessionId: string | null;
  getAccessToken(): Promise<string>;
  signIn(options?: SignInRequest): Promise<void>;
  /** Clears the stored organization and goes to the provider's logout URL. */
  signOut(): Promise<void>;
  /** Refreshes the token now; `force` always asks the server. */
  refreshSession(options?: { organizationId?: string; force?: boolean }): Promise<void>;
  /** Switches the session to another identity organization (refresh with organization_id). */
  switchToOrganization(organizationId: string): Promise<void>;
  /**
   * Shows a name or e-mail saved in `<user-profile>` everywhere at once (until the next token
   * refresh brings it).
   */
  applyProfileUpdate(update: ProfileUpdate): void;
  /** The sign-in state that came back on /callback (holds `returnTo`), if any. */
  redirectState: { returnTo?: string; context?: string } | null;
}

/** What `<user-profile>` saved: a name (`profile-updated`) or an e-mail (`email-changed`). */
export interface ProfileUpdate {
  firstName?: string | null;
  lastName?: string | null;
  email?: string;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>.');
  return value;
}
