// The end-to-end layer's servers: each Playwright worker starts its own (tests/e2e/fixtures.ts,
// a worker-scoped fixture), in test mode on a port of its own with a fresh data directory, so
// state a test sets on its server (faults, test settings, data) is seen by no other worker.
// With E2E_PORT set, worker n uses E2E_PORT + 2n (and the next port for its partner portal);
// otherwise free ports are taken.
import { freePort, startServerProcess } from './test-server.mjs';

/** The management API key of the e2e servers, used by the partner-portal and API-key journeys. */
export const e2eApiSecretKey =
  process.env.E2E_API_SECRET_KEY ?? 'sk_e2e_partner_portal_key_0123456789abcdef';

export async function startE2EServer(workerIndex = 0) {
  const base = process.env.E2E_PORT ? Number(process.env.E2E_PORT) + 3 * workerIndex : undefined;
  const port = base ?? (await freePort());
  // The partner-portal journey runs the demo portal on this port; its page calls the widgets API.
  const partnerPort = base !== undefined ? base + 1 : await freePort();
  // The docs' getting-started journey serves its partner page on this one.
  const pagePort = base !== undefined ? base + 2 : await freePort();
  const origin = `http://localhost:${port}`;
  const server = await startServerProcess({
    port,
    // Two workers start theirs at once, on two cores shared with the browsers (and, on a busy
    // machine, with more): the single server's 120 s of before, each.
    startTimeoutMs: 120_000,
    allowedOrigins: [
      `http://127.0.0.1:${port}`,
      `http://localhost:${partnerPort}`,
      `http://localhost:${pagePort}`,
    ],
    env: {
      HOST: '127.0.0.1',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      API_SECRET_KEY: e2eApiSecretKey,
      REDIRECT_URIS: `${origin}/callback,${origin}/`,
    },
  });
  return { ...server, partnerPort, pagePort };
}
