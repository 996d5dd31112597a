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
// one statement reads the page with each row's roles; the cursor probe runs only when paging.
import type { Queryable } from '../db/database';
import { badRequest } from '../http/errors';
import { decodeMemberCursor, encodeMemberCursor, type MemberCursor } from './member-cursor';
import { toMember, type Member, type MemberRow } from '../domain/member-view';
import { toRole, type Role, type RoleRow } from '../domain/roles';

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
     FROM roles r WHERE r.organization_id = m.organization_id AND r.slug = ANY (m.role_slugs)) AS role_rows`;

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

  const cursor: MemberCursor | undefined = query.before
    ? decodeMemberCursor(query.before, 'before')
    : query.after
      ? decodeMemberCursor(query.after, 'after')
      : undefined;
  const forward = !query.after; // forward = towards older rows, the display order.

  const pageParams = [...params];
  let keyset = '';
  if (cursor) {
    pageParams.push(cursor.createdAt, cursor.id);
    const op = forward ? '<' : '>';
    keyset = ` AND (${source.time}, ${source.id}) ${op} ($${pageParams.length - 1}::timestamptz, $${pageParams.length})`;
  }
  pageParams.push(limit + 1);
  const order = forward ? 'DESC' : 'ASC';
  // The roles of each row come with it (one statement, not a second one for the roles). The
  // page is chosen from the memberships alone, then joined to its users: a search whose matches
  // are sorted for the page would otherwise join every match before the sort.
  const rows = await db.query<MemberRow & { role_rows: RoleRow[] | null }>(
    `SELECT ${columns}
       FROM (SELECT m.* FROM ${source.from} WHERE ${where}${keyset}
              ORDER BY ${source.time} ${order}, ${source.id} ${order} LIMIT $${pageParams.length}) m
       LEFT JOIN users u ON u.id = m.user_id
      ORDER BY m.created_at ${order}, m.id ${order}`,
    pageParams,
    { planEachCall: true },
  );
  const roles = new Map<string, Role>();
  for (const row of rows)
    for (const role of row.role_rows ?? []) roles.set(role.slug, toRole(role));
  const hasMoreThisWay = rows.length > limit;
  const page = rows.slice(0, limit);
  if (!forward) page.reverse();

  const first = page[0];
  const last = page[page.length - 1];
  const cursorOf = (row: MemberRow) =>
    encodeMemberCursor({ createdAt: row.cursor_time, id: row.id });

  let nextCursor: string | null = null;
  let previousCursor: string | null = null;
  if (forward) {
    if (hasMoreThisWay && last) nextCursor = cursorOf(last);
    if (cursor && first)
      previousCursor = (await existsBeyond(db, source, where, params, first, '>'))
        ? cursorOf(first)
        : null;
  } else {
    if (hasMoreThisWay && first) previousCursor = cursorOf(first);
    if (last)
      nextCursor = (await existsBeyond(db, source, where, params, last, '<'))
        ? cursorOf(last)
        : null;
  }

  const now = Date.now();
  return {
    data: page.map((row) => toMember(row, [...roles.values()], callerUserId, now)),
    list_metadata: { before: nextCursor, after: previousCursor },
  };
}

/** Whether any row of the same filter lies past `row` in the given direction. */
async function existsBeyond(
  db: Queryable,
  source: PageSource,
  where: string,
  params: unknown[],
  row: MemberRow,
  op: '<' | '>',
): Promise<boolean> {
  const all = [...params, row.cursor_time, row.id];
  // Nearest first: the probe walks the page-order index from the row (a LIMIT 1 without an order
  // may pick a scan of the whole table, hoping to meet a match early).
  const order = op === '<' ? 'DESC' : 'ASC';
  const found = await db.query(
    `SELECT 1 FROM ${source.from} WHERE ${where}
        AND (${source.time}, ${source.id}) ${op} ($${all.length - 1}::timestamptz, $${all.length})
      ORDER BY ${source.time} ${order}, ${source.id} ${order} LIMIT 1`,
    all,
    { planEachCall: true },
  );
  return found.length > 0;
}
