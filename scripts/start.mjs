// `npm start`: builds the kit and the dashboard when missing or older than their sources,
// then starts the one server that serves everything (printing the URL and demo sign-ins).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const newest = (dir) => {
  let latest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : fs.statSync(full).mtimeMs);
  }
  return latest;
};
const sourcesChanged = newest('src');

for (const [mode, output] of [
  ['widgets', 'dist/widgets/widgets.js'],
  ['app', 'dist/app/index.html'],
]) {
  const stale = !fs.existsSync(output) || fs.statSync(output).mtimeMs < sourcesChanged;
  if (!stale) continue;
  console.log(`Building ${mode}...`);
  const result = spawnSync(
    'node_modules/.bin/vite',
    ['build', '--mode', mode, '--logLevel', 'warn'],
    { stdio: 'inherit' },
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
