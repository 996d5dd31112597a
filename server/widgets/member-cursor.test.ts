import { describe, expect, it } from 'vitest';
import { HttpError } from '../http/errors';
import { decodeMemberCursor, encodeMemberCursor } from './member-cursor';
import { prefixEnd } from './members-list';

describe('member cursors', () => {
  it('given a cursor, should round-trip it exactly', () => {
    const cursor = { createdAt: '2026-11-22 00:29:14.123456+00', id: 'om_01ABC' };
    expect(decodeMemberCursor(encodeMemberCursor(cursor), 'before')).toEqual(cursor);
  });

  it('given anything else, should throw a 400 naming the field', () => {
    for (const value of [
      'nope',
      Buffer.from('["x","y"]').toString('base64url'),
      Buffer.from('{}').toString('base64url'),
    ]) {
      let error: unknown;
      try {
        decodeMemberCursor(value, 'after');
      } catch (caught) {
        error = caught;
      }
      expect(error).toBeInstanceOf(HttpError);
      expect((error as HttpError).statusCode).toBe(400);
      expect((error as HttpError).fieldErrors?.[0]?.field).toBe('after');
    }
  });
});

describe('prefix search bound', () => {
  it('given a prefix, should sort above every string starting with it and below the next prefix', () => {
    const end = prefixEnd('ma');
    expect(end).toBe('mb');
    const sorted = ['ma', 'maria', 'ma\u{10FFFF}x', end].sort((a, b) =>
      Buffer.compare(Buffer.from(a), Buffer.from(b)),
    );
    expect(sorted[sorted.length - 1]).toBe(end);
    expect(prefixEnd('zé')).toBe('zê');
  });
});
