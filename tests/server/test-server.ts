// Starts the real server on a random port with a fresh in-memory PGlite database, for the
// server contract tests. Every test file gets its own server.
import { loadConfig, type ServerConfig } from '../../server/config';
import { buildApp, type BuiltApp } from '../../server/app';
import { openDatabase } from '../../server/db/database';

export interface TestServer extends BuiltApp {
  url: string;
  config: ServerConfig;
  close(): Promise<void>;
}

export async function startTestServer(overrides: Partial<ServerConfig> = {}): Promise<TestServer> {
  const db = await openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL, dataDir: 'memory://' });
  // The port is only known after listen; publicUrl and origins are fixed up right after.
  const config = loadConfig({ ...process.env, NODE_ENV: 'test', PORT: '0' }, overrides);
  const built = await buildApp(config, { db });
  const address = await built.app.listen({ port: 0, host: '127.0.0.1' });
  const url = address;
  Object.assign(config, {
    publicUrl: overrides.publicUrl ?? url,
    redirectUris: overrides.redirectUris ?? [`${url}/`, `${url}/callback`],
    allowedOrigins: overrides.allowedOrigins ?? [url],
  });
  return {
    ...built,
    url,
    config,
    close: async () => {
      await built.app.close();
      await db.close();
    },
  };
}
