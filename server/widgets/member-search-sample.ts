// Which way a members search's first page is read (issue #36). A fragment many members have is
// found fastest by walking the organization newest first and keeping the matches; a rare one by
// its index (trigrams, or search terms for a short prefix) and sorting the few matches. The
// database planner tells them apart only by planning each search for its value, which on
// PostgreSQL cost more than running most of them. Instead each process keeps, per organization,
// the search text of its newest members (and of every fourth below them, down to where its
// newest WALK_SPAN members end), and counts the fragment's matches in the sample: the
// statements of both ways then run on plans made once. The sample only chooses the way; both
// ways return the same page.
import type { Queryable } from '../db/database';

/** Members the sample holds: the organization's newest, in page order. */
export const SAMPLE_SIZE = 1024;
/**
 * Members a walk reads at most (as of the sample, plus those added since): the walk stops at
 * the member that was this far down, so a wrong guess costs a bounded walk, never a whole scan.
 */
export const WALK_SPAN = 4096;
/**
 * A walk may go this far down instead when the newest members promise a page there but not
 * within WALK_SPAN: 'maria s' (0.3 % of an organization of 100,000: ~3 of the newest 1,024, ~12
 * within 4,096) often did not fill its page of 11 within WALK_SPAN, and a short walk is then read
 * through the trigram index as well (PGlite, grown organization: 3.4 ms through the index, 2.2 ms
 * for a walk that fills the page at ~3,300 members). Its end is taken with the count (every
 * COUNT_TTL_MS): members who join since only lengthen such a walk.
 */
export const FAR_SPAN = 16_384;
/**
 * Below the newest SAMPLE_SIZE, down to the WALK_SPAN-th member, the sample holds every
 * DEEP_STRIDE-th member: a fragment with none among the newest but many a little further down
 * (members come in runs: an import, a department pushed by a directory) is walked rather than
 * read whole through the index ('kim' in an organization grown 10,000 -> 100,000 in two loads:
 * 2,000 matches read and sorted, 8x the cheapest route, where a walk fills the page at ~1,300).
 */
const DEEP_STRIDE = 4;
/** A sample is taken again after this long (new members shift what the walk reads first). */
const SAMPLE_TTL_MS = 30_000;
/** Organizations whose sample a process keeps (the least recently used one goes). */
const MAX_SAMPLES = 256;
/** Members counted at most for the organization's size (a cached count, capped). */
const COUNT_CAP = 65_536;
/**
 * The count is kept this long across samples: it only weighs the index's cost (through a square
 * root), and counting 65,536 members took ~16 ms on PGlite at 100,000 (PGlite runs one statement
 * at a time: every request waits for it).
 */
const COUNT_TTL_MS = 5 * 60_000;
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
  /** The newest members' search text: each search term on a line of its own, after a line break. */
  texts: string[];
  /** The search text of every DEEP_STRIDE-th member below them, within WALK_SPAN. */
  deeper: string[];
  end: WalkEnd | null;
  /** The FAR_SPAN-th member's key (as of the count), or null: the organization has fewer. */
  farEnd: WalkEnd | null;
  /** Seconds between the newest and the last sampled member's joining (how dense the top is). */
  joinedOver: number;
  /** The organization's members, counted up to COUNT_CAP. */
  members: number;
  countedAt: number;
  takenAt: number;
}

// One cache per database (tests open many; ids of separate databases may repeat).
const caches = new WeakMap<Queryable, Map<string, Sample>>();

/**
 * The organization's newest members' search text (and every DEEP_STRIDE-th's below them within
 * WALK_SPAN), the key of its WALK_SPAN-th member (none when it has fewer), and its size (up to
 * COUNT_CAP) with the key of its FAR_SPAN-th member, both kept from `previous` while they hold.
 * Taken once per SAMPLE_TTL_MS: planned for its values.
 */
async function takeSample(
  db: Queryable,
  organizationId: string,
  previous: Sample | undefined,
): Promise<Sample> {
  const order = 'ORDER BY created_at DESC, id DESC';
  // The WALK_SPAN newest in page order, numbered; the last one's key ends a walk.
  const rows = await db.query<{
    search_text: string;
    position: number;
    end_time: string;
    id: string;
    at: number;
  }>(
    `SELECT search_text, position::int, created_at::text AS end_time, id,
            extract(epoch FROM created_at)::float8 AS at FROM (
       SELECT search_text, created_at, id, row_number() OVER (${order}) AS position
         FROM (SELECT search_text, created_at, id FROM memberships WHERE organization_id = $1
                ${order} LIMIT ${WALK_SPAN}) newest) numbered
      WHERE position <= ${SAMPLE_SIZE} OR position % ${DEEP_STRIDE} = 0
      ORDER BY position`,
    [organizationId],
    { planEachCall: true },
  );
  const last = rows[rows.length - 1];
  const end =
    last && last.position === WALK_SPAN ? { createdAt: last.end_time, id: last.id } : null;
  const now = Date.now();
  let members = rows.length;
  let farEnd: WalkEnd | null = null;
  let countedAt = now;
  const joinedOver = last ? rows[0]!.at - last.at : 0;
  // The previous count (and far end) stands while it is fresh and the organization is still
  // about as large as it said: past the sample, and past the span or not, and its sampled
  // members joined over about as long a time (within a quarter). Many joining (at the top, or
  // loaded with earlier dates) make it shorter: an organization grown 10,000 -> 100,000 within
  // the 5 minutes was otherwise weighed as 10,000, and 'maria s' read through the index.
  if (rows.length >= SAMPLE_SIZE) {
    if (
      previous &&
      now - previous.countedAt < COUNT_TTL_MS &&
      previous.members >= SAMPLE_SIZE &&
      (previous.end === null) === (end === null) &&
      Math.abs(joinedOver - previous.joinedOver) <= previous.joinedOver / 4
    ) {
      members = previous.members;
      farEnd = previous.farEnd;
      countedAt = previous.countedAt;
    } else {
      // Any index serves (the narrowest is cheapest): only the number counts.
      const [counted] = await db.query<{ members: number }>(
        `SELECT count(*)::int AS members FROM (SELECT 1 FROM memberships
           WHERE organization_id = $1 LIMIT ${COUNT_CAP}) capped`,
        [organizationId],
        { planEachCall: true },
      );
      members = counted?.members ?? 0;
      if (members >= FAR_SPAN) farEnd = await farEndOf(db, organizationId);
    }
  }
  return {
    texts: rows.filter((row) => row.position <= SAMPLE_SIZE).map((row) => row.search_text),
    deeper: rows.filter((row) => row.position > SAMPLE_SIZE).map((row) => row.search_text),
    end,
    farEnd,
    joinedOver,
    members,
    countedAt,
    takenAt: now,
  };
}

/** The key of the organization's FAR_SPAN-th member in page order (it has at least that many). */
async function farEndOf(db: Queryable, organizationId: string): Promise<WalkEnd | null> {
  const [last] = await db.query<{ end_time: string; id: string }>(
    `SELECT created_at::text AS end_time, id FROM (SELECT created_at, id FROM memberships
       WHERE organization_id = $1 ORDER BY created_at DESC, id DESC LIMIT ${FAR_SPAN}) far
      ORDER BY created_at ASC, id ASC LIMIT 1`,
    [organizationId],
    { planEachCall: true },
  );
  return last ? { createdAt: last.end_time, id: last.id } : null;
}

async function sampleOf(db: Queryable, organizationId: string): Promise<Sample> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  let sample = cache.get(organizationId);
  if (!sample || Date.now() - sample.takenAt >= SAMPLE_TTL_MS) {
    sample = await takeSample(db, organizationId, sample);
    forgetStale(cache, sample.takenAt);
  }
  cache.delete(organizationId);
  cache.set(organizationId, sample);
  if (cache.size > MAX_SAMPLES) cache.delete(cache.keys().next().value!);
  return sample;
}

/**
 * Drops the samples no search will use again: one taken COUNT_TTL_MS ago has stale texts and a
 * stale count, so a process holds the samples of organizations searched lately, not of the last
 * MAX_SAMPLES ever searched (a sample of a large organization holds ~1,800 texts). The cache is
 * in order of use, and a sample in use is at most SAMPLE_TTL_MS old: the stale ones lead.
 */
function forgetStale(cache: Map<string, Sample>, now: number) {
  for (const [organizationId, sample] of cache) {
    if (now - sample.takenAt < COUNT_TTL_MS) break;
    cache.delete(organizationId);
  }
}

/** How many organizations' samples the process holds for `db` (for tests). */
export function samplesHeld(db: Queryable): number {
  return caches.get(db)?.size ?? 0;
}

export type SearchWay = { way: 'walk'; end: WalkEnd | null } | { way: 'index' };

/**
 * The way to read the first page of `limit` rows for a search, by what each costs as the sample
 * predicts: a walk reads about (limit + 1) / share members (share: the sample's share of
 * matches), the index reads share × members matches, each costing MATCH_COST_IN_WALKED_MEMBERS
 * members walked. A walk is also chosen only if its span is expected to hold twice the page
 * (unless it is the whole organization): a walk that stops short is read through the index too.
 * `fragment` is matched anywhere, `prefix` at a term's start.
 *
 * The newest members decide first: a walk down to WALK_SPAN, or else down to FAR_SPAN (which
 * costs the same when the page fills early, and four times as much when it does not). When they
 * have too few matches, the members below them within WALK_SPAN may still: each of those in the
 * sample stands for DEEP_STRIDE.
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
  // Matches among `among` members from which a walk is cheaper: k² · members / among² ≥
  // (limit + 1) / MATCH_COST_IN_WALKED_MEMBERS.
  const cheaperFrom = (among: number) =>
    among * Math.sqrt((limit + 1) / (MATCH_COST_IN_WALKED_MEMBERS * sample.members));
  const needle = 'fragment' in search ? search.fragment : `\n${search.prefix}`;
  // Matches among the newest for a walk down to `end`, `span` members down (none for a walk of
  // the whole organization, which cannot stop short): cheaper than the index, and expected to
  // find twice the page.
  const neededFor = (end: WalkEnd | null, span: number) =>
    Math.max(1, Math.ceil(Math.max(cheaperFrom(size), end ? (2 * (limit + 1) * size) / span : 0)));
  const near = neededFor(sample.end, WALK_SPAN);
  let matches = 0;
  for (const text of sample.texts) if (text.includes(needle) && ++matches >= near) break;
  if (matches >= near) return { way: 'walk', end: sample.end };
  if (sample.end && matches >= neededFor(sample.farEnd, FAR_SPAN))
    return { way: 'walk', end: sample.farEnd };
  // The span's matches, estimated: the newest's, and DEEP_STRIDE for each one found below.
  const spanNeeded = Math.max(2 * (limit + 1), cheaperFrom(WALK_SPAN));
  for (const text of sample.deeper)
    if (text.includes(needle) && (matches += DEEP_STRIDE) >= spanNeeded) break;
  return matches >= spanNeeded ? { way: 'walk', end: sample.end } : { way: 'index' };
}
