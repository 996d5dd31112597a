// TXT records set by tests through POST /_test/dns, for the domain-verification resolver to
// return in test mode instead of asking real DNS.
import type { Queryable } from '../db/database';

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

export async function setTestTxtRecords(
  db: Queryable,
  name: string,
  values: string[],
): Promise<void> {
  await db.query(
    `INSERT INTO test_dns_records (name, txt_values) VALUES ($1, $2)
     ON CONFLICT (name) DO UPDATE SET txt_values = EXCLUDED.txt_values`,
    [normalizeDnsName(name), values],
  );
}

export function normalizeDnsName(name: string): string {
  return name.trim().toLowerCase().replace(/\.$/, '');
}
