// Statistics refreshed after a directory's burst of new members (server/db/member-statistics.ts,
// issues #33 and #36): autovacuum would analyze only once 10% of a table changed, and until then
// the members page is planned for the organization's old size (read it all, then sort). Every
// `membersAddedBeforeAnalyze` members a process adds through SCIM, it analyzes the member tables.
// PostgreSQL only (PGlite has its own maintenance); skipped without TEST_DATABASE_URL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oktaUser, scim, scimDirectory, type ScimDirectory } from './scim-fixtures';
import { startTestServer, type TestServer } from './test-server';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe.runIf(onPostgres)('member statistics after a directory push (PostgreSQL)', () => {
  let server: TestServer;
  let okta: ScimDirectory;

  beforeAll(async () => {
    server = await startTestServer();
    server.config.membersAddedBeforeAnalyze = 3;
    okta = await scimDirectory(server, 'okta scim v2.0', 'stats.test');
  });
  afterAll(async () => server?.close());

  /** How many times memberships and member_roles were analyzed (all analyzes, any process). */
  const analyzes = async () => {
    const rows = await server.ctx.db.query<{ relname: string; analyzes: number }>(
      `SELECT relname, analyze_count::int AS analyzes FROM pg_stat_user_tables
        WHERE schemaname = current_schema() AND relname IN ('memberships', 'member_roles')
        ORDER BY relname`,
    );
    return rows.map((row) => row.analyzes);
  };

  const push = async (from: number, count: number) => {
    for (let index = from; index < from + count; index++) {
      const answer = await scim(
        okta,
        'POST',
        '/Users',
        oktaUser(`person${index}@stats.test`, 'Person', `${index}`),
      );
      expect(answer.status).toBe(201);
    }
  };

  it('given members pushed one request each, should analyze the member tables every third one, not before', async () => {
    const [memberships, roles] = await analyzes();
    await push(0, 2);
    // Statistics reach pg_stat_user_tables within about a second of the analyze.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await analyzes()).toEqual([memberships, roles]);
    await push(2, 1);
    await expect
      .poll(analyzes, { timeout: 10_000, interval: 250 })
      .toEqual([memberships! + 1, roles! + 1]);
  });
});
