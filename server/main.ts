// Entry point: `npm start` (built dashboard) and `npm run dev` (Vite middleware, hot reload).
import { loadConfig } from './config';
import { buildApp } from './app';
import { seed } from './seed/seed';

const dev = process.argv.includes('--dev');
const config = loadConfig(process.env, dev ? { viteDev: true } : {});
const { app, ctx } = await buildApp(config);
if (dev) {
  const { mountVite } = await import('./dev/vite');
  await mountVite(app);
}
const demoSignIns = config.demoMode ? await seed(ctx) : [];
const address = await app.listen({ port: config.port, host: config.host });
const url = config.publicUrl.includes(`:${config.port}`) || config.port === 0 ? address.replace('127.0.0.1', 'localhost') : config.publicUrl;

console.log(`\n  Loyalty Console is running at ${url}/`);
console.log(`  Widget demos: ${url}/demo/   Mail outbox: ${url}/_dev/mail`);
if (demoSignIns.length > 0) {
  console.log('\n  Demo sign-ins:');
  for (const demo of demoSignIns) console.log(`    ${demo.email.padEnd(30)} ${demo.password.padEnd(16)} ${demo.description}`);
}
console.log('');

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
