// SCIMMY parses a filter into disjunctive normal form ([{userName:["eq","x"]}, ...]: OR of ANDs);
// this turns that form into a SQL condition over a resource table, so filtering and paging run
// in the database. Strings compare case-insensitively (RFC 7643 caseExact=false for the
// attributes the IdPs filter on), except ids and externalId.
import type { Queryable } from '../db/database';
import { scimBadRequest } from './scim-errors';

export interface FilterColumn {
  /** SQL expression of the attribute, or of the jsonb document `jsonPath` reads from. */
  sql: string;
  /** A path inside the jsonb document `sql` (sent as a parameter, never spliced in). */
  jsonPath?: string[];
  type: 'text' | 'exact' | 'boolean' | 'time';
}

/** A multi-valued attribute: a condition on it becomes EXISTS over its rows. */
export interface FilterCollection {
  /** Builds `EXISTS (...)` around a condition on the element's sub-attributes. */
  exists: (condition: string) => string;
  /** Sub-attribute → SQL expression on one element. */
  sub: (name: string) => FilterColumn | undefined;
}

export interface FilterTarget {
  column: (path: string) => FilterColumn | undefined;
  collection: (name: string) => FilterCollection | undefined;
}

type Comparison = unknown[];
type Expression = { [attribute: string]: Comparison | Comparison[] | Expression };

const textOps: Record<string, (column: string, p: string) => string> = {
  eq: (c, p) => `lower(${c}) = lower(${p})`,
  ne: (c, p) => `(${c} IS NULL OR lower(${c}) <> lower(${p}))`,
  co: (c, p) => `strpos(lower(${c}), lower(${p})) > 0`,
  sw: (c, p) => `starts_with(lower(${c}), lower(${p}))`,
  ew: (c, p) => `right(lower(${c}), length(${p})) = lower(${p})`,
  gt: (c, p) => `lower(${c}) > lower(${p})`,
  ge: (c, p) => `lower(${c}) >= lower(${p})`,
  lt: (c, p) => `lower(${c}) < lower(${p})`,
  le: (c, p) => `lower(${c}) <= lower(${p})`,
};

export class FilterCompiler {
  readonly params: unknown[];
  constructor(
    private readonly target: FilterTarget,
    firstParams: unknown[] = [],
  ) {
    this.params = [...firstParams];
  }

  private param(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }

  /** The SQL condition for a parsed filter (SCIMMY.Types.Filter, an array of AND-groups). */
  compile(filter: Expression[]): string {
    const groups = filter.map((group) => this.group(group, (path) => this.target.column(path)));
    return groups.length ? `(${groups.join(' OR ')})` : 'true';
  }

  private group(
    expression: Expression,
    resolve: (path: string) => FilterColumn | undefined,
    prefix = '',
  ): string {
    const parts: string[] = [];
    for (const [name, value] of Object.entries(expression)) {
      const path = prefix ? `${prefix}.${name}` : name;
      if (Array.isArray(value)) {
        const comparisons = (Array.isArray(value[0]) ? value : [value]) as Comparison[];
        for (const comparison of comparisons)
          parts.push(this.comparison(path, resolve(path), comparison));
        continue;
      }
      const collection = prefix ? undefined : this.target.collection(name);
      if (collection) {
        parts.push(
          collection.exists(this.group(value, (sub) => collection.sub(sub.split('.').pop()!))),
        );
      } else {
        parts.push(this.group(value, resolve, path));
      }
    }
    return parts.length ? `(${parts.join(' AND ')})` : 'true';
  }

  private comparison(path: string, column: FilterColumn | undefined, raw: Comparison): string {
    if (!column) throw scimBadRequest(`Filtering on '${path}' is not supported`, 'invalidFilter');
    const negated = raw[0] === 'not';
    const [op, value] = (negated ? raw.slice(1) : raw) as [string, unknown];
    const condition = this.operator(path, column, op, value);
    return negated ? `NOT coalesce(${condition}, false)` : condition;
  }

  private operator(path: string, column: FilterColumn, op: string, value: unknown): string {
    const c = column.jsonPath
      ? `(${column.sql} #>> ${this.param(column.jsonPath)}::text[])`
      : column.sql;
    if (op === 'pr')
      return column.type === 'text' ? `coalesce(${c}, '') <> ''` : `${c} IS NOT NULL`;
    if (op === 'np') return column.type === 'text' ? `coalesce(${c}, '') = ''` : `${c} IS NULL`;
    if (column.type === 'boolean') {
      if (typeof value !== 'boolean' || (op !== 'eq' && op !== 'ne'))
        throw scimBadRequest(`'${path}' compares with eq or ne and true or false`, 'invalidFilter');
      return `${c} ${op === 'eq' ? '=' : '<>'} ${this.param(value)}`;
    }
    if (column.type === 'time') {
      const time = typeof value === 'string' ? new Date(value) : undefined;
      const sqlOp = { eq: '=', ne: '<>', gt: '>', ge: '>=', lt: '<', le: '<=' }[op];
      if (!time || Number.isNaN(time.getTime()) || !sqlOp)
        throw scimBadRequest(
          `'${path}' compares with a date and eq, ne, gt, ge, lt or le`,
          'invalidFilter',
        );
      return `${c} ${sqlOp} ${this.param(time)}`;
    }
    if (value === null || value === undefined || typeof value === 'object')
      throw scimBadRequest(`'${path}' needs a value to compare with`, 'invalidFilter');
    const text = String(value);
    if (column.type === 'exact') {
      const exact: Record<string, string> = { eq: '=', ne: '<>' };
      if (!exact[op]) throw scimBadRequest(`'${path}' compares with eq or ne`, 'invalidFilter');
      return `${c} ${exact[op]} ${this.param(text)}`;
    }
    const build = textOps[op];
    if (!build) throw scimBadRequest(`Unknown filter operator '${op}'`, 'invalidFilter');
    return build(c, `${this.param(text)}::text`);
  }
}

/** Where a SCIM list reads: `FROM <table> <alias>`, its columns, and its filter's columns. */
export interface ListSource {
  table: 'directory_users' | 'directory_groups';
  alias: string;
  columns: string;
  target: FilterTarget;
}

/**
 * One page of a directory's resources as SCIM asks for it (`filter`, `startIndex`, `count`), with
 * the total the ListResponse carries; `count=0` reads the total only. The page is read first: when
 * it ends before `count` and holds a row or starts at the first one, the total is where it ends
 * (an identity provider's lookup by userName or externalId, which matches one user or none, or a
 * last page), and only otherwise are the matches counted.
 */
export async function scimListPage<Row>(
  db: Queryable,
  source: ListSource,
  directoryId: string,
  params: { filter: unknown; startIndex: number; count: number },
): Promise<{ total: number; rows: Row[] }> {
  const compiler = new FilterCompiler(source.target, [directoryId]);
  const from = `FROM ${source.table} ${source.alias}`;
  const where = `${source.alias}.directory_id = $1 AND ${params.filter ? compiler.compile(params.filter as never) : 'true'}`;
  const rows =
    params.count === 0
      ? []
      : await db.query<Row>(
          `SELECT ${source.columns} ${from} WHERE ${where}
            ORDER BY ${source.alias}.created_at, ${source.alias}.id OFFSET ${params.startIndex - 1} LIMIT ${params.count}`,
          compiler.params,
        );
  const skipped = params.startIndex - 1;
  if (rows.length < params.count && (rows.length > 0 || skipped === 0))
    return { total: skipped + rows.length, rows };
  const [{ total } = { total: 0 }] = await db.query<{ total: number }>(
    `SELECT count(*)::integer AS total ${from} WHERE ${where}`,
    compiler.params,
  );
  return { total, rows };
}
