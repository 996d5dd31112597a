// Opaque page cursors for the members list: the row's creation time (exact, as PostgreSQL
// prints it) and id, so a cursor stays valid when its row is deleted meanwhile.
import { badRequest } from '../http/errors';

export interface MemberCursor {
  createdAt: string;
  id: string;
}

export function encodeMemberCursor(cursor: MemberCursor): string {
  return Buffer.from(JSON.stringify([cursor.createdAt, cursor.id]), 'utf8').toString('base64url');
}

export function decodeMemberCursor(value: string, field: 'before' | 'after'): MemberCursor {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
    if (
      Array.isArray(parsed) &&
      parsed.length === 2 &&
      typeof parsed[0] === 'string' &&
      typeof parsed[1] === 'string' &&
      !Number.isNaN(Date.parse(parsed[0].replace(' ', 'T')))
    ) {
      return { createdAt: parsed[0], id: parsed[1] };
    }
  } catch {
    // Falls through to the 400 below.
  }
  throw badRequest(`Invalid ${field}: not a cursor returned by this list`, field);
}
