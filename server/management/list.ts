// Lists as the SDK reads them: `{ object: "list", data, list_metadata: { before, after } }`,
// cursors being ids. `after` is the cursor of the next page in the requested order and null on
// the last page (the SDK's auto-pagination follows it until null); `before` the cursor of the
// previous page. Ids are time-ordered, so keyset pages by id are stable under inserts. Each
// source pages along an index on its filters and the id (no OFFSET, no count).
import type { Queryable } from '../db/database';
import { unprocessable } from '../http/management-errors';

export interface ListQuery {
  limit?: string;
  before?: string;
  after?: string;
  order?: string;
}

export interface ListParams {
  limit: number;
  before?: string;
  after?: string;
  order: 'asc' | 'desc';
}

export interface ListResponse<T> {
  object: 'list';
  data: T[];
  list_metadata: { before: string | null; after: string | null };
}

/** Query-string properties every list accepts (values are strings; checked by parseListQuery). */
export const listQueryProperties = {
  limit: { type: 'string', maxLength: 8 },
  before: { type: 'string', maxLength: 128 },
  after: { type: 'string', maxLength: 128 },
  order: { type: 'string', maxLength: 8 },
} as const;

const cursorPattern = /^[A-Za-z0-9_]{1,100}$/;

export function parseListQuery(query: ListQuery): ListParams {
  let limit = 10;
  if (query.limit !== undefined) {
    if (!/^\d{1,3}$/.test(query.limit) || Number(query.limit) < 1 || Number(query.limit) > 100)
      throw unprocessable('limit must be a whole number from 1 to 100', 'limit');
    limit = Number(query.limit);
  }
  const order = query.order ?? 'desc';
  if (order !== 'asc' && order !== 'desc')
    throw unprocessable('order must be "asc" or "desc"', 'order');
  for (const field of ['before', 'after'] as const) {
    const cursor = query[field];
    if (cursor !== undefined && !cursorPattern.test(cursor))
      throw unprocessable(`${field} is not a valid cursor`, field);
  }
  if (query.before !== undefined && query.after !== undefined)
    throw unprocessable('Give either before or after, not both', 'before');
  return { limit, order, before: query.before, after: query.after };
}

export interface PageSource {
  /** `SELECT … FROM … WHERE <filters>` with $1..$n parameters, no ORDER BY or LIMIT. */
  sql: string;
  params: unknown[];
  /** The column holding the id (the cursor), e.g. `u.id`. */
  idColumn: string;
  /**
   * Plan the statement for its values on every call (the default). `false` where the best plan
   * is the same for any values: on PostgreSQL the statement is then prepared once per connection
   * and runs on its cached plan (planning a page cost several times running it).
   */
  planEachCall?: boolean;
  /**
   * When set, `sql` only chooses the page (its ids, as `id`, and what `rows` needs) and `rows`
   * reads the page's rows from it, e.g. `SELECT … FROM (<page>) p JOIN users u ON u.id = p.id`,
   * ordered by `rows.idColumn` and limited to the page again: the page is walked on one table's
   * index and the other joined to its rows only, or several pages (one per status, each on its
   * index: a LATERAL page) are merged into one.
   */
  rows?: { sql: (page: string) => string; idColumn: string };
}

/** One page of rows by id, in the requested order, with the cursors the SDK follows. */
export async function listPage<Row extends { id: string }, Out>(
  db: Queryable,
  source: PageSource,
  list: ListParams,
  toObject: (row: Row) => Out,
): Promise<ListResponse<Out>> {
  const cursor = list.after ?? list.before;
  // Walking backwards (a `before` cursor) reads in the opposite order, then flips the page.
  const backwards = list.before !== undefined;
  const descending = (list.order === 'desc') !== backwards;
  const params = [...source.params];
  let where = '';
  if (cursor !== undefined) {
    params.push(cursor);
    where = ` AND ${source.idColumn} ${descending ? '<' : '>'} $${params.length}`;
  }
  // The page size is part of the text, not a parameter: as one, a cached plan is made for an
  // unknown LIMIT and may read a whole table (seen for the members page's users). parseListQuery
  // keeps it to 1..100, so a statement has at most 100 texts.
  if (!Number.isInteger(list.limit) || list.limit < 1 || list.limit > 100)
    throw new Error(`listPage: limit ${list.limit} is not a whole number from 1 to 100`);
  const direction = descending ? 'DESC' : 'ASC';
  const page = `${source.sql}${where} ORDER BY ${source.idColumn} ${direction} LIMIT ${list.limit + 1}`;
  const rows = await db.query<Row>(
    source.rows
      ? `${source.rows.sql(page)} ORDER BY ${source.rows.idColumn} ${direction} LIMIT ${list.limit + 1}`
      : page,
    params,
    { planEachCall: source.planEachCall ?? true },
  );
  const more = rows.length > list.limit;
  const data = rows.slice(0, list.limit);
  if (backwards) data.reverse();
  const first = data[0]?.id ?? null;
  const last = data[data.length - 1]?.id ?? null;
  return {
    object: 'list',
    data: data.map(toObject),
    list_metadata: backwards
      ? { before: more ? first : null, after: last }
      : { before: cursor !== undefined ? first : null, after: more ? last : null },
  };
}
