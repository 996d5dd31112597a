// The hosted identity URLs the browser navigates to (API-CONTRACT.md §1).

export interface AuthorizationUrlOptions {
  clientId: string;
  redirectUri: string;
  codeChallenge: string;
  /** Identity provider; default `authkit`. */
  provider?: string;
  /** `sign-in` or `sign-up`; sent only with the `authkit` provider. */
  screenHint?: 'sign-in' | 'sign-up';
  state?: string;
  loginHint?: string;
  organizationId?: string;
  connectionId?: string;
  invitationToken?: string;
}

/** `{base}/user_management/authorize?...`, empty values dropped. */
export function buildAuthorizationUrl(baseUrl: string, options: AuthorizationUrlOptions): string {
  const provider = options.provider ?? 'authkit';
  if (options.screenHint && provider !== 'authkit') {
    throw new TypeError("'screenHint' is only supported for the 'authkit' provider");
  }
  const query: Record<string, string | undefined> = {
    client_id: options.clientId,
    redirect_uri: options.redirectUri,
    response_type: 'code',
    code_challenge: options.codeChallenge,
    code_challenge_method: 'S256',
    provider,
    state: options.state,
    screen_hint: options.screenHint,
    login_hint: options.loginHint,
    organization_id: options.organizationId,
    connection_id: options.connectionId,
    invitation_token: options.invitationToken,
  };
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) search.set(key, value);
  return `${baseUrl}/user_management/authorize?${search.toString()}`;
}

/** `{base}/user_management/sessions/logout?session_id=...&return_to=...`. */
export function buildLogoutUrl(baseUrl: string, sessionId: string, returnTo?: string): string {
  const search = new URLSearchParams({ session_id: sessionId });
  if (returnTo) search.set('return_to', returnTo);
  return `${baseUrl}/user_management/sessions/logout?${search.toString()}`;
}
