// PGlite's own `query()` sends every statement unnamed (Parse, Describe, Bind, Execute, Sync, each
// a call into the WASM backend), so every call parses and plans its text again. For a list page
// planning cost as much as running. Here a parameterised statement is prepared once under a name
// and each call binds and executes it in one call into the backend, so PostgreSQL's plan cache
// works as it does on a server connection. A statement marked to be planned on each call stays
// unnamed (parsed and planned for its values, still in one call); one always run on its generic
// plan runs with plan_cache_mode set around it in the same call (PGlite has one session: the
// setting cannot live on connections of their own, as on PostgreSQL).
import type { PGlite } from '@electric-sql/pglite';
import { DatabaseError } from 'pg-protocol';
import type {
  BackendMessage,
  DataRowMessage,
  ParameterDescriptionMessage,
  RowDescriptionMessage,
} from 'pg-protocol/dist/messages';
import { Parser } from 'pg-protocol/dist/parser';
import { statementName } from './statement-name';

type Protocol = typeof import('@electric-sql/pglite').protocol;
/** One of PGlite's parsers of a type's text form (`client.parsers`, by type oid). */
type TypeParser = (value: string, type: number) => unknown;

interface Prepared {
  name: string;
  /** The parameters' type oids, as PostgreSQL inferred them: which serializer each value takes. */
  types: number[];
}

/**
 * Statements kept prepared at most: the backend holds each one's parse tree and plans, so an
 * endless variety of texts must not grow its memory. The least recently used is closed.
 */
const MAX_PREPARED = 512;

/** How the plan is chosen: PostgreSQL's own choice, planned for each call's values, or generic. */
export type PlanMode = 'auto' | 'custom' | 'generic';

export interface PgliteStatements {
  /** Runs a parameterised statement on its prepared statement (no transaction handling here). */
  run<Row>(sql: string, params: unknown[], mode?: PlanMode): Promise<Row[]>;
}

export async function pgliteStatements(client: PGlite): Promise<PgliteStatements> {
  const { protocol } = (await import('@electric-sql/pglite')) as { protocol: Protocol };
  const { serialize } = protocol;
  const prepared = new Map<string, Prepared>();
  // Unnamed statements' parameter types (no plan kept: an unnamed statement lasts one call).
  const unnamed = new Map<string, number[]>();
  // Closes of evicted statements, sent ahead of the next call's messages.
  const closing: Uint8Array[] = [];

  // The reply is read with node-postgres's protocol parser (text values decoded straight from a
  // Buffer), not PGlite's own, whose reader copies every field into an ArrayBuffer of its own
  // before decoding it: with it, a members page's statement took ~520 µs at 10,000 members, and
  // ~290 µs without (issue #36). PGlite's type parsers still read the values (rowsOf). The
  // first error in the reply is thrown, as PGlite does.
  const send = async (...messages: Uint8Array[]): Promise<BackendMessage[]> => {
    const chunks: Buffer[] = [];
    await client.execProtocolRawStream(
      concat([...closing.splice(0), ...messages, serialize.sync()]),
      // A chunk is a view of the WASM heap, reused: copied at once.
      { syncToFs: false, onRawData: (chunk) => chunks.push(Buffer.from(chunk)) },
    );
    const replies: BackendMessage[] = [];
    let failure: DatabaseError | undefined;
    new Parser().parse(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks), (message) => {
      if (message instanceof DatabaseError) failure ??= message;
      else if (!failure) replies.push(message);
    });
    if (failure) throw failure;
    return replies;
  };

  /** The rows of the reply's `result`-th statement, each value read by PGlite's type parsers. */
  const rowsOf = <Row>(messages: BackendMessage[], result: number): Row[] => {
    const parsers = client.parsers as Record<number, TypeParser | undefined>;
    let statement = 0;
    let columns: { name: string; type: number; parse: TypeParser | undefined }[] = [];
    const rows: Record<string, unknown>[] = [];
    for (const message of messages) {
      if (message.name === 'commandComplete' && ++statement > result) break;
      if (statement !== result) continue;
      if (message.name === 'rowDescription') {
        columns = (message as RowDescriptionMessage).fields.map(({ name, dataTypeID }) => ({
          name,
          type: dataTypeID,
          parse: parsers[dataTypeID],
        }));
      } else if (message.name === 'dataRow') {
        const row: Record<string, unknown> = {};
        (message as DataRowMessage).fields.forEach((value, index) => {
          const { name, type, parse } = columns[index]!;
          row[name] = value === null || !parse ? value : parse(value, type);
        });
        rows.push(row);
      }
    }
    return rows as Row[];
  };

  /** The parameters' type oids a Describe of the statement returned. */
  const parameterTypes = (messages: BackendMessage[]): number[] =>
    (
      messages.find((message) => message.name === 'parameterDescription') as
        ParameterDescriptionMessage | undefined
    )?.dataTypeIDs ?? [];

  const prepare = async (sql: string): Promise<Prepared> => {
    const name = statementName(sql);
    const described = await send(
      serialize.parse({ name, text: sql }),
      serialize.describe({ type: 'S', name }),
    );
    const statement = { name, types: parameterTypes(described) };
    prepared.set(sql, statement);
    if (prepared.size > MAX_PREPARED) {
      const [oldest, { name: evicted }] = prepared.entries().next().value as [string, Prepared];
      prepared.delete(oldest);
      closing.push(serialize.close({ type: 'S', name: evicted }));
    }
    return statement;
  };

  const serialized = (types: number[], params: unknown[]) =>
    params.map((value, index) => {
      if (value == null) return null;
      const serializer = client.serializers[types[index] ?? 0];
      return serializer ? serializer(value) : String(value);
    });

  const planned = async <Row>(sql: string, params: unknown[]) => {
    let types = unnamed.get(sql);
    if (!types) {
      types = parameterTypes(
        await send(serialize.parse({ text: sql }), serialize.describe({ type: 'S' })),
      );
      unnamed.set(sql, types);
      if (unnamed.size > MAX_PREPARED) unnamed.delete(unnamed.keys().next().value as string);
    }
    const messages = await send(
      serialize.parse({ text: sql, types }),
      serialize.bind({ values: serialized(types, params) }),
      serialize.describe({ type: 'P' }),
      serialize.execute({}),
    );
    return rowsOf<Row>(messages, 0);
  };

  const execute = async <Row>(statement: Prepared, params: unknown[], mode: 'auto' | 'generic') => {
    const values = serialized(statement.types, params);
    const run = [
      serialize.bind({ statement: statement.name, values }),
      serialize.describe({ type: 'P' }),
      serialize.execute({}),
    ];
    if (mode === 'auto') {
      return rowsOf<Row>(await send(...run), 0);
    }
    // SET, the statement, RESET: three results, the statement's the second. (In a transaction
    // that the statement fails, RESET fails too, and the rollback undoes the SET.)
    const messages = await send(
      serialize.query('SET plan_cache_mode = force_generic_plan'),
      ...run,
      serialize.sync(),
      serialize.query('RESET plan_cache_mode'),
    );
    return rowsOf<Row>(messages, 1);
  };

  return {
    async run<Row>(sql: string, params: unknown[], mode: PlanMode = 'auto') {
      if (mode === 'custom') return planned<Row>(sql, params);
      let statement = prepared.get(sql);
      if (statement) {
        // Most recently used last: the map's first entry is the one to evict.
        prepared.delete(sql);
        prepared.set(sql, statement);
      } else statement = await prepare(sql);
      try {
        return await execute<Row>(statement, params, mode);
      } catch (error) {
        // A table's columns changed under a prepared statement (a migration while running):
        // PostgreSQL refuses the cached plan; prepare the text again, once.
        if ((error as { code?: string }).code !== '0A000') throw error;
        prepared.delete(sql);
        closing.push(serialize.close({ type: 'S', name: statement.name }));
        return execute<Row>(await prepare(sql), params, mode);
      }
    },
  };
}

function concat(parts: Uint8Array[]): Uint8Array {
  const joined = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    joined.set(part, offset);
    offset += part.length;
  }
  return joined;
}
