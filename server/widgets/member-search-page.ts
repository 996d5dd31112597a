// The first page of a members search, read the way member-search-sample.ts chooses, by one of
// two statements whose plans do not depend on the fragment (prepared once, always run on their
// generic plan):
// - the walk reads the organization newest first through the covering page-order index
//   (search text included, no table read) and keeps the matches, down to the member the sample
//   found WALK_SPAN members down; a page it has not filled by then is read by the index;
// - the index reads the fragment's matches (trigram index, or the terms for a short prefix),
//   sorts them and joins the page's members.
import type { Queryable } from '../db/database';
import type { MemberRow } from '../domain/member-view';
import { searchWay } from './member-search-sample';

/** `role_rows`: the organization's roles as JSON text, the same on every row. */
export type SearchRow = MemberRow & { role_rows: string | null; beyond_cursor: boolean | null };

/** A fragment matched anywhere in the search text (LIKE pattern and raw), or a term prefix. */
export type MemberSearch =
  { fragment: string; pattern: string } | { prefix: string; prefixEnd: string };

/**
 * The page (limit + 1 rows, newest first) of an unfiltered organization's members matching the
 * search. `columns` are the members list's selected columns over `m` (membership) and `u` (user).
 */
export async function searchFirstPage(
  db: Queryable,
  organizationId: string,
  search: MemberSearch,
  limit: number,
  columns: string,
): Promise<SearchRow[]> {
  const chosen = await searchWay(db, organizationId, search, limit);
  if (chosen.way === 'walk') {
    // Matched in the index's own copy of the search text (strpos: no index could serve it, so
    // the plan is always the walk): a fragment anywhere, a prefix after a line break (each term
    // starts a line). The walk ends at the sample's WALK_SPAN-th member (an index condition: the
    // scan stops there).
    const needle = 'fragment' in search ? search.fragment : `\n${search.prefix}`;
    const end = chosen.end ?? { createdAt: '-infinity', id: '' };
    const rows = await db.query<SearchRow>(
      `SELECT ${columns}, NULL AS beyond_cursor
         FROM (SELECT x.id FROM memberships x
                WHERE x.organization_id = $1
                  AND (x.created_at, x.id) >= ($3::timestamptz, $4)
                  AND strpos(x.search_text, $2) > 0
                ORDER BY x.created_at DESC, x.id DESC LIMIT ${limit + 1}) walk
         JOIN memberships m ON m.id = walk.id
         LEFT JOIN users u ON u.id = m.user_id
        ORDER BY m.created_at DESC, m.id DESC`,
      [organizationId, needle, end.createdAt, end.id],
      { genericPlan: true },
    );
    // A page filled before the end, or a walk of the whole organization, is the page; a page
    // not filled within the span may go on past it: the index reads it.
    if (rows.length > limit || !chosen.end) return rows;
  }
  const matches =
    'fragment' in search
      ? `SELECT id, created_at FROM memberships WHERE organization_id = $1 AND search_text LIKE $2`
      : `SELECT m.id, m.created_at FROM memberships m WHERE m.id IN (
           SELECT t.membership_id FROM member_search_terms t WHERE t.organization_id = $1
              AND t.term >= $2 COLLATE "C" AND t.term < $3 COLLATE "C")`;
  return db.query<SearchRow>(
    `WITH hits AS MATERIALIZED (${matches})
     SELECT ${columns}, NULL AS beyond_cursor
       FROM (SELECT id FROM hits ORDER BY created_at DESC, id DESC LIMIT ${limit + 1}) page
       JOIN memberships m ON m.id = page.id
       LEFT JOIN users u ON u.id = m.user_id
      ORDER BY m.created_at DESC, m.id DESC`,
    'fragment' in search
      ? [organizationId, search.pattern]
      : [organizationId, search.prefix, search.prefixEnd],
    { genericPlan: true },
  );
}
