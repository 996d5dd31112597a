// Checks a domain's TXT record and moves it between states. Found → Verified. Not found, or the
// lookup failed → the state stays as it is: a Pending domain stays Pending while DNS takes its
// time (72 hours after it was added it turns Failed, see domains.ts), and a Failed domain that is
// checked again stays Failed until its record is there.
import type { AppContext } from '../context';
import { recordChange } from '../events/change-events';
import { txtRecordOf, type DomainRow } from './domains';
import { resolveTxt } from './txt-resolver';

export type VerificationOutcome = 'verified' | 'not-found' | 'lookup-failed' | 'already-verified';

export async function verifyDomain(
  ctx: AppContext,
  row: DomainRow,
): Promise<{ outcome: VerificationOutcome; row: DomainRow }> {
  if (row.state === 'Verified' || row.state === 'LegacyVerified')
    return { outcome: 'already-verified', row };
  const record = txtRecordOf(row);
  let values: string[];
  try {
    values = await resolveTxt(ctx, record.lookupName);
  } catch {
    return { outcome: 'lookup-failed', row };
  }
  if (!values.some((value) => value.trim() === record.value)) return { outcome: 'not-found', row };
  const [verified] = await ctx.db.transaction(async (tx) => {
    const rows = await tx.query<DomainRow>(
      `UPDATE domains SET state = 'Verified', pending_since = NULL, updated_at = now() WHERE id = $1 RETURNING *`,
      [row.id],
    );
    if (rows[0]) await recordChange(tx, 'organization_domain.verified', row.id);
    return rows;
  });
  return { outcome: 'verified', row: verified ?? row };
}
