// Every server route fed generated malformed input (fast-check): bodies that are not JSON, JSON
// of the wrong shape or type, garbage path parameters and query strings, wrong content types,
// with a valid admin token, a forged token and none. The server answers 4xx, never 5xx (or a
// dropped connection), and no data row changes. The routes come from the server's own route
// table, so a new route is covered the day it is added.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './test-server';
import { createActor, createOrganization, type Actor } from './widgets-fixtures';
import { secretKeys } from '../../server/domain/secret-keys';

interface Route {
  method: string;
  path: string;
}

/** Full paths and methods from Fastify's printed route tree. */
function routesOf(tree: string): Route[] {
  const stack: string[] = [];
  const routes: Route[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+) \(([^)]+)\)/u.exec(line);
    if (!match) continue;
    const depth = Math.round((match[1] ?? '').length / 4);
    const path = (stack[depth - 1] ?? '') + (match[2] ?? '');
    stack[depth] = path;
    stack.length = depth + 1;
    for (const method of (match[3] ?? '').split(', ')) routes.push({ method, path });
  }
  return routes;
}

// Tables whose rows are the product's data. Sign-in attempt counters (a refused sign-in is
// counted on purpose), the mail outbox and test-mode controls are left out.
const DATA_TABLES = [
  'organizations',
  'roles',
  'users',
  'memberships',
  'sessions',
  'refresh_tokens',
  'authorization_codes',
  'signing_keys',
  'totp_factors',
  'elevated_access_tokens',
  'sso_connections',
  'domains',
  'product_organizations',
];

const malformedBody = fc.oneof(
  // Not JSON at all, sent as JSON.
  fc.record({
    type: fc.constant('application/json'),
    body: fc.oneof(fc.constantFrom('{', '{"a":', '[1,', 'nul', "{'a':1}", '\u0000'), fc.string()),
  }),
  // JSON of the wrong type or shape.
  fc.record({
    type: fc.constant('application/json'),
    body: fc
      .oneof(
        fc.array(fc.anything(), { maxLength: 3 }),
        fc.integer(),
        fc.string(),
        fc.constant(null),
        fc.dictionary(
          fc.constantFrom(
            'email',
            'roles',
            'code',
            'name',
            'tier',
            'grant_type',
            'refresh_token',
            'client_id',
            'firstName',
            'password',
            'currentSessionId',
            'authenticationChallengeId',
          ),
          fc.oneof(fc.integer(), fc.constant(null), fc.array(fc.integer()), fc.object()),
          { minKeys: 1 },
        ),
      )
      .map((value) => JSON.stringify(value)),
  }),
  // A body the server does not speak.
  fc.record({
    type: fc.constantFrom('text/plain', 'application/xml', 'multipart/form-data'),
    body: fc.string({ maxLength: 200 }),
  }),
);

const garbageSegment = fc.oneof(
  fc.string({ minLength: 1, maxLength: 40 }),
  fc.constantFrom('..', '%00', '%ff', "' OR 1=1 --", 'a'.repeat(3000), '0', '-1', 'null'),
);

const garbageQuery = fc.dictionary(
  fc.constantFrom(
    'after',
    'before',
    'limit',
    'role',
    'search',
    'intent',
    'session_id',
    'return_to',
    'client_id',
    'redirect_uri',
    'code_challenge',
  ),
  fc.oneof(
    fc.string({ maxLength: 50 }),
    fc.constantFrom('-1', '1e309', '[]', '{}', 'a'.repeat(2000)),
  ),
  { maxKeys: 3 },
);

describe('reliability: malformed input on every route', () => {
  let server: TestServer;
  let admin: Actor;
  let routes: Route[];
  let secretKey: string;

  beforeAll(async () => {
    server = await startTestServer({}, { seed: true });
    const organizationId = await createOrganization(server, 'Fuzz Co');
    admin = await createActor(server, organizationId, { email: 'admin@fuzz.test' });
    // The management API's key, so its routes get past the key check to validation.
    secretKey = (await secretKeys(server.ctx)).keys[0] ?? '';
    routes = routesOf(server.app.printRoutes({ commonPrefix: false })).filter(
      (route) =>
        route.method !== 'HEAD' &&
        route.method !== 'OPTIONS' &&
        // Test-mode controls exist to change rows on request (tokens, faults, settings).
        !route.path.startsWith('/_test/'),
    );
  });

  afterAll(async () => {
    await server.close();
  });

  async function checksum(): Promise<Record<string, string>> {
    const sums: Record<string, string> = {};
    for (const table of DATA_TABLES) {
      const [row] = await server.ctx.db.query<{ sum: string | null }>(
        `SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS sum FROM ${table} t`,
      );
      sums[table] = row?.sum ?? '';
    }
    return sums;
  }

  it('should find the routes of every surface', () => {
    const paths = routes.map((route) => route.path);
    expect(paths).toContain('/_widgets/UserManagement/members/:id');
    expect(paths).toContain('/user_management/authenticate');
    expect(paths).toContain('/api/organizations');
    expect(paths).toContain('/admin-portal/domains/:id/verify');
    expect(paths).toContain('/user_management/organization_memberships/:id');
    expect(routes.length).toBeGreaterThan(30);
  });

  it('given generated malformed requests, should answer 4xx and change no data row', async () => {
    let before = await checksum();
    const failures: string[] = [];
    const statuses: Record<number, number> = {};
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes),
        malformedBody,
        garbageSegment,
        garbageQuery,
        fc.constantFrom<'admin' | 'forged' | 'none' | 'secret'>(
          'admin',
          'forged',
          'none',
          'secret',
        ),
        async (route, body, segment, query, auth) => {
          const path = route.path.replace(/:[A-Za-z]+/g, encodeURIComponent(segment));
          const url = new URL(path, server.url);
          for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
          const headers: Record<string, string> = {
            'workos-widgets-version': '1',
            'workos-widgets-type': 'user-management',
          };
          if (auth === 'admin') headers.authorization = `Bearer ${admin.token}`;
          if (auth === 'forged') headers.authorization = `Bearer ${admin.token.slice(0, -6)}AAAAAA`;
          if (auth === 'secret') headers.authorization = `Bearer ${secretKey}`;
          const hasBody = route.method !== 'GET';
          if (hasBody) headers['content-type'] = body.type;
          let status = 0;
          try {
            const response = await fetch(url, {
              method: route.method,
              headers,
              redirect: 'manual',
              ...(hasBody ? { body: body.body } : {}),
            });
            status = response.status;
            await response.arrayBuffer();
          } catch {
            status = 0;
          }
          statuses[status] = (statuses[status] ?? 0) + 1;
          // Pages that take no input may answer 200 or redirect; nothing may fail or drop.
          if (status === 0 || status >= 500)
            failures.push(
              `${route.method} ${path} (${body.type}: ${body.body.slice(0, 40)}) -> ${status}`,
            );
          const after = await checksum();
          const changed = DATA_TABLES.filter((table) => after[table] !== before[table]);
          if (changed.length > 0) {
            failures.push(`${route.method} ${path} -> ${status} changed ${changed.join(', ')}`);
            before = after;
          }
          return true;
        },
      ),
      {
        numRuns: Number(process.env.FUZZ_RUNS ?? 400),
        seed: Number(process.env.FUZZ_SEED ?? 20261122),
        endOnFailure: true,
      },
    );
    if (process.env.FUZZ_VERBOSE) console.log(statuses);
    expect(failures).toEqual([]);
    // Most answers are refusals: the generated input reaches validation, not just routing.
    const refused = Object.entries(statuses)
      .filter(([status]) => Number(status) >= 400)
      .reduce((sum, [, count]) => sum + count, 0);
    expect(refused).toBeGreaterThan(0.75 * Number(process.env.FUZZ_RUNS ?? 400));
    // 400 runs, each with a checksum of every data table: on PostgreSQL under a loaded machine
    // this takes longer than the default 30 s.
  }, 120_000);
});
