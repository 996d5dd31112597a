// Pages of API keys for the widget, newest first. Cursors are key ids (time-ordered): "Next"
// sends `before` (older keys than this one), "Previous" sends `after` (newer ones), as in the
// members list; a null cursor means no page that way.
import type { Queryable } from '../db/database';
import { unprocessable } from '../http/management-errors';
import {
  apiKeyColumns,
  apiKeyFrom,
  apiKeyIdPattern,
  type ApiKeyRow,
} from '../domain/api-key-store';

export interface KeyListQuery {
  limit?: string;
  before?: string;
  after?: string;
  search?: string;
}

export const keyListQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    limit: { type: 'string', maxLength: 8 },
    before: { type: 'string', maxLength: 100 },
    after: { type: 'string', maxLength: 100 },
    search: { type: 'string', maxLength: 200 },
  },
} as const;

const cursor = new RegExp(apiKeyIdPattern);

/** The page size of a list query (1–`max`, `fallback` when absent); else a 422 naming `limit`. */
export function parseLimit(value: string | undefined, fallback: number, max = 100): number {
  if (value === undefined) return fallback;
  if (!/^\d{1,3}$/.test(value) || Number(value) < 1 || Number(value) > max)
    throw unprocessable(`limit must be a whole number from 1 to ${max}`, 'limit');
  return Number(value);
}

/** A LIKE pattern matching `text` anywhere, its wildcards taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function listApiKeys<T>(
  db: Queryable,
  organizationId: string,
  visible: { sql: string; params: unknown[] },
  query: KeyListQuery,
  view: (row: ApiKeyRow) => T,
): Promise<{ data: T[]; list_metadata: { before: string | null; after: string | null } }> {
  const limit = parseLimit(query.limit, 10);
  for (const field of ['before', 'after'] as const) {
    const value = query[field];
    if (value !== undefined && !cursor.test(value))
      throw unprocessable(`${field} is not a cursor of this list`, field, 'invalid_cursor');
  }
  if (query.before && query.after)
    throw unprocessable('Give either before or after, not both', 'before', 'invalid_cursor');

  const params: unknown[] = [organizationId, ...visible.params];
  let where = `k.organization_id = $1 AND k.revoked_at IS NULL AND ${visible.sql}`;
  const search = query.search?.trim();
  if (search) {
    params.push(containsPattern(search));
    where += ` AND k.name ILIKE $${params.length}`;
  }
  const forward = !query.after; // Forward: towards older keys, the display order.
  const pageParams = [...params];
  let pageWhere = where;
  const cursorValue = query.before ?? query.after;
  if (cursorValue) {
    pageParams.push(cursorValue);
    pageWhere += ` AND k.id ${forward ? '<' : '>'} $${pageParams.length}`;
  }
  pageParams.push(limit + 1);
  const rows = await db.query<ApiKeyRow>(
    `SELECT ${apiKeyColumns} FROM ${apiKeyFrom} WHERE ${pageWhere}
      ORDER BY k.id ${forward ? 'DESC' : 'ASC'} LIMIT $${pageParams.length}`,
    pageParams,
  );
  const moreThisWay = rows.length > limit;
  const page = rows.slice(0, limit);
  if (!forward) page.reverse();
  const first = page[0];
  const last = page[page.length - 1];
  const exists = async (op: '<' | '>', id: string) => {
    const [row] = await db.query(
      `SELECT 1 FROM ${apiKeyFrom} WHERE ${where} AND k.id ${op} $${params.length + 1} LIMIT 1`,
      [...params, id],
    );
    return Boolean(row);
  };
  let next: string | null = null;
  let previous: string | null = null;
  if (forward) {
    if (moreThisWay && last) next = last.id;
    if (cursorValue && first) previous = (await exists('>', first.id)) ? first.id : null;
  } else {
    if (moreThisWay && first) previous = first.id;
    if (last) next = (await exists('<', last.id)) ? last.id : null;
  }
  return { data: page.map(view), list_metadata: { before: next, after: previous } };
}
