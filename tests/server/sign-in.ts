// Signs in through the hosted HTML sign-in page with plain fetch, the way a browser would:
// GET authorize, post the form, follow the redirect to the callback and exchange the code.
// Other server tests use it to get real tokens.
import { createHash, randomBytes } from 'node:crypto';
import { TOTP, Secret } from 'otpauth';
import type { TestServer } from './test-server';

export interface SignInOptions {
  /** `organization_id` of the authorize request. */
  organizationId?: string;
  /** Base32 TOTP secret; when given, the TOTP step is answered with its current code. */
  totpSecret?: string;
  /** `state` of the authorize request. Default a random value, checked on return. */
  state?: string;
  /** User agent sent with the form post (stored on the session). */
  userAgent?: string;
  invitationToken?: string;
}

export interface SignInResult {
  accessToken: string;
  refreshToken: string;
  sessionId: string;
  organizationId: string | undefined;
  user: Record<string, unknown> & { id: string; email: string; external_id: string | null };
  claims: Record<string, unknown>;
  body: Record<string, unknown>;
}

export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(48).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

export function authorizeUrl(
  server: TestServer,
  params: Record<string, string | undefined>,
): string {
  const url = new URL('/user_management/authorize', server.url);
  const all: Record<string, string | undefined> = {
    client_id: server.config.clientId,
    redirect_uri: `${server.url}/callback`,
    response_type: 'code',
    code_challenge_method: 'S256',
    ...params,
  };
  for (const [key, value] of Object.entries(all))
    if (value !== undefined) url.searchParams.set(key, value);
  return url.toString();
}

const entities: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&#96;': '`',
};
export const unescapeHtml = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#39|#96);/g, (entity) => entities[entity] ?? entity);

/** The hidden fields of the first form on the page that posts to `action`. */
export function hiddenFields(html: string, action: string): Record<string, string> {
  const start = html.indexOf(`action="${action}"`);
  if (start < 0)
    throw new Error(`No form posting to ${action} on the page:\n${html.slice(0, 2000)}`);
  const form = html.slice(start, html.indexOf('</form>', start));
  const fields: Record<string, string> = {};
  for (const match of form.matchAll(
    /<input type="hidden" name="([^"]+)" value="([^"]*)"\s*\/?>/g,
  )) {
    fields[unescapeHtml(match[1] ?? '')] = unescapeHtml(match[2] ?? '');
  }
  return fields;
}

export async function postForm(
  url: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
) {
  return fetch(url, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}

export function decodeClaims(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >;
}

export async function exchangeCode(server: TestServer, code: string, verifier: string) {
  return fetch(`${server.url}/user_management/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      grant_type: 'authorization_code',
      code,
      code_verifier: verifier,
      client_id: server.config.clientId,
    }),
  });
}

/** Follows a sign-in or sign-up post to the callback; returns the code after checking state. */
export async function codeFromRedirect(response: Response, state: string): Promise<string> {
  if (response.status !== 303) {
    throw new Error(
      `Expected a redirect, got ${response.status}: ${(await response.text()).slice(0, 1500)}`,
    );
  }
  const location = new URL(response.headers.get('location') ?? '');
  if (location.searchParams.get('state') !== state)
    throw new Error(`state came back as ${location.searchParams.get('state')}`);
  const code = location.searchParams.get('code');
  if (!code) throw new Error(`No code in ${location}`);
  return code;
}

async function finish(server: TestServer, code: string, verifier: string): Promise<SignInResult> {
  const response = await exchangeCode(server, code, verifier);
  const body = (await response.json()) as Record<string, unknown>;
  if (response.status !== 200)
    throw new Error(`Code exchange failed: ${response.status} ${JSON.stringify(body)}`);
  const accessToken = body.access_token as string;
  const claims = decodeClaims(accessToken);
  return {
    accessToken,
    refreshToken: body.refresh_token as string,
    sessionId: claims.sid as string,
    organizationId: body.organization_id as string | undefined,
    user: body.user as SignInResult['user'],
    claims,
    body,
  };
}

export async function signIn(
  server: TestServer,
  email: string,
  password: string,
  options: SignInOptions = {},
): Promise<SignInResult> {
  const { verifier, challenge } = pkcePair();
  const state = options.state ?? randomBytes(8).toString('hex');
  const page = await fetch(
    authorizeUrl(server, {
      code_challenge: challenge,
      state,
      organization_id: options.organizationId,
      invitation_token: options.invitationToken,
    }),
  );
  if (page.status !== 200) throw new Error(`Sign-in page answered ${page.status}`);
  const fields = hiddenFields(await page.text(), '/user_management/authorize/sign-in');
  const headers: Record<string, string> = options.userAgent
    ? { 'user-agent': options.userAgent }
    : {};
  let response = await postForm(
    `${server.url}/user_management/authorize/sign-in`,
    { ...fields, email, password },
    headers,
  );
  if (response.status === 200 && options.totpSecret) {
    const totpFields = hiddenFields(await response.text(), '/user_management/authorize/totp');
    const code = new TOTP({ secret: Secret.fromBase32(options.totpSecret) }).generate();
    response = await postForm(
      `${server.url}/user_management/authorize/totp`,
      { ...totpFields, code },
      headers,
    );
  }
  return finish(server, await codeFromRedirect(response, state), verifier);
}

export interface SignUpInput {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

/** Creates an account through the hosted sign-up page and signs it in. */
export async function signUp(
  server: TestServer,
  input: SignUpInput,
  options: { invitationToken?: string } = {},
): Promise<SignInResult> {
  const { verifier, challenge } = pkcePair();
  const state = randomBytes(8).toString('hex');
  const page = await fetch(
    authorizeUrl(server, {
      code_challenge: challenge,
      state,
      screen_hint: 'sign-up',
      invitation_token: options.invitationToken,
    }),
  );
  const fields = hiddenFields(await page.text(), '/user_management/authorize/sign-up');
  const response = await postForm(`${server.url}/user_management/authorize/sign-up`, {
    ...fields,
    first_name: input.firstName,
    last_name: input.lastName,
    email: input.email,
    password: input.password,
  });
  return finish(server, await codeFromRedirect(response, state), verifier);
}

/** Calls authenticate with a refresh token (body mode, as a localhost page would). */
export async function refresh(
  server: TestServer,
  refreshToken: string,
  extra: Record<string, string> = {},
  headers: Record<string, string> = {},
) {
  return fetch(`${server.url}/user_management/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({
      grant_type: 'refresh_token',
      client_id: server.config.clientId,
      refresh_token: refreshToken,
      ...extra,
    }),
  });
}
