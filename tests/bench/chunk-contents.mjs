// What a built kit chunk is made of: each package (node_modules) or source folder's minified
// bytes, read from the chunk's source map, and what it adds to the chunk's gzip size (the gzip
// size of the chunk minus that of the chunk without its bytes: gzip shares context, so parts
// compress better together than alone and the figures do not add up to the total exactly).
// Builds nothing: build the kit with source maps into a folder of its own first.
//
//   npx vite build --mode widgets --sourcemap --outDir /tmp/kit-maps
//   node tests/bench/chunk-contents.mjs /tmp/kit-maps chunks/runtime.js chunks/users-management.js
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { SourceMapConsumer } from 'source-map-js';

const [dir, ...files] = process.argv.slice(2);
if (!dir || files.length === 0) {
  console.error('Usage: node tests/bench/chunk-contents.mjs <built kit with .map files> <chunk>…');
  process.exit(1);
}

const gzip = (text) => zlib.gzipSync(text, { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

/**
 * A package name for node_modules sources, else the source's folder under src/ (its CSS, inlined
 * by a `*-styles.ts` module, apart).
 */
function partOf(source) {
  const npm = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(source ?? '');
  if (npm) return npm[1];
  if (!source) return '(no source)';
  const file = source.replace(/^.*?\/src\//, 'src/');
  if (!file.startsWith('src/')) return file;
  return `${path.posix.dirname(file)}${/(-styles\.ts|\.css)$/.test(file) ? ' (CSS)' : ''}`;
}

for (const file of files) {
  const code = fs.readFileSync(path.join(dir, file), 'utf8');
  const map = JSON.parse(fs.readFileSync(path.join(dir, `${file}.map`), 'utf8'));
  const lineStarts = [0];
  for (let i = 0; i < code.length; i++) if (code[i] === '\n') lineStarts.push(i + 1);
  const mappings = [];
  new SourceMapConsumer(map).eachMapping((mapping) => mappings.push(mapping));
  const offset = (mapping) => lineStarts[mapping.generatedLine - 1] + mapping.generatedColumn;
  mappings.sort((a, b) => offset(a) - offset(b));
  // Each character belongs to the source of the mapping that starts at or before it.
  const owner = new Array(code.length).fill('(no source)');
  mappings.forEach((mapping, index) => {
    const end = index + 1 < mappings.length ? offset(mappings[index + 1]) : code.length;
    owner.fill(partOf(mapping.source), offset(mapping), end);
  });
  const total = gzip(code);
  const parts = [...new Set(owner)].map((part) => {
    let without = '';
    let raw = 0;
    for (let i = 0; i < code.length; i++) {
      if (owner[i] === part) raw++;
      else without += code[i];
    }
    return { part, raw, added: total - gzip(without) };
  });
  parts.sort((a, b) => b.added - a.added);
  console.log(`\n${file}: ${kb(code.length)} minified, ${kb(total)} gzip`);
  console.log(`${'minified'.padStart(10)}${'adds gzip'.padStart(11)}  part`);
  for (const { part, raw, added } of parts) {
    console.log(`${kb(raw).padStart(10)}${kb(added).padStart(11)}  ${part}`);
  }
}
