// Validation of the hosted sign-in query (API-CONTRACT.md §1, SPEC.md §5). Pure, so the same
// rules apply to the GET that shows the page and to the forms posted from it.
import type { InvitationView } from './invitation-lookup';

export interface AuthorizeRequest {
  clientId: string;
  redirectUri: string;
  codeChallenge: string;
  provider: string;
  screenHint: 'sign-in' | 'sign-up';
  state?: string;
  loginHint?: string;
  organizationId?: string;
  connectionId?: string;
  invitationToken?: string;
  /** What `invitationToken` stands for, looked up by the routes (see invitation-lookup.ts). */
  invitation?: InvitationView | undefined;
  /** The anti-forgery token the page's forms carry (set by the routes, see form-token.ts). */
  formToken?: string;
}

export type AuthorizeParseResult =
  { ok: true; request: AuthorizeRequest } | { ok: false; field: string; message: string };

export interface AuthorizeRules {
  clientId: string;
  redirectUris: string[];
}

/** Query keys of the authorize request, also carried as hidden fields by the forms. */
export const AUTHORIZE_KEYS = [
  'client_id',
  'redirect_uri',
  'response_type',
  'code_challenge',
  'code_challenge_method',
  'provider',
  'state',
  'screen_hint',
  'login_hint',
  'organization_id',
  'connection_id',
  'invitation_token',
] as const;

const maxLengths: Record<string, number> = { state: 2048, login_hint: 320, redirect_uri: 2048 };

export function parseAuthorizeRequest(
  query: Record<string, unknown>,
  rules: AuthorizeRules,
): AuthorizeParseResult {
  const values: Record<string, string | undefined> = {};
  for (const key of AUTHORIZE_KEYS) {
    const value = query[key];
    if (value === undefined || value === '') continue; // Empty values are dropped (contract).
    if (typeof value !== 'string') return fail(key, `${key} must be given once, as text`);
    if (value.length > (maxLengths[key] ?? 256)) return fail(key, `${key} is too long`);
    values[key] = value;
  }

  if (!values.client_id) return fail('client_id', 'client_id is required');
  if (values.client_id !== rules.clientId)
    return fail('client_id', `Unknown client_id "${values.client_id}"`);
  if (!values.redirect_uri) return fail('redirect_uri', 'redirect_uri is required');
  if (!rules.redirectUris.includes(values.redirect_uri)) {
    return fail(
      'redirect_uri',
      `redirect_uri "${values.redirect_uri}" is not registered for this client`,
    );
  }
  if (values.response_type !== 'code') return fail('response_type', 'response_type must be "code"');
  // Without PKCE (a confidential client's request, e.g. the Node SDK's getAuthorizationUrl) the
  // code can later be exchanged only with the client secret; see authenticate-routes.
  if (!values.code_challenge) {
    if (values.code_challenge_method !== undefined)
      return fail('code_challenge', 'code_challenge is required with code_challenge_method');
  } else if (!/^[A-Za-z0-9_-]{43}$/.test(values.code_challenge)) {
    return fail(
      'code_challenge',
      'code_challenge must be a base64url SHA-256 hash (43 characters)',
    );
  }
  if (values.code_challenge && values.code_challenge_method !== 'S256') {
    return fail('code_challenge_method', 'code_challenge_method must be "S256"');
  }
  const provider = values.provider ?? 'authkit';
  if (provider !== 'authkit')
    return fail('provider', `Provider "${provider}" is not available on this server`);
  const hint = values.screen_hint ?? 'sign-in';
  if (hint !== 'sign-in' && hint !== 'sign-up')
    return fail('screen_hint', 'screen_hint must be "sign-in" or "sign-up"');

  return {
    ok: true,
    request: {
      clientId: values.client_id,
      redirectUri: values.redirect_uri,
      codeChallenge: values.code_challenge ?? '',
      provider,
      screenHint: hint,
      state: values.state,
      loginHint: values.login_hint,
      organizationId: values.organization_id,
      connectionId: values.connection_id,
      invitationToken: values.invitation_token,
    },
  };
}

function fail(field: string, message: string): AuthorizeParseResult {
  return { ok: false, field, message };
}

/** The request as query/hidden-field pairs, to rebuild links and forms; the screen hint is set by the caller. */
export function authorizeParams(request: AuthorizeRequest): Record<string, string> {
  const params: Record<string, string | undefined> = {
    client_id: request.clientId,
    redirect_uri: request.redirectUri,
    response_type: 'code',
    code_challenge: request.codeChallenge || undefined,
    code_challenge_method: request.codeChallenge ? 'S256' : undefined,
    provider: request.provider,
    state: request.state,
    login_hint: request.loginHint,
    organization_id: request.organizationId,
    connection_id: request.connectionId,
    invitation_token: request.invitationToken,
  };
  return Object.fromEntries(
    Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}
