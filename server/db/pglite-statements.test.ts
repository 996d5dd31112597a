import { describe, expect, it } from 'vitest';
import { replaceParameters } from './pglite-statements';

const hide = (sql: string) => replaceParameters(sql, (index) => `(SELECT $${index}::text)`);

describe('replaceParameters', () => {
  it('given parameter references, should replace each one, two-digit ones whole', () => {
    expect(hide('SELECT a FROM t WHERE a = $1 AND b > $2::int AND c IN ($10, $1)')).toBe(
      'SELECT a FROM t WHERE a = (SELECT $1::text) AND b > (SELECT $2::text)::int AND c IN ((SELECT $10::text), (SELECT $1::text))',
    );
  });

  it("given '$1' in quoted text or identifiers, should keep it", () => {
    expect(hide(`SELECT '$1', 'it''s $2', "col$3", E'a\\'$4', $5`)).toBe(
      `SELECT '$1', 'it''s $2', "col$3", E'a\\'$4', (SELECT $5::text)`,
    );
  });

  it('given dollar-quoted text, should refuse it', () => {
    expect(() => hide('SELECT $$ $1 $$, $1')).toThrow(/Dollar-quoted/);
  });
});
