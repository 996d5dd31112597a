// Gzip size of the built widget kit (dist/widgets: JS and CSS, React included) against the
// budget: 130 kB for the whole kit, 110 kB for any single element entry (the entry plus every
// chunk it imports). Builds nothing; exits non-zero when a budget is exceeded or nothing is built.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dir = process.argv[2] ?? 'dist/widgets';
const KIT_BUDGET = 130 * 1024;
const ELEMENT_BUDGET = 110 * 1024;
const KIT_ENTRY = 'widgets.js';

if (!fs.existsSync(dir)) {
  console.error(`${dir} does not exist: run \`npx vite build --mode widgets\` first.`);
  process.exit(1);
}

const files = fs
  .readdirSync(dir, { recursive: true })
  .map(String)
  .filter((file) => /\.(js|css)$/.test(file) && !file.startsWith('types'))
  .sort();
if (!files.some((file) => file.endsWith('.js'))) {
  console.error(`No JavaScript in ${dir}: run \`npx vite build --mode widgets\` first.`);
  process.exit(1);
}

const info = new Map(
  files.map((file) => {
    const content = fs.readFileSync(path.join(dir, file));
    return [
      file,
      {
        raw: content.length,
        gzip: zlib.gzipSync(content, { level: 9 }).length,
        text: String(content),
      },
    ];
  }),
);

/** Relative static imports of a built ES module (minified or not). */
function importsOf(file) {
  const found = new Set();
  const pattern = /(?:import|export)\s*(?:[^'"]*?from\s*)?["'](\.{1,2}\/[^"']+)["']/g;
  for (const match of info.get(file).text.matchAll(pattern)) {
    const target = path.normalize(path.join(path.dirname(file), match[1]));
    if (info.has(target)) found.add(target);
  }
  return found;
}

function closure(entry) {
  const seen = new Set([entry]);
  const queue = [entry];
  while (queue.length > 0) {
    for (const next of importsOf(queue.shift())) {
      if (!seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  return seen;
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
const pad = (text, width) => String(text).padEnd(width);
const padStart = (text, width) => String(text).padStart(width);

console.log(`${pad('file', 40)}${padStart('raw', 12)}${padStart('gzip', 12)}`);
for (const [file, { raw, gzip }] of info)
  console.log(`${pad(file, 40)}${padStart(kb(raw), 12)}${padStart(kb(gzip), 12)}`);

const total = [...info.values()].reduce((sum, { gzip }) => sum + gzip, 0);
const jsFiles = files.filter((file) => file.endsWith('.js'));
const imported = new Set(jsFiles.flatMap((file) => [...importsOf(file)]));
const entries = jsFiles.filter((file) => !imported.has(file));
const cssTotal = files
  .filter((file) => file.endsWith('.css'))
  .reduce((sum, file) => sum + info.get(file).gzip, 0);

let failed = false;
const rows = [['whole kit (JS + CSS)', total, KIT_BUDGET]];
for (const entry of entries) {
  const size = [...closure(entry)].reduce((sum, file) => sum + info.get(file).gzip, 0) + cssTotal;
  rows.push([
    `entry ${entry}${entry === KIT_ENTRY ? ' (all tags)' : ''}`,
    size,
    entry === KIT_ENTRY ? KIT_BUDGET : ELEMENT_BUDGET,
  ]);
}
if (!entries.some((entry) => entry !== KIT_ENTRY)) {
  // One entry registers every tag: a single element costs at most the whole kit.
  rows.push(['single element (= whole kit, one entry)', total, ELEMENT_BUDGET]);
}

console.log('');
console.log(`${pad('budget check', 48)}${padStart('gzip', 12)}${padStart('budget', 12)}  result`);
for (const [label, size, budget] of rows) {
  const ok = size <= budget;
  failed ||= !ok;
  console.log(
    `${pad(label, 48)}${padStart(kb(size), 12)}${padStart(kb(budget), 12)}  ${ok ? 'ok' : 'OVER'}`,
  );
}
process.exit(failed ? 1 : 0);
