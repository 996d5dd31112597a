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
const budgets = { entry: 5 * 1024, firstPaint: 100 * 1024, idle: 140 * 1024, all: 170 * 1024 };
// Tags that came with a byte allowance of their own on the all-tags page (issue #29: <api-keys>
// +10 kB; issue #33: <directory-sync> +8 kB; issue #35: <audit-logs> and <audit-log-streaming>
// +8 kB each; ARCHITECTURE.md's 8 kB per tag after <api-keys>); any other tag (e.g. one added
// later) must fit in what the page already has.
const allowances = {
  'api-keys': 10 * 1024,
  'directory-sync': 8 * 1024,
  'audit-logs': 8 * 1024,
  'audit-log-streaming': 8 * 1024,
};
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
row(
  `page with all ${kitTags.length} tags once idle (${built.length} with code)`,
  pageTotal(built),
  budgets.all,
  missing.length > 0
    ? `  INCOMPLETE: no code yet for ${missing.map((tag) => `<${tag}>`).join(', ')}`
    : '',
);
// The same page against #22's budget plus the allowances of the tags that came with one (#29).
const withAllowance = kitTags.filter((tag) => Object.hasOwn(allowances, tag));
row(
  `page with the ${kitTags.length - withAllowance.length} tags + ${withAllowance.map((tag) => `<${tag}>`).join(' + ')} once idle`,
  pageTotal(built),
  budgets.all + withAllowance.reduce((sum, tag) => sum + allowances[tag], 0),
);

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
