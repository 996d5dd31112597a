// The two grants of POST /user_management/authenticate (API-CONTRACT.md §1).
import { AuthenticationError } from './auth-errors';
import type { AuthenticationResponse, User } from './types';

interface WireUser {
  id: string;
  email: string;
  email_verified?: boolean;
  first_name?: string | null;
  last_name?: string | null;
  profile_picture_url?: string | null;
  last_sign_in_at?: string | null;
  external_id?: string | null;
  created_at?: string;
  updated_at?: string;
}

interface WireResponse {
  user: WireUser;
  organization_id?: string | null;
  access_token: string;
  refresh_token?: string;
  authentication_method?: string | null;
  impersonator?: { email: string; reason?: string | null } | null;
}

export function deserializeUser(user: WireUser): User {
  return {
    object: 'user',
    id: user.id,
    email: user.email,
    emailVerified: user.email_verified ?? false,
    firstName: user.first_name ?? null,
    lastName: user.last_name ?? null,
    profilePictureUrl: user.profile_picture_url ?? null,
    lastSignInAt: user.last_sign_in_at ?? null,
    externalId: user.external_id ?? null,
    createdAt: user.created_at ?? '',
    updatedAt: user.updated_at ?? '',
  };
}

export interface AuthenticateRequest {
  fetch: typeof fetch;
  baseUrl: string;
  /** Cookie mode: send credentials so the HttpOnly refresh cookie travels both ways. */
  useCookie: boolean;
  body: Record<string, string | undefined>;
}

/** Posts one grant; non-2xx and network failures become an AuthenticationError. */
export async function authenticate({
  fetch,
  baseUrl,
  useCookie,
  body,
}: AuthenticateRequest): Promise<AuthenticationResponse> {
  const payload = Object.fromEntries(
    Object.entries(body).filter(([, value]) => value !== undefined && value !== ''),
  );
  let response: Response;
  try {
    response = await fetch(`${baseUrl}/user_management/authenticate`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(payload),
      ...(useCookie ? { credentials: 'include' as const } : {}),
    });
  } catch (error) {
    throw new AuthenticationError(
      error instanceof Error && error.message ? error.message : 'Network error',
      0,
    );
  }
  const json = (await response.json().catch(() => null)) as
    (WireResponse & { error?: string; error_description?: string }) | null;
  if (!response.ok || !json?.access_token) {
    const message =
      json?.error_description || json?.error || response.statusText || 'Authentication failed';
    throw new AuthenticationError(message, response.ok ? 502 : response.status, json?.error);
  }
  return {
    user: deserializeUser(json.user),
    organizationId: json.organization_id ?? null,
    accessToken: json.access_token,
    refreshToken: json.refresh_token ?? '',
    authenticationMethod: json.authentication_method ?? null,
    impersonator: json.impersonator
      ? { email: json.impersonator.email, reason: json.impersonator.reason ?? null }
      : null,
  };
}
