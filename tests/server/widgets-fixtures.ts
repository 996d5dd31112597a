// Fixtures for the widgets and admin-portal contract tests: rows written straight into the
// test server's database and access tokens signed with the server's own key, so these tests
// depend on nothing but the schema and keys.ts.
import { signAccessToken } from '../../server/domain/signing-keys';
import { newId } from '../../server/ids';
import type { TestServer } from './test-server';

export const ADMIN_PERMISSIONS = [
  'widgets:users-table:manage',
  'widgets:sso-connection:manage',
  'widgets:domain-verification:manage',
];

export async function createOrganization(
  server: TestServer,
  name: string,
  multipleRoles = false,
): Promise<string> {
  const id = newId('org');
  await server.ctx.db.query(
    'INSERT INTO organizations (id, name, multiple_roles_enabled) VALUES ($1, $2, $3)',
    [id, name, multipleRoles],
  );
  await server.ctx.db.query(
    `INSERT INTO roles (organization_id, slug, name, description, is_default, permissions, position) VALUES
       ($1, 'admin', 'Admin', 'Manages the organization', false, $2, 0),
       ($1, 'member', 'Member', null, true, '{}', 1)`,
    [id, ADMIN_PERMISSIONS],
  );
  return id;
}

export interface UserInput {
  email: string;
  firstName?: string;
  lastName?: string;
  passwordHash?: string;
}

export async function createUser(server: TestServer, input: UserInput): Promise<string> {
  const id = newId('user');
  await server.ctx.db.query(
    `INSERT INTO users (id, email, email_verified, first_name, last_name, password_hash) VALUES ($1, $2, true, $3, $4, $5)`,
    [id, input.email, input.firstName ?? null, input.lastName ?? null, input.passwordHash ?? null],
  );
  return id;
}

export async function addMember(
  server: TestServer,
  organizationId: string,
  userId: string | null,
  email: string,
  options: {
    roles?: string[];
    status?: 'Active' | 'Invited' | 'InviteRevoked';
    inviteExpiresAt?: Date;
    createdAt?: Date;
  } = {},
): Promise<string> {
  const id = newId('om');
  await server.ctx.db.query(
    `INSERT INTO memberships (id, organization_id, user_id, email, status, role_slugs, invite_expires_at, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      id,
      organizationId,
      userId,
      email,
      options.status ?? 'Active',
      options.roles ?? ['member'],
      options.inviteExpiresAt ?? null,
      options.createdAt ?? new Date(),
    ],
  );
  return id;
}

export async function createSession(
  server: TestServer,
  userId: string,
  organizationId: string | null,
): Promise<string> {
  const id = newId('session');
  await server.ctx.db.query(
    `INSERT INTO sessions (id, user_id, organization_id, client_id, user_agent, ip_address, city_name, country_iso_code)
     VALUES ($1, $2, $3, 'client_loyalty_dashboard', 'Mozilla/5.0 (Macintosh) Firefox/130.0', '203.0.113.7', 'Lisbon', 'PT')`,
    [id, userId, organizationId],
  );
  return id;
}

export interface TokenInput {
  userId: string;
  sessionId: string;
  organizationId?: string;
  permissions?: string[];
  ttlSeconds?: number;
}

export function signToken(server: TestServer, input: TokenInput): Promise<string> {
  return signAccessToken(
    server.ctx.db,
    {
      sub: input.userId,
      sid: input.sessionId,
      ...(input.organizationId
        ? {
            org_id: input.organizationId,
            role: 'admin',
            roles: ['admin'],
            permissions: input.permissions ?? ADMIN_PERMISSIONS,
          }
        : {}),
    },
    { issuer: server.config.publicUrl, ttlSeconds: input.ttlSeconds ?? 300 },
  );
}

/** A signed-in person: user, Active membership (admin by default), session and token. */
export interface Actor {
  userId: string;
  membershipId: string;
  sessionId: string;
  token: string;
  email: string;
}

export async function createActor(
  server: TestServer,
  organizationId: string,
  input: UserInput & { roles?: string[]; permissions?: string[] },
): Promise<Actor> {
  const userId = await createUser(server, input);
  const membershipId = await addMember(server, organizationId, userId, input.email, {
    roles: input.roles ?? ['admin'],
  });
  const sessionId = await createSession(server, userId, organizationId);
  const token = await signToken(server, {
    userId,
    sessionId,
    organizationId,
    permissions:
      input.permissions ?? (input.roles?.includes('admin') === false ? [] : ADMIN_PERMISSIONS),
  });
  return { userId, membershipId, sessionId, token, email: input.email };
}

export interface CallOptions {
  token?: string | undefined;
  method?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

/** Calls the widgets API the way the widget clients do (headers of API-CONTRACT.md §2). */
export async function widgetCall(server: TestServer, path: string, options: CallOptions = {}) {
  const response = await fetch(`${server.url}${path}`, {
    method: options.method ?? 'GET',
    cache: 'no-store',
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      'workos-widgets-version': '1',
      'workos-widgets-type': 'user-management',
      'content-type': 'application/json',
      ...options.headers,
    },
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
  });
  const text = await response.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: response.status, headers: response.headers, body: json as any, text };
}

export async function latestMail(server: TestServer, to: string) {
  const [row] = await server.ctx.db.query<{ subject: string; body: string; kind: string }>(
    'SELECT subject, body, kind FROM mail_outbox WHERE to_email = $1 ORDER BY created_at DESC, id DESC LIMIT 1',
    [to],
  );
  return row;
}

/** A management API call with `secret` (GET without a body, POST with one). */
export function managementCall(
  server: TestServer,
  secret: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  return fetch(`${server.url}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json', ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}
