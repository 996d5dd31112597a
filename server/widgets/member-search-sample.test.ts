// How a search's first page is chosen to be read, from the process's sample of an organization
// (member-search-sample.ts), for organizations too large to seed in a test: the database is a
// stand-in that answers the sample's statements for an organization of `size` members (more
// when they `join`), the member at position p (1 = newest) having the search text `textAt(p)`.
import { describe, expect, it, vi } from 'vitest';
import type { Queryable } from '../db/database';
import { FAR_SPAN, WALK_SPAN, searchWay } from './member-search-sample';

const FAR_END = { createdAt: '2026-01-01 00:00:00+00', id: 'om_far' };

function organization(size: number, textAt: (position: number) => string) {
  const statements: string[] = [];
  let members = size;
  // When each member joined (seconds, in order of joining): one a minute.
  const joined = Array.from({ length: size }, (_, index) => index * 60);
  const db: Queryable = {
    query: async <T>(sql: string) => {
      if (/\brow_number\(\)/.test(sql)) {
        statements.push('sample');
        const rows = [];
        for (let position = 1; position <= Math.min(members, WALK_SPAN); position += 1)
          if (position <= 1024 || position % 4 === 0)
            rows.push({
              search_text: textAt(position),
              position,
              end_time: `t${position}`,
              // Ids in order of joining: the newest has the highest.
              id: `om_${members - position + 1}`,
              at: joined[members - position]!,
            });
        return rows as T[];
      }
      if (/\bcount\(\*\)/.test(sql)) {
        statements.push('count');
        return [{ members: Math.min(members, 65_536) }] as T[];
      }
      if (/\) far\b/.test(sql)) {
        statements.push('far end');
        return (
          members >= FAR_SPAN ? [{ end_time: FAR_END.createdAt, id: FAR_END.id }] : []
        ) as T[];
      }
      throw new Error(`unexpected statement ${sql}`);
    },
  };
  /** `count` members join, `every` seconds apart (newest first in page order). */
  const join = (count: number, every: number) => {
    for (let index = 1; index <= count; index += 1) joined.push(joined[joined.length - 1]! + every);
    members += count;
  };
  return { db, statements, join };
}

const nearEnd = (members: number) => ({
  createdAt: `t${WALK_SPAN}`,
  id: `om_${members - WALK_SPAN + 1}`,
});
const way = (db: Queryable, fragment: string) => searchWay(db, 'org_1', { fragment }, 10);

describe('searchWay', () => {
  it('given 100,000 members and a fragment every 341st has, should walk down to the far end', async () => {
    // Three among the newest 1,024 and twelve within WALK_SPAN: a page of 11 is likely short
    // there (then read through the index as well), sure within FAR_SPAN (~48).
    const { db, statements } = organization(100_000, (position) =>
      position % 341 === 0 ? '\nmaria soto' : `\nuser${position}`,
    );
    expect(await way(db, 'maria s')).toEqual({ way: 'walk', end: FAR_END });
    expect(statements).toEqual(['sample', 'count', 'far end']);
  });

  it('given 100,000 members and a fragment the newest 36 have, should walk down to WALK_SPAN only', async () => {
    const { db } = organization(100_000, (position) =>
      position <= 36 ? '\nyorick lane' : `\nuser${position}`,
    );
    expect(await way(db, 'yorick')).toEqual({ way: 'walk', end: nearEnd(100_000) });
  });

  it('given 100,000 members and a fragment one of the newest has, should read the index', async () => {
    const { db } = organization(100_000, (position) =>
      position === 5 ? '\nquill ash' : `\nuser${position}`,
    );
    expect(await way(db, 'quill')).toEqual({ way: 'index' });
  });

  it('given 10,000 members, should not look for a far end and weigh the index as cheaper for a rare fragment', async () => {
    // At this size the index reads ~30 matches of a 0.3 % fragment: cheaper than walking ~3,700.
    const { db, statements } = organization(10_000, (position) =>
      position % 341 === 0 ? '\nmaria soto' : `\nuser${position}`,
    );
    expect(await way(db, 'maria s')).toEqual({ way: 'index' });
    // A fragment every 40th has: walked, within WALK_SPAN.
    const common = organization(10_000, (position) =>
      position % 40 === 0 ? '\nmaria soto' : `\nuser${position}`,
    );
    expect(await way(common.db, 'maria s')).toEqual({ way: 'walk', end: nearEnd(10_000) });
    expect(statements).toEqual(['sample', 'count']);
  });

  it('given 90,000 members joining within 5 minutes, should count the organization again', async () => {
    const { db, statements, join } = organization(10_000, (position) =>
      position % 341 === 0 ? '\nmaria soto' : `\nuser${position}`,
    );
    const start = Date.now();
    const clock = vi.spyOn(Date, 'now');
    try {
      clock.mockReturnValue(start);
      expect(await way(db, 'maria s')).toEqual({ way: 'index' });
      // Ten join, as members did: the count stands.
      join(10, 60);
      clock.mockReturnValue(start + 31_000);
      await way(db, 'maria s');
      // 90,000 join within minutes: the sampled members joined over a much shorter time, so the
      // size is counted again and the fragment weighed for 100,000 (a walk down to the far end).
      join(89_990, 0.001);
      clock.mockReturnValue(start + 62_000);
      expect(await way(db, 'maria s')).toEqual({ way: 'walk', end: FAR_END });
    } finally {
      clock.mockRestore();
    }
    expect(statements).toEqual(['sample', 'count', 'sample', 'sample', 'count', 'far end']);
  });
});
