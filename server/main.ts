// Entry point: `npm start` (built dashboard) and `npm run dev` (Vite middleware, hot reload).
import { loadConfig } from './config';
import { buildApp } from './app';
import { seed } from './seed/seed';
import { startupUrl } from './startup-url';
import { managementKeyBanner } from './management/key-banner';

/** Prints why the server could not start, with the database details PGlite and pg attach, and exits. */
function fail(step: string, error: unknown): never {
  const details = error as { message?: string; code?: string; detail?: string; hint?: string };
  const where = config.databaseUrl
    ? 'PostgreSQL (DATABASE_URL)'
    : `PGlite in ${config.dataDir}/pglite`;
  console.error(`\n  Could not ${step}: ${details.message ?? String(error)}`);
  if (details.code)
    console.error(`  Code: ${details.code}${details.detail ? ` (${details.detail})` : ''}`);
  if (details.hint) console.error(`  Hint: ${details.hint}`);
  console.error(`  Database: ${where}`);
  if (!config.databaseUrl && step === 'open the database') {
    console.error(
      '  Is another server using the same DATA_DIR? Stop it, or start with another DATA_DIR.',
    );
  }
  if (error instanceof Error && error.stack) console.error(`\n${error.stack}`);
  process.exit(1);
}

// A failure outside a request (a dropped database connection, a PGlite abort) is logged with
// its database details instead of vanishing.
process.on('unhandledRejection', (reason) => {
  const details = reason as { message?: string; code?: string; detail?: string };
  console.error(
    `Unhandled failure: ${details?.message ?? String(reason)}${details?.code ? ` [${details.code}]` : ''}`,
  );
});

const dev = process.argv.includes('--dev');
const config = loadConfig(process.env, dev ? { viteDev: true } : {});
const { app, ctx } = await buildApp(config).catch((error: unknown) =>
  fail('open the database', error),
);
if (dev) {
  const { mountVite } = await import('./dev/vite');
  await mountVite(app);
}
const demoSignIns = config.demoMode
  ? await seed(ctx).catch((error: unknown) => fail('seed the demo data', error))
  : [];
const address = await app
  .listen({
    port: config.port,
    host: config.host,
    // Fastify names the bound address (http://127.0.0.1:4000), where sign-in fails: the redirect
    // URIs are registered for PUBLIC_URL. Its listen line names the URL that works instead.
    listenTextResolver: (bound) =>
      `Server listening at ${startupUrl(config.publicUrl, config.port, bound)}`,
  })
  .catch((error: unknown) => fail(`listen on ${config.host}:${config.port}`, error));
const url = startupUrl(config.publicUrl, config.port, address);

console.log(`\n  Loyalty Console is running at ${url}/`);
console.log(`  Widget demos: ${url}/demo/   Mail outbox: ${url}/_dev/mail`);
if (demoSignIns.length > 0) {
  console.log('\n  Demo sign-ins:');
  for (const demo of demoSignIns)
    console.log(`    ${demo.email.padEnd(30)} ${demo.password.padEnd(16)} ${demo.description}`);
}
console.log(await managementKeyBanner(ctx));
console.log('');

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
