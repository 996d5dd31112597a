// The environment's permissions a key may carry, for the create dialog: searchable by slug or
// name, paged by slug ("Next" sends `before`, as the other widget lists).
import type { ApiKeyPermission } from '../../src/api/widgets/types';
import type { Queryable } from '../db/database';
import { unprocessable } from '../http/management-errors';
import { containsPattern, parseLimit } from './keys-list';

export const permissionsQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    limit: { type: 'string', maxLength: 8 },
    search: { type: 'string', maxLength: 200 },
    before: { type: 'string', maxLength: 128 },
    after: { type: 'string', maxLength: 128 },
  },
} as const;

const slugCursor = /^[a-z0-9:._-]{1,128}$/;

export async function listApiKeyPermissions(
  db: Queryable,
  query: { limit?: string; search?: string; before?: string; after?: string },
  /** When given, only these slugs (the user scope's ceiling). */
  only?: readonly string[],
): Promise<{
  data: ApiKeyPermission[];
  list_metadata: { before: string | null; after: string | null };
}> {
  const limit = parseLimit(query.limit, 100);
  for (const field of ['before', 'after'] as const) {
    const value = query[field];
    if (value !== undefined && !slugCursor.test(value))
      throw unprocessable(`${field} is not a cursor of this list`, field, 'invalid_cursor');
  }
  const params: unknown[] = [];
  const where: string[] = [];
  if (only) {
    params.push(only);
    where.push(`slug = ANY($${params.length})`);
  }
  const search = query.search?.trim();
  if (search) {
    params.push(containsPattern(search));
    where.push(`(slug ILIKE $${params.length} OR name ILIKE $${params.length})`);
  }
  const forward = !query.after;
  const cursorValue = query.before ?? query.after;
  if (cursorValue) {
    params.push(cursorValue);
    where.push(`slug ${forward ? '>' : '<'} $${params.length}`);
  }
  params.push(limit + 1);
  const rows = await db.query<{
    id: string;
    slug: string;
    name: string;
    description: string | null;
  }>(
    `SELECT id, slug, name, description FROM api_key_permissions
      ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
      ORDER BY slug ${forward ? 'ASC' : 'DESC'} LIMIT $${params.length}`,
    params,
  );
  const more = rows.length > limit;
  const page = rows.slice(0, limit);
  if (!forward) page.reverse();
  const first = page[0];
  const last = page[page.length - 1];
  return {
    data: page.map((row) => ({
      id: row.id,
      slug: row.slug,
      name: row.name,
      ...(row.description ? { description: row.description } : {}),
    })),
    // Going back, the cursor's own row lies ahead; going forward, the cursor's lies behind.
    list_metadata: {
      before: forward && !more ? null : (last?.slug ?? null),
      after: forward
        ? cursorValue
          ? (first?.slug ?? null)
          : null
        : more
          ? (first?.slug ?? null)
          : null,
    },
  };
}
