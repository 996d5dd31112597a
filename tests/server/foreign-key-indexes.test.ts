// Every foreign key has an index that leads with its columns (issue #36). Deleting (or re-keying)
// a referenced row makes the database find the rows that point at it, once per deleted row:
// without such an index that is a scan of the whole referencing table, which at enterprise size
// turns deleting one user or organization into minutes of scans. The foreign keys are read from
// the catalog, so a new migration's foreign key without an index fails here. Runs on PGlite and,
// with TEST_DATABASE_URL, on PostgreSQL (the catalog is the same).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database';
import { openTestDatabase } from './test-server';

interface ForeignKey {
  name: string;
  table: string;
  columns: string[];
  references: string;
}

interface IndexOnTable {
  name: string;
  table: string;
  /** The key columns in order; null for an expression. */
  columns: (string | null)[];
  method: string;
  /** The partial index's predicate, e.g. `(created_by IS NOT NULL)`; null when whole. */
  predicate: string | null;
}

/**
 * Foreign keys deliberately left without an index, each with the reason. None today: keep an
 * entry here only when the referencing table stays small whatever the organization's size.
 */
const exceptions: Record<string, string> = {};

/**
 * An index serves a foreign key's lookup (`WHERE $1 = column`, the statement PostgreSQL's
 * referential actions run) when it is a B-tree whose leading key columns are exactly the
 * foreign key's columns (in any order), and, if partial, only leaves out rows whose key is NULL
 * (which reference nothing).
 */
function servesForeignKey(index: IndexOnTable, key: ForeignKey): boolean {
  if (index.table !== key.table || index.method !== 'btree') return false;
  const leading = index.columns.slice(0, key.columns.length);
  if (leading.length < key.columns.length || leading.some((column) => column === null))
    return false;
  if (!key.columns.every((column) => leading.includes(column))) return false;
  if (index.predicate === null) return true;
  const conditions = index.predicate
    .replace(/^\((.*)\)$/s, '$1')
    .split(/\s+AND\s+/)
    .map((condition) => condition.replace(/^\((.*)\)$/s, '$1').trim());
  return conditions.every((condition) => {
    const column = /^(\w+) IS NOT NULL$/.exec(condition)?.[1];
    return column !== undefined && key.columns.includes(column);
  });
}

describe('foreign keys and their indexes', () => {
  let db: Database;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ db, drop } = await openTestDatabase());
  });

  afterAll(async () => {
    await db?.close();
    await drop?.();
  });

  async function foreignKeys(): Promise<ForeignKey[]> {
    return db.query<ForeignKey>(
      `SELECT c.conname AS name, t.relname AS table, r.relname AS references,
              array(SELECT a.attname::text
                      FROM unnest(c.conkey) WITH ORDINALITY AS k(attnum, n)
                      JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = k.attnum
                     ORDER BY k.n) AS columns
         FROM pg_constraint c
         JOIN pg_class t ON t.oid = c.conrelid
         JOIN pg_class r ON r.oid = c.confrelid
        WHERE c.contype = 'f' AND t.relnamespace = current_schema()::regnamespace
        ORDER BY t.relname, c.conname`,
    );
  }

  async function indexes(): Promise<IndexOnTable[]> {
    return db.query<IndexOnTable>(
      `SELECT ic.relname AS name, t.relname AS table, am.amname AS method,
              pg_get_expr(i.indpred, i.indrelid) AS predicate,
              array(SELECT a.attname::text
                      FROM unnest((i.indkey::int2[])[0:i.indnkeyatts - 1]) WITH ORDINALITY AS k(attnum, n)
                      LEFT JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = k.attnum
                     ORDER BY k.n) AS columns
         FROM pg_index i
         JOIN pg_class ic ON ic.oid = i.indexrelid
         JOIN pg_class t ON t.oid = i.indrelid
         JOIN pg_am am ON am.oid = ic.relam
        WHERE t.relnamespace = current_schema()::regnamespace`,
    );
  }

  it('given the migrated schema, should have an index leading with the columns of every foreign key', async () => {
    const keys = await foreignKeys();
    const all = await indexes();
    // The schema has dozens of foreign keys: an empty list means the query found none.
    expect(keys.length).toBeGreaterThan(20);
    const missing = keys
      .filter((key) => !all.some((index) => servesForeignKey(index, key)))
      .map((key) => `${key.table} (${key.columns.join(', ')}) -> ${key.references} [${key.name}]`);
    const excepted = Object.keys(exceptions);
    expect(missing.filter((line) => !excepted.some((name) => line.endsWith(`[${name}]`)))).toEqual(
      [],
    );
    // An exception whose foreign key is gone or now indexed is removed from the list.
    expect(excepted.filter((name) => !missing.some((line) => line.endsWith(`[${name}]`)))).toEqual(
      [],
    );
  });

  it('given indexes of each kind, should accept only one a foreign key lookup can use', () => {
    const key: ForeignKey = {
      name: 'k',
      table: 'api_keys',
      columns: ['created_by'],
      references: 'users',
    };
    const index = (overrides: Partial<IndexOnTable>): IndexOnTable => ({
      name: 'i',
      table: 'api_keys',
      columns: ['created_by'],
      method: 'btree',
      predicate: null,
      ...overrides,
    });
    expect(servesForeignKey(index({}), key)).toBe(true);
    expect(servesForeignKey(index({ columns: ['created_by', 'id'] }), key)).toBe(true);
    expect(servesForeignKey(index({ predicate: '(created_by IS NOT NULL)' }), key)).toBe(true);
    // Not leading, another table, an expression, a GIN index, a predicate that drops live keys.
    expect(servesForeignKey(index({ columns: ['organization_id', 'created_by'] }), key)).toBe(
      false,
    );
    expect(servesForeignKey(index({ table: 'sessions' }), key)).toBe(false);
    expect(servesForeignKey(index({ columns: [null] }), key)).toBe(false);
    expect(servesForeignKey(index({ method: 'gin' }), key)).toBe(false);
    expect(servesForeignKey(index({ predicate: '(revoked_at IS NULL)' }), key)).toBe(false);
    expect(
      servesForeignKey(
        index({ predicate: '((created_by IS NOT NULL) AND (revoked_at IS NULL))' }),
        key,
      ),
    ).toBe(false);
    // A two-column key needs both columns leading, in either order.
    const pair = { ...key, columns: ['organization_id', 'user_id'] };
    expect(servesForeignKey(index({ columns: ['user_id', 'organization_id'] }), pair)).toBe(true);
    expect(servesForeignKey(index({ columns: ['organization_id'] }), pair)).toBe(false);
  });
});
