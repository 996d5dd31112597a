import { describe, expect, it } from 'vitest';
import { databaseErrorStatus } from './errors';

describe('databaseErrorStatus', () => {
  it('given constraint and data errors, should answer client errors; others 500', () => {
    expect(databaseErrorStatus('23505').status).toBe(409);
    expect(databaseErrorStatus('22P02').status).toBe(400);
    expect(databaseErrorStatus('42P01').status).toBe(500);
  });
});
