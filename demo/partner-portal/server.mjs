// A partner's portal, as a partner would build it: its own sign-in (one fixed demo user), its own
// session cookie, and a backend that uses the provider's official Node SDK against the Loyalty
// Console server to find or create its user and organization and to mint widget tokens for the
// page. The page loads the kit from the Loyalty Console server and asks this backend for tokens.
// The backend also subscribes to member events and shows the verified webhooks it receives
// (member-events.mjs).
//
//   WORKOS_API_KEY=sk_… node demo/partner-portal/server.mjs
//
// Environment: WORKOS_API_KEY (the key `npm start` prints, or your API_SECRET_KEY),
// LOYALTY_URL (default http://localhost:4000), PARTNER_PORT (default 4100), PARTNER_WEBHOOK_URL
// (where the Loyalty Console server reaches POST /webhooks; default http://127.0.0.1:<port>/webhooks).
import { randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { WorkOS } from '@workos-inc/node';
import { memberEvents } from './member-events.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const loyaltyUrl = new URL(process.env.LOYALTY_URL ?? 'http://localhost:4000');
const port = Number(process.env.PARTNER_PORT ?? 4100);
const apiKey = process.env.WORKOS_API_KEY ?? '';
if (!apiKey.startsWith('sk_')) {
  console.error('Set WORKOS_API_KEY to the management API key that `npm start` prints.');
  process.exit(1);
}

const workos = new WorkOS({
  apiKey,
  apiHostname: loyaltyUrl.hostname,
  port: loyaltyUrl.port ? Number(loyaltyUrl.port) : undefined,
  https: loyaltyUrl.protocol === 'https:',
  maxRetries: 2,
  timeout: 10_000,
});

const hooks = memberEvents(
  workos,
  process.env.PARTNER_WEBHOOK_URL ?? `http://127.0.0.1:${port}/webhooks`,
);

// The one demo account of this portal; its password is checked here, not by Loyalty Console.
const DEMO_USER = {
  email: 'pat@partner-portal.test',
  password: 'partner-demo',
  firstName: 'Pat',
  lastName: 'Partner',
};
const ORGANIZATION_EXTERNAL_ID = 'partner-portal-demo';
const WIDGET_SCOPES = {
  'users-management': ['widgets:users-table:manage'],
  'user-profile': [],
};

/** Finds or creates the portal's user, organization and admin membership through the SDK. */
async function provision() {
  await hooks.ensureSubscribed();
  const [existingUser] = (await workos.userManagement.listUsers({ email: DEMO_USER.email })).data;
  const user =
    existingUser ??
    (await workos.userManagement.createUser({
      email: DEMO_USER.email,
      firstName: DEMO_USER.firstName,
      lastName: DEMO_USER.lastName,
      emailVerified: true,
    }));
  const organization = await workos.organizations
    .getOrganizationByExternalId(ORGANIZATION_EXTERNAL_ID)
    .catch(async (error) => {
      if (error?.status !== 404) throw error;
      return workos.organizations.createOrganization({
        name: 'Partner Portal Demo',
        externalId: ORGANIZATION_EXTERNAL_ID,
      });
    });
  const memberships = await workos.userManagement.listOrganizationMemberships({
    userId: user.id,
    organizationId: organization.id,
  });
  if (memberships.data.length === 0) {
    await workos.userManagement.createOrganizationMembership({
      userId: user.id,
      organizationId: organization.id,
      roleSlug: 'admin',
    });
  }
  return { userId: user.id, organizationId: organization.id };
}

const sessions = new Map(); // session id -> { userId, organizationId }

const sameText = (a, b) => {
  const left = Buffer.from(String(a));
  const right = Buffer.from(String(b));
  return left.length === right.length && timingSafeEqual(left, right);
};

function sessionOf(request) {
  const match = /(?:^|;\s*)partner_session=([A-Za-z0-9_-]+)/.exec(request.headers.cookie ?? '');
  return match ? sessions.get(match[1]) : undefined;
}

function send(response, status, type, body, headers = {}) {
  response.writeHead(status, {
    'content-type': type,
    'cache-control': 'no-store',
    'content-security-policy': `default-src 'self'; script-src 'self' ${loyaltyUrl.origin}; connect-src 'self' ${loyaltyUrl.origin}; img-src 'self' data: ${loyaltyUrl.origin}; style-src 'self'`,
    ...headers,
  });
  response.end(body);
}

const page = (name) => fs.readFileSync(path.join(here, name), 'utf8');

async function readBody(request, limit) {
  let body = '';
  for await (const chunk of request) {
    body += chunk;
    if (body.length > limit) break;
  }
  return body;
}

const readForm = async (request) => new URLSearchParams(await readBody(request, 4096));

const server = http.createServer(async (request, response) => {
  try {
    const url = new URL(request.url ?? '/', `http://localhost:${port}`);
    if (request.method === 'GET' && url.pathname === '/') {
      if (!sessionOf(request)) return send(response, 303, 'text/plain', '', { location: '/login' });
      const html = page('portal.html')
        .replaceAll('{{LOYALTY_ORIGIN}}', loyaltyUrl.origin)
        .replaceAll('{{API_HOSTNAME}}', loyaltyUrl.hostname)
        .replaceAll('{{API_PORT}}', loyaltyUrl.port)
        .replaceAll('{{API_HTTPS}}', String(loyaltyUrl.protocol === 'https:'));
      return send(response, 200, 'text/html; charset=utf-8', html);
    }
    if (request.method === 'GET' && url.pathname === '/login')
      return send(response, 200, 'text/html; charset=utf-8', page('login.html'));
    if (
      request.method === 'GET' &&
      (url.pathname === '/portal.js' || url.pathname === '/portal.css')
    ) {
      const type = url.pathname.endsWith('.js') ? 'text/javascript' : 'text/css';
      return send(response, 200, type, page(url.pathname.slice(1)));
    }
    if (request.method === 'POST' && url.pathname === '/login') {
      const form = await readForm(request);
      if (
        !sameText(form.get('email') ?? '', DEMO_USER.email) ||
        !sameText(form.get('password') ?? '', DEMO_USER.password)
      )
        return send(response, 303, 'text/plain', '', { location: '/login?failed=1' });
      const id = randomBytes(24).toString('base64url');
      sessions.set(id, await provision());
      return send(response, 303, 'text/plain', '', {
        location: '/',
        'set-cookie': `partner_session=${id}; HttpOnly; SameSite=Lax; Path=/`,
      });
    }
    if (request.method === 'POST' && url.pathname === '/logout') {
      return send(response, 303, 'text/plain', '', {
        location: '/login',
        'set-cookie': 'partner_session=; Max-Age=0; Path=/',
      });
    }
    // Webhook deliveries from the Loyalty Console server (verified in member-events.mjs).
    if (request.method === 'POST' && url.pathname === '/webhooks') {
      const status = await hooks.receive(
        await readBody(request, 256 * 1024),
        request.headers['workos-signature'],
      );
      return send(response, status, 'text/plain', status === 200 ? 'ok' : 'invalid signature');
    }
    // The page's list of member events (its organization's only).
    if (request.method === 'GET' && url.pathname === '/api/member-events') {
      const session = sessionOf(request);
      if (!session)
        return send(
          response,
          401,
          'application/json',
          JSON.stringify({ message: 'Sign in first' }),
        );
      const events = hooks.recent(session.organizationId);
      return send(response, 200, 'application/json', JSON.stringify({ events }));
    }
    // The token function on the page calls this; only this backend holds the secret key.
    if (request.method === 'GET' && url.pathname === '/api/widget-token') {
      const session = sessionOf(request);
      if (!session)
        return send(
          response,
          401,
          'application/json',
          JSON.stringify({ message: 'Sign in first' }),
        );
      const scopes = WIDGET_SCOPES[url.searchParams.get('widget') ?? ''];
      if (!scopes)
        return send(
          response,
          400,
          'application/json',
          JSON.stringify({ message: 'Unknown widget' }),
        );
      const { token } = await workos.widgets.createToken({
        organizationId: session.organizationId,
        userId: session.userId,
        scopes,
      });
      return send(response, 200, 'application/json', JSON.stringify({ token }));
    }
    return send(response, 404, 'text/plain', 'Not found');
  } catch (error) {
    console.error('Partner portal:', error?.message ?? error);
    return send(
      response,
      502,
      'application/json',
      JSON.stringify({ message: 'The identity service did not answer as expected' }),
    );
  }
});

server.listen(port, '127.0.0.1', () => {
  // Subscribed at start when Loyalty Console is up; otherwise at the first sign-in.
  hooks
    .ensureSubscribed()
    .catch((error) =>
      console.error('Partner portal: webhook subscription failed:', error?.message),
    );
  console.log(
    `\n  Partner portal demo: http://localhost:${port}/  (sign in as ${DEMO_USER.email} / ${DEMO_USER.password})`,
  );
  console.log(
    `  Using Loyalty Console at ${loyaltyUrl.origin} with the key ending …${apiKey.slice(-4)}\n`,
  );
});
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => server.close(() => process.exit(0)));
