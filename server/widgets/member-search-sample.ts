// Which way a members search's first page is read (issue #36). A fragment many members have is
// found fastest by walking the organization newest first and keeping the matches; a rare one by
// its index (trigrams, or search terms for a short prefix) and sorting the few matches. The
// database planner tells them apart only by planning each search for its value, which on
// PostgreSQL cost more than running most of them. Instead each process keeps, per organization,
// the search text of its newest members and where its newest WALK_SPAN members end, and counts
// the fragment's matches in the sample: the statements of both ways then run on plans made
// once. The sample only chooses the way; both ways return the same page.
import type { Queryable } from '../db/database';

/** Members the sample holds: the organization's newest, in page order. */
export const SAMPLE_SIZE = 1024;
/**
 * Members a walk reads at most (as of the sample, plus those added since): the walk stops at
 * the member that was this far down, so a wrong guess costs a bounded walk, never a whole scan.
 */
export const WALK_SPAN = 4096;
/** A sample is taken again after this long (new members shift what the walk reads first). */
const SAMPLE_TTL_MS = 30_000;
/** Organizations whose sample a process keeps (the least recently used one goes). */
const MAX_SAMPLES = 256;
/** Members counted at most for the organization's size (a cached count, capped). */
const COUNT_CAP = 65_536;
/**
 * What reading one match through the index (its index entries, its row, the sort) costs against
 * walking one member on the covering index: ~50 on PostgreSQL, ~17 on PGlite (measured at
 * 100,000 members: 313 matches of 'maria s', ~3,500 members walked).
 */
const MATCH_COST_IN_WALKED_MEMBERS = 30;

/** The key (page order) of the last member a walk reads, or null: the whole organization. */
export interface WalkEnd {
  createdAt: string;
  id: string;
}

interface Sample {
  /** The members' search text: each search term on a line of its own, after a line break. */
  texts: string[];
  end: WalkEnd | null;
  /** The organization's members, counted up to COUNT_CAP. */
  members: number;
  takenAt: number;
}

// One cache per database (tests open many; ids of separate databases may repeat).
const caches = new WeakMap<Queryable, Map<string, Sample>>();

/**
 * The organization's newest members' search text, its size (up to COUNT_CAP) and the key of its
 * WALK_SPAN-th member (none when it has fewer). Taken once per SAMPLE_TTL_MS: planned for its
 * values.
 */
async function takeSample(db: Queryable, organizationId: string): Promise<Sample> {
  const order = 'ORDER BY created_at DESC, id DESC';
  const rows = await db.query<{ search_text: string }>(
    `SELECT search_text FROM memberships WHERE organization_id = $1 ${order} LIMIT ${SAMPLE_SIZE}`,
    [organizationId],
    { planEachCall: true },
  );
  const [counted] =
    rows.length < SAMPLE_SIZE
      ? [{ members: rows.length }]
      : await db.query<{ members: number }>(
          `SELECT count(*)::int AS members FROM (SELECT 1 FROM memberships
             WHERE organization_id = $1 ${order} LIMIT ${COUNT_CAP}) capped`,
          [organizationId],
          { planEachCall: true },
        );
  const [end] =
    (counted?.members ?? 0) < WALK_SPAN
      ? []
      : await db.query<{ end_time: string; id: string }>(
          `SELECT created_at::text AS end_time, id FROM memberships WHERE organization_id = $1
            ${order} OFFSET ${WALK_SPAN - 1} LIMIT 1`,
          [organizationId],
          { planEachCall: true },
        );
  return {
    texts: rows.map((row) => row.search_text),
    end: end ? { createdAt: end.end_time, id: end.id } : null,
    members: counted?.members ?? 0,
    takenAt: Date.now(),
  };
}

async function sampleOf(db: Queryable, organizationId: string): Promise<Sample> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  let sample = cache.get(organizationId);
  if (!sample || Date.now() - sample.takenAt >= SAMPLE_TTL_MS)
    sample = await takeSample(db, organizationId);
  cache.delete(organizationId);
  cache.set(organizationId, sample);
  if (cache.size > MAX_SAMPLES) cache.delete(cache.keys().next().value!);
  return sample;
}

export type SearchWay = { way: 'walk'; end: WalkEnd | null } | { way: 'index' };

/**
 * The way to read the first page of `limit` rows for a search, by what each costs as the sample
 * predicts: a walk reads about (limit + 1) / share members (share: the sample's share of
 * matches), the index reads share × members matches, each costing MATCH_COST_IN_WALKED_MEMBERS
 * members walked. A walk is also chosen only if it would fill the page within WALK_SPAN (unless
 * it is the whole organization). `fragment` is matched anywhere, `prefix` at a term's start.
 */
export async function searchWay(
  db: Queryable,
  organizationId: string,
  search: { fragment: string } | { prefix: string },
  limit: number,
): Promise<SearchWay> {
  const sample = await sampleOf(db, organizationId);
  const size = sample.texts.length;
  if (size === 0) return { way: 'walk', end: null };
  // The walk is cheaper from this many matches in the sample: k² · members / size² ≥
  // (limit + 1) / MATCH_COST_IN_WALKED_MEMBERS, k being the sample's matches.
  const cheaper = size * Math.sqrt((limit + 1) / (MATCH_COST_IN_WALKED_MEMBERS * sample.members));
  const fills = sample.end ? ((limit + 1) * size) / WALK_SPAN : 0;
  const needed = Math.max(1, Math.ceil(Math.max(cheaper, fills)));
  let matches = 0;
  const needle = 'fragment' in search ? search.fragment : `\n${search.prefix}`;
  for (const text of sample.texts) if (text.includes(needle) && ++matches >= needed) break;
  return matches >= needed ? { way: 'walk', end: sample.end } : { way: 'index' };
}
