// verificationMethods.Passkey of authentication-information: the provider's published shape
// ({ provider, isSetUp, lastUsed, passKeys: [{ id }], isCurrentSession }) with each passkey's
// name, dates and authenticator facts added for the widget's list.
import type { PasskeyMethodState } from '../../src/api/widgets/types';
import type { Queryable } from '../db/database';
import type { PasskeyRow } from '../domain/passkeys';

const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);

export async function passkeyMethod(
  db: Queryable,
  userId: string,
  sessionId: string,
): Promise<PasskeyMethodState> {
  const rows = await db.query<PasskeyRow>(
    'SELECT * FROM passkeys WHERE user_id = $1 ORDER BY created_at, id',
    [userId],
  );
  const [session] = await db.query<{ authentication_method: string }>(
    'SELECT authentication_method FROM sessions WHERE id = $1 AND user_id = $2',
    [sessionId, userId],
  );
  const lastUsed = rows
    .map((row) => row.last_used_at)
    .filter((value): value is Date => value !== null)
    .sort((a, b) => new Date(b).getTime() - new Date(a).getTime())[0];
  return {
    provider: 'Passkey',
    isSetUp: rows.length > 0,
    lastUsed: iso(lastUsed ?? null),
    passKeys: rows.map((row) => ({
      id: row.id,
      name: row.name,
      createdAt: new Date(row.created_at).toISOString(),
      lastUsed: iso(row.last_used_at),
      deviceType: row.device_type,
      backedUp: row.backed_up,
      transports: row.transports,
    })),
    isCurrentSession: session?.authentication_method === 'Passkey',
  };
}
