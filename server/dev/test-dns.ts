// TXT records set by tests through POST /_test/dns, for the domain-verification resolver
// (domain/txt-resolver.ts) to return in test mode instead of asking real DNS.
import type { Queryable } from '../db/database';
import { normalizeDnsName } from '../domain/txt-resolver';

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
