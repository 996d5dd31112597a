import { describe, expect, it } from 'vitest';
import { HttpError } from '../http/errors';
import { parseListQuery } from './list';

const refusal = (query: Record<string, string>) => {
  try {
    parseListQuery(query);
  } catch (error) {
    return error instanceof HttpError
      ? { status: error.statusCode, field: error.fieldErrors?.[0]?.field }
      : error;
  }
  return undefined;
};

describe('parseListQuery', () => {
  it('given no query, should default to 10 newest first', () => {
    expect(parseListQuery({})).toEqual({
      limit: 10,
      order: 'desc',
      before: undefined,
      after: undefined,
    });
  });

  it('given limits at the edges, should take 1 and 100', () => {
    expect(parseListQuery({ limit: '1' }).limit).toBe(1);
    expect(parseListQuery({ limit: '100', order: 'asc' })).toMatchObject({
      limit: 100,
      order: 'asc',
    });
  });

  it.each([
    [{ limit: '0' }, 'limit'],
    [{ limit: '101' }, 'limit'],
    [{ limit: '1e2' }, 'limit'],
    [{ limit: '-1' }, 'limit'],
    [{ order: 'sideways' }, 'order'],
    [{ after: "user_1' OR 1=1" }, 'after'],
    [{ before: 'x'.repeat(101) }, 'before'],
    [{ before: 'user_a', after: 'user_b' }, 'before'],
  ])('given %j, should refuse with 422 naming %s', (query, field) => {
    expect(refusal(query)).toEqual({ status: 422, field });
  });
});
