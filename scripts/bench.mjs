// `npm run bench`: speed, size and memory measures (never part of `npm test`). Builds the kit
// when missing, prints the kit's bundle sizes (tests/bench/bundle-size.mjs), then runs the
// browser and server benchmarks, each in its own process, and prints their figures as one
// table. Ratios compare two things measured in the same run; absolute figures are for
// reference only (the machine may be busy). PostgreSQL is measured when BENCH_DATABASE_URL is set.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { legend } from '../tests/bench/legend.mjs';

if (!fs.existsSync('dist/widgets/shared-react/widgets.js')) {
  spawnSync('node_modules/.bin/vite', ['build', '--mode', 'widgets', '--logLevel', 'warn'], {
    stdio: 'inherit',
  });
}

let failures = 0;

console.log('\n━━ Bundle size (gzip) ━━');
if (fs.existsSync('tests/bench/bundle-size.mjs')) {
  const sizes = spawnSync(process.execPath, ['--import', 'tsx', 'tests/bench/bundle-size.mjs'], {
    stdio: 'inherit',
  });
  if (sizes.status !== 0) failures += 1;
} else {
  console.log('(missing: tests/bench/bundle-size.mjs)');
  failures += 1;
}

console.log('\n━━ Package (npm pack --dry-run dist/widgets) ━━');
const pack = spawnSync('npm', ['pack', './dist/widgets', '--dry-run', '--json'], {
  encoding: 'utf8',
});
try {
  const [info] = JSON.parse(pack.stdout);
  console.log(
    `${info.id}: ${info.entryCount} files, ${(info.size / 1024).toFixed(1)} kB packed, ${(info.unpackedSize / 1024).toFixed(1)} kB unpacked`,
  );
} catch {
  console.log(`npm pack failed: ${pack.stderr}`);
  failures += 1;
}

const benches = [
  ['Widget page in Chromium', 'tests/bench/first-row.ts'],
  ['React app with the shared-React entry and with widgets.js', 'tests/bench/react-host.ts'],
  ['Server under load', 'tests/bench/server-routes.ts'],
  ['Server at enterprise size', 'tests/bench/server-scale.ts'],
  ['Directory push over SCIM', 'tests/bench/directory-push.ts'],
  ['Events and webhooks', 'tests/bench/server-events.ts'],
  ['Audit-log export', 'tests/bench/audit-export.ts'],
];

/** Runs one benchmark, echoing its progress, and returns its BENCH_ROW lines parsed. */
function runBench(title, script) {
  console.log(`\n━━ ${title} ━━`);
  return new Promise((resolve) => {
    const rows = [];
    const child = spawn(process.execPath, ['--import', 'tsx', script], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let buffer = '';
    child.stdout.on('data', (chunk) => {
      buffer += chunk;
      const lines = buffer.split('\n');
      buffer = lines.pop() ?? '';
      for (const line of lines) {
        if (line.startsWith('BENCH_ROW ')) rows.push(JSON.parse(line.slice(10)));
        else console.log(line.replace(/^BENCH_NOTE /, '  '));
      }
    });
    child.on('exit', (code) => {
      if (code !== 0) failures += 1;
      console.log(`  ${rows.length} measures${code === 0 ? '' : `, exit code ${code}`}`);
      resolve(rows);
    });
  });
}

const rows = [];
for (const [title, script] of benches) rows.push(...(await runBench(title, script)));

// One table, in Markdown so it can go into the README as printed.
const cells = (values) => `| ${values.join(' | ')} |`;
console.log('\n━━ What the measures are ━━');
console.log(legend);
console.log('\n━━ Results ━━\n');
console.log(cells(['Measure', 'Ours', 'Baseline (same run)', 'Ratio']));
console.log(cells(['---', '---', '---', '---']));
let group = '';
for (const row of rows) {
  if (row.group !== group) {
    group = row.group;
    console.log(cells([`**${group}**`, '', '', '']));
  }
  const ratio =
    typeof row.ratio === 'number' ? `${row.ratio.toFixed(2)} (${row.ratioLabel})` : row.ratioLabel;
  console.log(cells([row.measure, row.ours, row.baseline, ratio]));
}
console.log('');
process.exit(failures === 0 ? 0 : 1);
