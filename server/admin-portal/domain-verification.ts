// Checks a domain's TXT record and moves it between states: found → Verified; not found while
// Pending → stays Pending (DNS takes time; 72 hours later it turns Failed); a Failed domain that
// is checked again restarts as Pending.
import type { AppContext } from '../context';
import { txtRecordOf, type DomainRow } from './domains';
import { resolveTxt } from './txt-resolver';

export type VerificationOutcome = 'verified' | 'not-found' | 'lookup-failed' | 'already-verified';

export async function verifyDomain(
  ctx: AppContext,
  row: DomainRow,
): Promise<{ outcome: VerificationOutcome; row: DomainRow }> {
  if (row.state === 'Verified' || row.state === 'LegacyVerified')
    return { outcome: 'already-verified', row };
  let current = row;
  if (row.state === 'Failed') {
    const [restarted] = await ctx.db.query<DomainRow>(
      `UPDATE domains SET state = 'Pending', pending_since = now() WHERE id = $1 RETURNING *`,
      [row.id],
    );
    current = restarted ?? row;
  }
  const record = txtRecordOf(current);
  let values: string[];
  try {
    values = await resolveTxt(ctx, record.lookupName);
  } catch {
    return { outcome: 'lookup-failed', row: current };
  }
  if (!values.some((value) => value.trim() === record.value))
    return { outcome: 'not-found', row: current };
  const [verified] = await ctx.db.query<DomainRow>(
    `UPDATE domains SET state = 'Verified', pending_since = NULL WHERE id = $1 RETURNING *`,
    [row.id],
  );
  return { outcome: 'verified', row: verified ?? current };
}
