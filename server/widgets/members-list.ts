// The members list: keyset pages over (created_at, id), newest first, filtered by role slug and
// by a case-insensitive search. Every page is a walk of an index, whatever the organization's
// size (issue #36):
// - no filter: the (organization_id, created_at, id) btree, read in page order;
// - a role: member_roles' (organization_id, role_slug, created_at, id) btree, in page order;
// - a search with a run of three letters or digits: a fragment anywhere in the e-mail addresses
//   or the full name, through the trigram index over memberships.search_text;
// - a shorter search (no trigram to look up): a prefix of the e-mail, its domain, first, last
//   or full name, a btree range over member_search_terms.
//
// Cursor direction follows the provider's widget: "Next" sends `before` (rows after this one in
// display order), "Previous" sends `after` (rows before it in display order).
//
// Most of the cost is per statement (on PostgreSQL each is a round trip through the kernel), so
// one statement reads the page with the organization's roles and, when paging, whether a page
// lies back.
import type { Queryable, QueryOptions } from '../db/database';
import { badRequest } from '../http/errors';
import { decodeMemberCursor, encodeMemberCursor, type MemberCursor } from './member-cursor';
import { toMember, type Member, type MemberRow } from '../domain/member-view';
import { toRole, type Role, type RoleRow } from '../domain/roles';
import { searchFirstPage, type MemberSearch, type SearchRow } from './member-search-page';

export interface MembersQuery {
  after?: string;
  before?: string;
  limit?: number;
  role?: string;
  search?: string;
}

export interface MembersPage {
  data: Member[];
  list_metadata: { before: string | null; after: string | null };
}

const columns = `m.id, m.email, m.status, m.directory_managed, m.role_slugs, m.invite_expires_at, m.last_activity_at, m.created_at,
  m.created_at::text AS cursor_time, m.user_id, u.email_verified, u.first_name, u.last_name, u.profile_picture_url,
  (SELECT json_agg(json_build_object('slug', r.slug, 'name', r.name, 'description', r.description,
      'is_default', r.is_default))
     FROM roles r WHERE r.organization_id = $1)::text AS role_rows`;

/**
 * A string above every string that starts with `prefix` in byte order (collation C): the prefix
 * with its last character moved one code point up (UTF-8 keeps code point order).
 */
export function prefixEnd(prefix: string): string {
  const characters = [...prefix];
  const last = characters.pop()?.codePointAt(0) ?? 0;
  const next = last + 1;
  if (next > 0x10ffff || (next >= 0xd800 && next <= 0xdfff)) return `${prefix}\u{10FFFF}`;
  return characters.join('') + String.fromCodePoint(next);
}

/** The rows a page walks: their FROM clause and the columns of the page order. */
interface PageSource {
  from: string;
  time: string;
  id: string;
}

/** A run pg_trgm extracts trigrams from (it indexes letters and digits only). */
const trigramRun = /[\p{L}\p{N}]{3}/u;

/** The text as a LIKE pattern matching itself literally (backslash is LIKE's escape). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, '\\$&');
}

export async function listMembers(
  db: Queryable,
  organizationId: string,
  callerUserId: string,
  query: MembersQuery,
): Promise<MembersPage> {
  if (query.after && query.before)
    throw badRequest('Invalid before: send either before or after, not both', 'before');
  const limit = query.limit ?? 10;
  const search = query.search?.trim().toLowerCase().replace(/\s+/g, ' ') ?? '';

  const params: unknown[] = [organizationId];
  const filters: string[] = ['m.organization_id = $1'];
  // With a role, the page walks member_roles (organization, role, newest first) and joins each
  // membership; without, the memberships' own (organization, created_at, id) index.
  let source: PageSource = { from: 'memberships m', time: 'm.created_at', id: 'm.id' };
  if (query.role) {
    params.push(query.role);
    source = {
      from: 'member_roles mr JOIN memberships m ON m.id = mr.membership_id',
      time: 'mr.created_at',
      id: 'mr.membership_id',
    };
    filters.push(`mr.organization_id = $1 AND mr.role_slug = $${params.length}`);
  }
  if (search && trigramRun.test(search)) {
    params.push(`%${escapeLike(search)}%`);
    filters.push(`m.search_text LIKE $${params.length}`);
  } else if (search) {
    params.push(search, prefixEnd(search));
    filters.push(
      `m.id IN (SELECT t.membership_id FROM member_search_terms t WHERE t.organization_id = $1
         AND t.term >= $${params.length - 1} COLLATE "C" AND t.term < $${params.length} COLLATE "C")`,
    );
  }
  const where = filters.join(' AND ');
  // Only a search's best plan depends on the values (a fragment matching few rows is read through
  // the trigram index and sorted, one matching most of them by walking the page order). Without
  // one, every page is the same walk of one index: the statement is prepared once per connection
  // and runs on its cached plan (planning cost as much as running it, measured on PostgreSQL).
  const planEachCall = search !== '';
  // A role's page has one plan that suits every role (the walk of member_roles for that role),
  // but PostgreSQL's own choice kept planning it on every call (PGlite's bench: 4,053 custom
  // plans, no generic one): a plan made for the role's value always looked cheaper. It runs on
  // its generic plan, always.
  const genericPlan = !planEachCall && Boolean(query.role);

  const cursor: MemberCursor | undefined = query.before
    ? decodeMemberCursor(query.before, 'before')
    : query.after
      ? decodeMemberCursor(query.after, 'after')
      : undefined;
  const forward = !query.after; // forward = towards older rows, the display order.

  // A search's first page (what each keystroke asks for) is read by statements whose plans do
  // not depend on the fragment (member-search-page.ts); later pages and a search within a role
  // are planned for their values.
  let rows: SearchRow[];
  if (search && !cursor && !query.role) {
    const searchBy: MemberSearch = trigramRun.test(search)
      ? { fragment: search, pattern: `%${escapeLike(search)}%` }
      : { prefix: search, prefixEnd: prefixEnd(search) };
    rows = await searchFirstPage(db, organizationId, searchBy, limit, columns);
  } else
    rows = await pageOf(db, {
      source,
      where,
      params,
      cursor,
      forward,
      limit,
      plan: { planEachCall, genericPlan },
    });
  // Every row carries the organization's roles (one subquery per statement, not one per row),
  // as the same text: parsed once.
  const roleRows = rows[0]?.role_rows;
  const roles: Role[] = roleRows ? (JSON.parse(roleRows) as RoleRow[]).map(toRole) : [];
  const hasMoreThisWay = rows.length > limit;
  const page = rows.slice(0, limit);
  if (!forward) page.reverse();

  const first = page[0];
  const last = page[page.length - 1];
  const cursorOf = (row: MemberRow) =>
    encodeMemberCursor({ createdAt: row.cursor_time, id: row.id });

  // Rows beyond the page's far end: the extra row read; beyond its near end: the cursor's probe.
  const beyondCursor = rows[0]?.beyond_cursor === true;
  let nextCursor: string | null = null;
  let previousCursor: string | null = null;
  if (forward) {
    if (hasMoreThisWay && last) nextCursor = cursorOf(last);
    if (beyondCursor && first) previousCursor = cursorOf(first);
  } else {
    if (hasMoreThisWay && first) previousCursor = cursorOf(first);
    if (beyondCursor && last) nextCursor = cursorOf(last);
  }

  const now = Date.now();
  return {
    data: page.map((row) => toMember(row, roles, callerUserId, now)),
    list_metadata: { before: nextCursor, after: previousCursor },
  };
}

/** One page along `source` in page order from the cursor, with whether a page lies back. */
async function pageOf(
  db: Queryable,
  input: {
    source: PageSource;
    where: string;
    params: unknown[];
    cursor: MemberCursor | undefined;
    forward: boolean;
    limit: number;
    plan: QueryOptions;
  },
): Promise<SearchRow[]> {
  const { source, where, params, cursor, forward, limit, plan } = input;
  const pageParams = [...params];
  let keyset = '';
  // With a cursor, the same statement also says whether rows lie on the cursor's other side (a
  // page back from it exists): the page's nearest row is the first past the cursor, so a row
  // past that one the other way is a row at or beyond the cursor. It walks the page-order index
  // from the cursor (nearest first: a LIMIT 1 without an order may pick a scan of the whole
  // table, hoping to meet a match early).
  let beyond = 'NULL';
  if (cursor) {
    pageParams.push(cursor.createdAt, cursor.id);
    const keyFrom = (op: string) =>
      `(${source.time}, ${source.id}) ${op} ($${pageParams.length - 1}::timestamptz, $${pageParams.length})`;
    keyset = ` AND ${keyFrom(forward ? '<' : '>')}`;
    const back = forward ? 'ASC' : 'DESC';
    beyond = `(SELECT true FROM ${source.from} WHERE ${where} AND ${keyFrom(forward ? '>=' : '<=')}
        ORDER BY ${source.time} ${back}, ${source.id} ${back} LIMIT 1)`;
  }
  const order = forward ? 'DESC' : 'ASC';
  // The organization's roles come with the rows (one statement, not a second one for the roles).
  // The page is chosen from the memberships alone, then joined to its users: a search whose matches
  // are sorted for the page would otherwise join every match before the sort.
  return db.query<SearchRow>(
    `SELECT ${columns}, ${beyond} AS beyond_cursor
       FROM (SELECT m.* FROM ${source.from} WHERE ${where}${keyset}
              ORDER BY ${source.time} ${order}, ${source.id} ${order} LIMIT ${limit + 1}) m
       LEFT JOIN users u ON u.id = m.user_id
      ORDER BY m.created_at ${order}, m.id ${order}`,
    pageParams,
    plan,
  );
}
