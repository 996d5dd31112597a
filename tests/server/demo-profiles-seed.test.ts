import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './test-server';

describe('demo seed: profile picture and sessions', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({}, { seed: true });
  });

  afterAll(async () => {
    await server?.close();
  });

  it('given the seed, should give the demo admin a data: URL picture and the others none', async () => {
    const rows = await server.ctx.db.query<{ email: string; url: string | null }>(
      `SELECT email, profile_picture_url AS url FROM users
        WHERE email IN ('admin@acme.test', 'member@acme.test') ORDER BY email`,
    );
    expect(
      rows.map((row) => [row.email, row.url?.startsWith('data:image/svg+xml;base64,')]),
    ).toEqual([
      ['admin@acme.test', true],
      ['member@acme.test', undefined],
    ]);
  });

  it('given the seed, should give the demo users open sessions on several systems and places', async () => {
    const rows = await server.ctx.db.query<{ email: string; agents: string[]; places: string[] }>(
      `SELECT u.email, array_agg(s.user_agent) AS agents,
              array_agg(coalesce(s.city_name, '?')) AS places
         FROM sessions s JOIN users u ON u.id = s.user_id
        WHERE s.ended_at IS NULL GROUP BY u.email ORDER BY u.email`,
    );
    const byEmail = Object.fromEntries(rows.map((row) => [row.email, row]));
    expect(byEmail['admin@acme.test']?.agents.length).toBeGreaterThanOrEqual(5);
    expect(byEmail['member@acme.test']?.agents.length).toBeGreaterThanOrEqual(3);
    expect(byEmail['mfa@acme.test']?.agents.length).toBeGreaterThanOrEqual(2);
    // One member session has no location, for the 'Unknown location' state.
    expect(byEmail['member@acme.test']?.places).toContain('?');
    expect(new Set(byEmail['member@acme.test']?.places).size).toBe(3);
  });
});
