// Interface stub written by the lead so that the layout can be built in parallel with the
// auth provider. The auth engineer replaces the implementation and keeps this shape.
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

export interface AuthContextValue {
  state: AuthState;
  user: AuthUser | null;
  /** Identity organization of the session (token `org_id`), or null. */
  organizationId: string | null;
  /** Role slug from the token, if any. */
  role: string | null;
  /** Permissions from the token; null while they are not known yet. */
  permissions: string[] | null;
  getAccessToken(): Promise<string>;
  signIn(options?: { returnTo?: string; context?: string; organizationId?: string }): Promise<void>;
  signOut(): Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>.');
  return value;
}
