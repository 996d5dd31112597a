// Gzip size of the built widget kit (dist/widgets, React included) against the budgets of what a
// page downloads: widgets.js plus, for each kit tag on the page, its chunk and every chunk it
// imports (JS and CSS) before its first paint, then what it loads right after (the chunks its
// code imports dynamically: the floating layer, dialogs), but not the chunks in chunks/on-intent/
// (a rare action's dialogs, fetched on the user's action: listed, not counted once idle). Tags and chunks come from
// src/elements/registry.ts and the build's manifest (.vite/manifest.json), so a new widget is
// counted as soon as its loader line exists. Prints every chunk and the page totals; builds
// nothing; exits non-zero when a budget is exceeded (widgets.js alone 5 kB: a tag imported
// statically by the entry would pull React into every page), the build is missing, or
// <users-management> has no chunk. `npm run bench` also measures what a browser fetches.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { kitTags } from '../../src/elements/registry.ts';

const dir = process.argv[2] ?? 'dist/widgets';
const ONE_TAG = 'users-management';
// widgets.js (and whatever it imports statically) is on every page: a loader, never React.
// ARCHITECTURE.md's budgets: 110 kB before the first row, 150 kB once idle, all tags 180 kB
// plus 8 kB for each tag added after <api-keys> (the eight below are the 180 kB's).
const budgets = { entry: 5 * 1024, firstPaint: 110 * 1024, idle: 150 * 1024, all: 180 * 1024 };
const PER_NEW_TAG = 8 * 1024;
const tagsOfTheBaseBudget = [
  'users-management',
  'user-profile',
  'user-security',
  'user-sessions',
  'sso-connection',
  'domain-verification',
  'api-keys',
  'organization-switcher',
];
// The kit's own first-paint code (the shared-React build's runtime and tag chunks: all but React,
// react-dom, scheduler, TanStack Query, Lingui and the loader) may not grow (issue #37): its
// size when that was decided.
const KIT_OWN_FIRST_PAINT = 30.0 * 1024;
const manifestPath = path.join(dir, '.vite/manifest.json');

if (!fs.existsSync(manifestPath)) {
  console.error(`${manifestPath} does not exist: run \`npx vite build --mode widgets\` first.`);
  process.exit(1);
}
/** @type {Record<string, { file: string; imports?: string[]; css?: string[]; isEntry?: boolean }>} */
const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) {
  console.error(`No entry in ${manifestPath}.`);
  process.exit(1);
}

const sizes = new Map();
function sizeOf(file) {
  if (!sizes.has(file)) {
    const content = fs.readFileSync(path.join(dir, file));
    sizes.set(file, { raw: content.length, gzip: zlib.gzipSync(content, { level: 9 }).length });
  }
  return sizes.get(file);
}

/**
 * A chunk fetched only when the user acts: a rare action's dialogs (an `*.on-intent.tsx` module,
 * imported dynamically). The chunks in chunks/on-intent/ that only those import statically (the
 * identity check) come with them; one that any other chunk imports is counted with that chunk
 * (filesOf follows static imports whatever their name), and one imported dynamically by a chunk
 * that is not on-intent is counted once idle.
 */
const onIntent = (key) =>
  /\.on-intent\.tsx?$/.test(key) && (manifest[key]?.file ?? '').startsWith('chunks/on-intent/');

/**
 * Dynamic imports a page does not load once idle: the loader's (each tag's code, fetched only
 * when that tag is on the page), other locales' catalogs (one locale's are fetched, and printed
 * in the catalog table below), the ICU compiler (only for a partner's ICU `messages`) and the
 * chunks fetched on a user's action (listed apart).
 */
function loadedOnceIdle(key, from) {
  const file = manifest[key]?.file ?? '';
  if (from === entryKey || onIntent(key)) return false;
  return !file.startsWith('chunks/messages/') && !/compile-messages/.test(file);
}

/**
 * The files a manifest chunk brings with it: itself, its CSS and its static imports, deep; with
 * `lazy`, also what it and they import dynamically (loaded right after the first paint).
 */
function filesOf(key, lazy = false, into = new Set()) {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const css of chunk.css ?? []) into.add(css);
  for (const next of chunk.imports ?? []) filesOf(next, lazy, into);
  if (lazy)
    for (const next of chunk.dynamicImports ?? [])
      if (loadedOnceIdle(next, key)) filesOf(next, lazy, into);
  return into;
}

const entryFiles = filesOf(entryKey);
const tagFiles = new Map();
const tagFirstPaint = new Map();
for (const tag of kitTags) {
  const key = `src/elements/${tag}.ts`;
  if (!manifest[key]) continue;
  tagFirstPaint.set(tag, filesOf(key));
  tagFiles.set(tag, filesOf(key, true));
}
/** Each tag's chunks fetched on a user's action, with what they bring that idle did not. */
const tagOnIntent = new Map();
for (const [tag, files] of tagFiles) {
  const extra = new Set();
  for (const file of files) {
    const key = Object.keys(manifest).find((name) => manifest[name].file === file);
    for (const next of manifest[key]?.dynamicImports ?? [])
      if (onIntent(next))
        for (const more of filesOf(next, true)) if (!files.has(more)) extra.add(more);
  }
  tagOnIntent.set(tag, extra);
}
const missing = kitTags.filter((tag) => !tagFiles.has(tag));

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
const pad = (text, width) => String(text).padEnd(width);
const padStart = (text, width) => String(text).padStart(width);

// Every chunk, with the tags that need it.
const allFiles = new Set(
  [entryFiles, ...tagFiles.values(), ...tagOnIntent.values()].flatMap((files) => [...files]),
);
console.log(`${pad('chunk', 44)}${padStart('raw', 11)}${padStart('gzip', 11)}  needed by`);
for (const file of [...allFiles].sort()) {
  const users = entryFiles.has(file)
    ? 'every page (widgets.js)'
    : [...tagFiles]
        .filter(([tag, files]) => files.has(file) || tagOnIntent.get(tag).has(file))
        .map(([tag]) =>
          tagFirstPaint.get(tag).has(file)
            ? `<${tag}>`
            : tagFiles.get(tag).has(file)
              ? `<${tag}> (after)`
              : `<${tag}> (on its action)`,
        );
  const { raw, gzip } = sizeOf(file);
  console.log(
    `${pad(file, 44)}${padStart(kb(raw), 11)}${padStart(kb(gzip), 11)}  ${Array.isArray(users) ? users.join(' ') : users}`,
  );
}

const pageTotal = (tags, byTag = tagFiles) => {
  const files = new Set(entryFiles);
  for (const tag of tags) for (const file of byTag.get(tag) ?? []) files.add(file);
  return [...files].reduce((sum, file) => sum + sizeOf(file).gzip, 0);
};

let failed = false;
console.log('');
console.log(
  `${pad('page budget (gzip, JS + CSS, React included)', 60)}${padStart('total', 11)}${padStart('budget', 11)}  result`,
);
const row = (label, size, budget, note = '') => {
  const ok = size <= budget;
  failed ||= !ok;
  console.log(
    `${pad(label, 60)}${padStart(kb(size), 11)}${padStart(kb(budget), 11)}  ${ok ? 'ok' : 'OVER BUDGET'}${note}`,
  );
};
row('widgets.js alone (page with no kit tag; the loader only)', pageTotal([]), budgets.entry);
if (!tagFiles.has(ONE_TAG)) {
  console.log(`<${ONE_TAG}> has no chunk in the manifest: FAILED`);
  failed = true;
} else {
  row(
    `<${ONE_TAG}> page before its first paint`,
    pageTotal([ONE_TAG], tagFirstPaint),
    budgets.firstPaint,
  );
  row(`<${ONE_TAG}> page once idle`, pageTotal([ONE_TAG]), budgets.idle);
}
// The newest tag's own page (issue #29), held to the one-tag budgets.
if (tagFiles.has('api-keys')) {
  row(
    '<api-keys> page before its first paint',
    pageTotal(['api-keys'], tagFirstPaint),
    budgets.firstPaint,
  );
  row('<api-keys> page once idle', pageTotal(['api-keys']), budgets.idle);
}
const built = kitTags.filter((tag) => tagFiles.has(tag));
const newTags = built.filter((tag) => !tagsOfTheBaseBudget.includes(tag));
row(
  `page with all ${kitTags.length} tags once idle (${built.length} with code${newTags.length > 0 ? `; + 8 kB for ${newTags.map((tag) => `<${tag}>`).join(', ')}` : ''})`,
  pageTotal(built),
  budgets.all + PER_NEW_TAG * newTags.length,
  missing.length > 0
    ? `  INCOMPLETE: no code yet for ${missing.map((tag) => `<${tag}>`).join(', ')}`
    : '',
);
failed = sharedReactRows(row) || failed;

// Locale catalogs: English is inline in each tag's chunk; every other locale is one chunk per
// catalog (the shared one and each widget's), downloaded only by an element shown in it.
const catalogChunks = fs.existsSync(path.join(dir, 'chunks/messages'))
  ? fs.readdirSync(path.join(dir, 'chunks/messages')).filter((file) => file.endsWith('.js'))
  : [];
if (catalogChunks.length === 0) {
  console.log('\nNo locale catalog chunks in chunks/messages: FAILED');
  failed = true;
} else {
  const byLocale = new Map();
  for (const file of catalogChunks) {
    const [, catalog, locale] = /^(.+)\.([^.]+)\.js$/.exec(file) ?? [];
    if (!byLocale.has(locale)) byLocale.set(locale, new Map());
    byLocale.get(locale).set(catalog, sizeOf(`chunks/messages/${file}`).gzip);
  }
  const catalogs = [...new Set(catalogChunks.map((file) => file.split('.')[0]))].sort();
  console.log('\nlocale catalogs (gzip per chunk; English is inline in the tag chunks)');
  console.log(
    `${pad('locale', 12)}${catalogs.map((name) => padStart(name, name.length + 2)).join('')}${padStart('page*', 9)}`,
  );
  for (const [locale, sizes] of [...byLocale].sort()) {
    const page = (sizes.get('shared') ?? 0) + (sizes.get(ONE_TAG) ?? 0);
    console.log(
      `${pad(locale, 12)}${catalogs.map((name) => padStart(kb(sizes.get(name) ?? 0), name.length + 2)).join('')}${padStart(kb(page), 9)}`,
    );
  }
  console.log(`* what a <${ONE_TAG}> page adds in that locale: the shared catalog and its own.`);
}
if (failed) console.error('\nThe kit is over a size budget (see OVER BUDGET above).');

process.exit(failed ? 1 : 0);

/**
 * The shared-React build (dist/widgets/shared-react, the package's ./shared-react entry): every
 * tag has its chunk there too, and the kit's own first-paint code is its `<users-management>`
 * first-paint chunks without the loader and TanStack Query + Lingui's chunk. What it adds to a
 * React app's bundle is measured in the browser (tests/bench/react-host.ts). True when it fails.
 */
function sharedReactRows(addRow) {
  const sharedDir = path.join(dir, 'shared-react');
  const sharedManifestPath = path.join(sharedDir, '.vite/manifest.json');
  if (!fs.existsSync(sharedManifestPath)) {
    console.log(`${sharedManifestPath} is missing (the shared-React build): FAILED`);
    return true;
  }
  const shared = JSON.parse(fs.readFileSync(sharedManifestPath, 'utf8'));
  const staticFiles = (key, into = new Set()) => {
    const chunk = shared[key];
    if (!chunk || into.has(chunk.file)) return into;
    into.add(chunk.file);
    for (const css of chunk.css ?? []) into.add(css);
    for (const next of chunk.imports ?? []) staticFiles(next, into);
    return into;
  };
  const gzip = (file) =>
    zlib.gzipSync(fs.readFileSync(path.join(sharedDir, file)), { level: 9 }).length;
  const noChunk = kitTags.filter((tag) => tagFiles.has(tag) && !shared[`src/elements/${tag}.ts`]);
  if (noChunk.length > 0) {
    console.log(
      `no chunk in the shared-React build for ${noChunk.map((tag) => `<${tag}>`).join(', ')}: FAILED`,
    );
    return true;
  }
  const loader = staticFiles(Object.keys(shared).find((key) => shared[key].isEntry));
  const firstPaint = [...staticFiles(`src/elements/${ONE_TAG}.ts`)];
  const own = firstPaint.filter((file) => !loader.has(file) && !/query-and-i18n/.test(file));
  const sum = (files) => files.reduce((total, file) => total + gzip(file), 0);
  addRow(
    `kit's own first-paint code (${own.map((file) => path.basename(file, '.js')).join(' + ')})`,
    sum(own),
    KIT_OWN_FIRST_PAINT,
    '  (no React, TanStack Query, Lingui, loader)',
  );
  const all = [...new Set([...loader, ...firstPaint])];
  console.log(
    `${pad(`shared-React build: <${ONE_TAG}> before its first paint`, 60)}${padStart(kb(sum(all)), 11)}${padStart('-', 11)}  the package's files; in a React app see react-host.ts`,
  );
  return false;
}
