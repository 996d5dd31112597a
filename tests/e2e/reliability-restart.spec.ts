// The server is killed (SIGKILL) while the dashboard is open and invitations are being written,
// then started again on the same port and data directory: every invitation the server
// acknowledged is stored exactly once, the session survives, and the open page works again
// without a reload. Runs its own server (not the suite's), since it kills it.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../scripts/test-server.mjs';
import { ADMIN_EMAIL, expect, signIn, test } from './fixtures';

interface Server {
  child: ChildProcess;
  url: string;
}

async function startServer(port: number, dataDir: string): Promise<Server> {
  const url = `http://localhost:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    stdio: 'ignore',
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: url,
      ALLOWED_ORIGINS: url,
      REDIRECT_URIS: `${url}/callback,${url}/`,
      LOG_LEVEL: 'warn',
    },
  });
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/sso/jwks/client_loyalty_dashboard`)).ok) return { child, url };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('server did not start within 90 s');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function kill(server: Server): Promise<void> {
  if (server.child.exitCode !== null) return;
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGKILL');
  await exited;
}

test('given writes in flight when the server is killed and restarted, should keep every acknowledged write and recover the open page', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'loyalty-restart-'));
  let server = await startServer(port, dataDir);
  try {
    await signIn(page, ADMIN_EMAIL, undefined, `${server.url}/settings/user-management`);
    const widget = page.locator('users-management');
    await expect(widget.getByRole('table').locator('tbody tr').first()).toBeVisible();

    // Four lanes of invitations from the page, with the page's own token, until the server dies.
    await page.evaluate((base) => {
      const state = { acknowledged: [] as string[], failed: 0 };
      (window as unknown as { __writes: typeof state }).__writes = state;
      const token = JSON.parse(localStorage.getItem('loyalty-auth:session')!).accessToken;
      const lane = async (laneIndex: number) => {
        for (let index = 0; state.failed < 8; index += 1) {
          const email = `restart-${laneIndex}-${index}@example.com`;
          try {
            const response = await fetch(`${base}/_widgets/UserManagement/invite-user`, {
              method: 'POST',
              headers: {
                authorization: `Bearer ${token}`,
                'content-type': 'application/json',
                'workos-widgets-version': '1',
                'workos-widgets-type': 'user-management',
              },
              body: JSON.stringify({ email, roles: ['member'] }),
            });
            if (response.ok) state.acknowledged.push(email);
            else state.failed += 1;
          } catch {
            state.failed += 1;
          }
        }
      };
      for (let laneIndex = 0; laneIndex < 4; laneIndex += 1) void lane(laneIndex);
    }, server.url);
    const writes = () =>
      page.evaluate(
        () =>
          (window as unknown as { __writes: { acknowledged: string[]; failed: number } }).__writes,
      );
    await expect.poll(async () => (await writes()).acknowledged.length).toBeGreaterThan(10);
    await kill(server);
    await expect.poll(async () => (await writes()).failed).toBeGreaterThanOrEqual(8);
    const acknowledged = (await writes()).acknowledged;

    // While the server is down, the user searches: the widget cannot load.
    const search = widget.getByRole('searchbox', { name: 'Search users' });
    await search.fill(acknowledged[0]!);

    server = await startServer(port, dataDir);

    // Every acknowledged write is there, exactly once.
    const minted = await fetch(`${server.url}/_test/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: ADMIN_EMAIL }),
    });
    const { accessToken } = (await minted.json()) as { accessToken: string };
    const missing: string[] = [];
    for (const email of acknowledged) {
      const listed = await fetch(
        `${server.url}/_widgets/UserManagement/members?limit=10&search=${encodeURIComponent(email)}`,
        {
          headers: {
            authorization: `Bearer ${accessToken}`,
            'workos-widgets-version': '1',
            'workos-widgets-type': 'user-management',
          },
        },
      );
      const body = (await listed.json()) as { data: Array<{ email: string }> };
      if (body.data.filter((member) => member.email === email).length !== 1) missing.push(email);
    }
    expect(missing, `${acknowledged.length} acknowledged`).toEqual([]);

    // The open page recovers by itself: no reload, no click on Retry.
    await expect(
      widget.getByRole('table').locator('tbody tr').filter({ hasText: acknowledged[0]! }),
    ).toBeVisible({ timeout: 30_000 });
    await search.fill(acknowledged.at(-1)!);
    await expect(
      widget
        .getByRole('table')
        .locator('tbody tr')
        .filter({ hasText: acknowledged.at(-1)! }),
    ).toBeVisible();
  } finally {
    await kill(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
