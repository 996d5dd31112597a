// DNS TXT lookups behind a replaceable function. Default: the system resolver with a short
// timeout. In-process tests replace it with setTxtResolver(); in test mode the records set
// through POST /_test/dns answer instead of real DNS (and an unknown name has none).
import { Resolver } from 'node:dns/promises';
import type { AppContext } from '../context';
import type { Queryable } from '../db/database';

/** Resolves the TXT records of a name; each record is its joined character-strings. */
export type TxtResolver = (name: string) => Promise<string[]>;
/** Test-mode records by name; undefined when none were set. */
export type TestTxtSource = (db: Queryable, name: string) => Promise<string[] | undefined>;

let override: TxtResolver | undefined;
let testSource: TestTxtSource = getTestTxtRecords;

/** Replaces the resolver (tests); call without an argument to restore the system resolver. */
export function setTxtResolver(resolver?: TxtResolver): void {
  override = resolver;
}

/** Replaces where test mode reads its records (default: the /_test/dns table). */
export function setTestTxtSource(source: TestTxtSource): void {
  testSource = source;
}

const missing = new Set(['ENOTFOUND', 'ENODATA', 'NXDOMAIN', 'ENONAME']);

async function systemTxt(name: string): Promise<string[]> {
  const resolver = new Resolver({ timeout: 3000, tries: 2 });
  try {
    return (await resolver.resolveTxt(name)).map((chunks) => chunks.join(''));
  } catch (error) {
    if (missing.has((error as NodeJS.ErrnoException).code ?? '')) return [];
    throw error;
  }
}

export async function resolveTxt(ctx: AppContext, name: string): Promise<string[]> {
  if (override) return override(name);
  if (ctx.config.mode === 'test') return (await testSource(ctx.db, name)) ?? [];
  return systemTxt(name);
}

/** The TXT values stored for `name` (case-insensitive, trailing dot ignored), or undefined if none were set. */
export async function getTestTxtRecords(
  db: Queryable,
  name: string,
): Promise<string[] | undefined> {
  const [row] = await db.query<{ txt_values: string[] }>(
    'SELECT txt_values FROM test_dns_records WHERE name = $1',
    [normalizeDnsName(name)],
  );
  return row?.txt_values;
}

export function normalizeDnsName(name: string): string {
  return name.trim().toLowerCase().replace(/\.$/, '');
}
