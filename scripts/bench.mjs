// `npm run bench`: speed and size targets (never part of `npm test`). Builds the kit when
// missing, then runs each benchmark in tests/bench/ and prints its table.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

if (!fs.existsSync('dist/widgets/widgets.js')) {
  spawnSync('node_modules/.bin/vite', ['build', '--mode', 'widgets', '--logLevel', 'warn'], {
    stdio: 'inherit',
  });
}

const benches = [
  ['Bundle size (gzip)', ['--import', 'tsx', 'tests/bench/bundle-size.mjs']],
  [
    'Members list with search, 10,000 members, 20 clients',
    ['--import', 'tsx', 'tests/bench/members-list.ts'],
  ],
  ['Token refresh, 20 clients', ['--import', 'tsx', 'tests/bench/token-refresh.ts']],
];

let failures = 0;
for (const [title, args] of benches) {
  const script = args.at(-1);
  console.log(`\n━━ ${title} ━━`);
  if (!fs.existsSync(script)) {
    console.log(`(missing: ${script})`);
    failures += 1;
    continue;
  }
  const result = spawnSync(process.execPath, args, { stdio: 'inherit' });
  if (result.status !== 0) failures += 1;
}
process.exit(failures === 0 ? 0 : 1);
