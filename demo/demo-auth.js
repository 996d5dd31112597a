// How the demo pages get an access token for the widgets, without any framework.
//
// 1. The dashboard's session: the dashboard (same origin) keeps its last authentication result
//    in localStorage under "loyalty-auth:session" in dev mode (localhost). A fresh access token
//    from it is used as is; an expiring one is refreshed with its refresh token through
//    POST /user_management/authenticate, under the same Web Lock the dashboard uses, and the
//    rotated result is written back so the dashboard keeps working.
// 2. Outside dev mode the refresh token is an HttpOnly cookie: when the session marker cookie
//    exists, the refresh is sent with credentials instead.
// 3. A server in test mode (NODE_ENV=test) also answers POST /_test/token: used as a last resort
//    with the demo admin, so the pages work in tests without signing in.

const CLIENT_ID = 'client_loyalty_dashboard';
const SESSION_KEY = 'loyalty-auth:session';
const REFRESH_LOCK = 'loyalty-auth-refresh';
const TEST_EMAIL = 'admin@acme.test';
const REFRESH_BEFORE_MS = 30_000;

let cached = null; // { token, source: 'dashboard' | 'cookie' | 'test' }
let testServerAllowed = true;

/**
 * Whether to ask POST /_test/token when there is no dashboard session (default yes). A page
 * that knows its server is not in test mode (the docs pages) turns it off: the request would
 * only fail there, with an error in the console.
 */
export function allowTestServerToken(allowed) {
  testServerAllowed = allowed;
}
let inFlight = null;

function claimsOf(token) {
  try {
    const payload = token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/');
    const bytes = Uint8Array.from(atob(payload), (c) => c.charCodeAt(0));
    return JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return {};
  }
}

function isFresh(token) {
  const { exp } = claimsOf(token);
  return typeof exp !== 'number' || exp * 1000 - REFRESH_BEFORE_MS > Date.now();
}

function readStoredSession() {
  try {
    const session = JSON.parse(localStorage.getItem(SESSION_KEY) ?? 'null');
    return session && typeof session.accessToken === 'string' ? session : null;
  } catch {
    return null;
  }
}

// Same shape as the dashboard's auth client stores (camel-cased authenticate response).
function toStoredSession(json) {
  const user = json.user ?? {};
  return {
    user: {
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
    },
    organizationId: json.organization_id ?? null,
    accessToken: json.access_token,
    refreshToken: json.refresh_token ?? '',
    authenticationMethod: json.authentication_method ?? null,
    impersonator: json.impersonator ?? null,
  };
}

function hasSessionCookie() {
  return document.cookie.split(';').some((part) => part.trim().startsWith('workos-has-session='));
}

async function refresh(stored, targetOrganizationId) {
  const body = { grant_type: 'refresh_token', client_id: CLIENT_ID };
  if (stored?.refreshToken) body.refresh_token = stored.refreshToken;
  const organizationId =
    targetOrganizationId ??
    (stored ? (claimsOf(stored.accessToken).org_id ?? stored.organizationId) : undefined);
  if (organizationId) body.organization_id = organizationId;
  const response = await fetch('/user_management/authenticate', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    credentials: 'include',
    body: JSON.stringify(body),
  });
  const json = await response.json().catch(() => null);
  if (!response.ok || !json?.access_token) {
    throw new Error(json?.error_description ?? 'The dashboard session could not be refreshed.');
  }
  if (stored?.refreshToken)
    localStorage.setItem(SESSION_KEY, JSON.stringify(toStoredSession(json)));
  return json.access_token;
}

async function fromDashboard() {
  const run = async () => {
    // Another tab (the dashboard) may have refreshed while this one waited for the lock.
    const stored = readStoredSession();
    if (stored && isFresh(stored.accessToken)) return stored.accessToken;
    if (stored?.refreshToken || hasSessionCookie()) return refresh(stored);
    return null;
  };
  return navigator.locks ? navigator.locks.request(REFRESH_LOCK, run) : run();
}

async function fromTestServer(organizationId) {
  const response = await fetch('/_test/token', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: TEST_EMAIL, ...(organizationId ? { organizationId } : {}) }),
  }).catch(() => null);
  if (!response?.ok) return null;
  const json = await response.json();
  return json.accessToken ?? null;
}

async function obtain() {
  let dashboardError = null;
  try {
    const dashboard = await fromDashboard();
    if (dashboard) return { token: dashboard, source: 'dashboard' };
  } catch (error) {
    dashboardError = error;
  }
  const test = testServerAllowed ? await fromTestServer() : null;
  if (test) return { token: test, source: 'test' };
  throw (
    dashboardError ?? new Error('Not signed in: sign in on the dashboard, then reload this page.')
  );
}

/** The current access token; the widgets call this as their `authToken` function. */
export function getDemoToken() {
  if (cached && isFresh(cached.token)) return Promise.resolve(cached.token);
  inFlight ??= obtain()
    .then((result) => {
      cached = result;
      return result.token;
    })
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

/** Where the last token came from: 'dashboard', 'test' or null before the first one. */
export function tokenSource() {
  return cached?.source ?? null;
}

/** The signed-in user's e-mail from the dashboard session, if any. */
export function signedInEmail() {
  return readStoredSession()?.user?.email ?? null;
}

/**
 * Switches the session to another organization, as a partner's `switchToOrganization` would:
 * a refresh with `organization_id` (the dashboard session), or a new test-mode token. Rejects
 * with the server's reason when the switch is refused.
 */
export async function switchDemoOrganization({ organizationId }) {
  await getDemoToken();
  let token;
  if (cached?.source === 'test') {
    token = await fromTestServer(organizationId);
    if (!token) throw new Error('The test server refused the switch.');
  } else {
    const run = () => refresh(readStoredSession(), organizationId);
    token = await (navigator.locks ? navigator.locks.request(REFRESH_LOCK, run) : run());
  }
  cached = { token, source: cached?.source ?? 'dashboard' };
}
