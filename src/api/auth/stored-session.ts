// Dev-mode persistence: on localhost the refresh token cannot live in an HttpOnly cookie set by
// another host, so (like the provider's client) it is kept in localStorage. The whole last
// authentication result is kept with it so a tab that waited for another tab's refresh can take
// that result instead of spending the already-rotated refresh token again.
import type { AuthenticationResponse, KeyValueStorage } from './types';

export const storageKeys = {
  /** sessionStorage: the PKCE verifier between sign-in and the callback. */
  codeVerifier: 'loyalty-auth:code-verifier',
  /** localStorage (dev mode only): the last authentication result, refresh token included. */
  session: 'loyalty-auth:session',
  /** sessionStorage: the organization a refresh should ask for when no token says it. */
  organizationId: 'loyalty-auth:organization-id',
} as const;

export function readStoredSession(storage: KeyValueStorage): AuthenticationResponse | null {
  const raw = storage.getItem(storageKeys.session);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as AuthenticationResponse;
    return parsed &&
      typeof parsed.accessToken === 'string' &&
      typeof parsed.refreshToken === 'string'
      ? parsed
      : null;
  } catch {
    return null;
  }
}

export function writeStoredSession(
  storage: KeyValueStorage,
  session: AuthenticationResponse,
): void {
  storage.setItem(storageKeys.session, JSON.stringify(session));
}

export function clearStoredSession(storage: KeyValueStorage): void {
  storage.removeItem(storageKeys.session);
}

/** True when the marker cookie says this browser may hold a refreshable session for the client. */
export function hasSessionMarker(cookies: string, clientId: string): boolean {
  for (const part of cookies.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name !== 'workos-has-session') continue;
    const value = decodeURIComponent(rest.join('='));
    return value === '1' || value.split('.').includes(clientId);
  }
  return false;
}
