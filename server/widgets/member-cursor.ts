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

// PostgreSQL's text form of a timestamptz, e.g. `2026-11-22 00:29:14.123456+00`.
const timestamp = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:?\d{2})?|Z)$/;

export function decodeMemberCursor(value: string, field: 'before' | 'after'): MemberCursor {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
    if (
      Array.isArray(parsed) &&
      parsed.length === 2 &&
      typeof parsed[0] === 'string' &&
      typeof parsed[1] === 'string' &&
      timestamp.test(parsed[0])
    ) {
      return { createdAt: parsed[0], id: parsed[1] };
    }
  } catch {
    // Falls through to the 400 below.
  }
  throw badRequest(`Invalid ${field}: not a cursor returned by this list`, field);
}
