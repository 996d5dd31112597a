// The member search's trigram index after a bulk load (issue #36), on PGlite and PostgreSQL: a
// search reads a few pages of the index, not the whole pending list of entries GIN buffers
// before moving them into the index. PGlite never runs (auto)vacuum, so a list of up to 4 MB
// (~430 pages after 100,000 members) was read by every search and made it grow with the
// organization. Counted in buffers (EXPLAIN BUFFERS), not timed.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database, Queryable } from '../../server/db/database';
import { listMembers } from '../../server/widgets/members-list';
import { samplesHeld } from '../../server/widgets/member-search-sample';
import { seedOrganization } from '../bench/seed-members';
import { openTestDatabase } from './test-server';

const MEMBERS = 10_000;
// The index's entry tree for one fragment is a handful of pages; the pending list it replaced
// was ~80 pages at this size.
const MAX_INDEX_PAGES = 40;
// A search page: the index, the page's members with their users and roles.
const MAX_PAGE_PAGES = 150;

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Shared Hit Blocks'?: number;
  'Shared Read Blocks'?: number;
  Plans?: PlanNode[];
}

const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

describe('member search index after a bulk load', () => {
  let db: Database;
  let drop: () => Promise<void>;
  let organizationId: string;

  beforeAll(async () => {
    ({ db, drop } = await openTestDatabase());
    ({ org: organizationId } = await seedOrganization(db, 'idx', MEMBERS));
  }, 240_000);

  afterAll(async () => {
    await db?.close();
    await drop?.();
  });

  // One spy for every search: the process's sample of the organization (which chooses how the
  // page is read, taken once per 30 s) is taken by the warm-up search, not counted below.
  let captured: { sql: string; params: unknown[] }[] = [];
  const spy: Queryable = {
    query: (sql, params, options) => {
      captured.push({ sql, params: params ?? [] });
      return db.query(sql, params, options);
    },
  };

  /**
   * The pages each statement of a search read (buffers, all nodes), and whether the trigram
   * index was one of them.
   */
  async function pagesRead(search: string): Promise<{ pages: number[]; trigram: boolean }> {
    if (captured.length === 0) await listMembers(spy, organizationId, 'nobody', { search: 'x' });
    captured = [];
    await listMembers(spy, organizationId, 'nobody', { limit: 10, search });
    const pages: number[] = [];
    let trigram = false;
    for (const { sql, params } of captured) {
      const [row] = await db.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
        `EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${sql}`,
        params,
        { planEachCall: true },
      );
      const plan = row!['QUERY PLAN'][0].Plan;
      pages.push((plan['Shared Hit Blocks'] ?? 0) + (plan['Shared Read Blocks'] ?? 0));
      trigram ||= nodesOf(plan).some((node) => node['Index Name'] === 'memberships_search_trgm');
    }
    return { pages, trigram };
  }

  it(`given ${MEMBERS.toLocaleString('en')} members loaded at once, should find a fragment through a few index pages`, async () => {
    // A fragment no one has: answered by the trigram index alone, in a few pages.
    const none = await pagesRead('qqxq');
    expect(none.trigram, 'the trigram index is used').toBe(true);
    for (const pages of none.pages) expect(pages).toBeLessThanOrEqual(MAX_INDEX_PAGES);
    // Fragments a few or many have: the index and the page's rows (31 at most at this size).
    for (const search of ['maria s', 'user42', 'garcia']) {
      const { pages } = await pagesRead(search);
      for (const read of pages) expect(read, search).toBeLessThanOrEqual(MAX_PAGE_PAGES);
    }
  }, 120_000);
});

// The first page of a search is read by a walk of the newest members or through the index, as
// the process's sample of the organization suggests (server/widgets/member-search-sample.ts).
// Whichever way, the page is the one a plain query gives: checked for fragments that take
// each way, prefixes, and a guess the walk cannot fill (few matches among the newest, more
// beyond its span), before and after members join.
describe('member search pages, walked or read through the index', () => {
  let db: Database;
  let drop: () => Promise<void>;
  let organizationId: string;

  beforeAll(async () => {
    ({ db, drop } = await openTestDatabase());
    ({ org: organizationId } = await seedOrganization(db, 'ways', 6_000));
    // Ten newest "zebulon" members and twenty older than every seeded one (beyond the walk).
    await addMembers('new', 10, '1 second');
    await addMembers('old', 20, '100 years');
    // Newer still: twelve "Vasquez" (the prefix "va" starts their last name, a term) and, newest,
    // three with "va" only inside terms ("ivan vance nova": no term starts with it).
    await addUsers('vasquez', 12, 'Lena', 'Vasquez', '1 second');
    await addUsers('nova', 3, 'Ivan Vance', 'Nova', '0 seconds');
    // Ten runs of forty "quorra" a little below the sample's newest 1,024 (every 500 members
    // from ~1,100 down): none among the newest, 6 % of the organization.
    await db.query(
      `INSERT INTO memberships (id, organization_id, email, status, role_slugs, created_at)
       SELECT 'om_ways_quorra_' || r || '_' || g, $1, 'quorra.' || r || '.' || g || '@ways.test',
              'Invited', ARRAY['member'],
              now() - (1100.5 + r * 500) * interval '1 minute' - g * interval '1 second'
         FROM generate_series(0, 9) AS r, generate_series(1, 40) AS g`,
      [organizationId],
    );
  }, 240_000);

  /** Active members with users named `first` `last`, `age` old: ids om_ways_<tag>_<n>. */
  async function addUsers(tag: string, count: number, first: string, last: string, age: string) {
    await db.query(
      `INSERT INTO users (id, email, first_name, last_name)
       SELECT 'user_ways_' || $1 || '_' || g, $1 || g || '@people.test', $2, $3
         FROM generate_series(1, $4::int) AS g`,
      [tag, first, last, count],
    );
    await db.query(
      `INSERT INTO memberships (id, organization_id, user_id, email, status, role_slugs, created_at)
       SELECT 'om_ways_' || $2 || '_' || g, $1, 'user_ways_' || $2 || '_' || g,
              $2 || g || '@people.test', 'Active', ARRAY['member'], now() - $3::interval + g * interval '1 ms'
         FROM generate_series(1, $4::int) AS g`,
      [organizationId, tag, age, count],
    );
  }

  afterAll(async () => {
    await db?.close();
    await drop?.();
  });

  /** "zebulon" members, `age` old: ids om_ways_<tag>_<n>. */
  async function addMembers(tag: string, count: number, age: string): Promise<void> {
    await db.query(
      `INSERT INTO memberships (id, organization_id, email, status, role_slugs, created_at)
       SELECT 'om_ways_' || $2 || '_' || g, $1, 'zebulon.' || $2 || g || '@ways.test', 'Invited',
              ARRAY['member'], now() - $3::interval - g * interval '1 second'
         FROM generate_series(1, $4::int) AS g`,
      [organizationId, tag, age, count],
    );
  }

  /** The page a plain query gives: matches anywhere (3+ letters) or a term's prefix. */
  async function expected(search: string): Promise<string[]> {
    const rows = /[\p{L}\p{N}]{3}/u.test(search)
      ? await db.query<{ id: string }>(
          `SELECT id FROM memberships WHERE organization_id = $1 AND strpos(search_text, $2) > 0
            ORDER BY created_at DESC, id DESC LIMIT 10`,
          [organizationId, search],
        )
      : await db.query<{ id: string }>(
          `SELECT id FROM memberships m WHERE organization_id = $1 AND EXISTS (
             SELECT 1 FROM member_search_terms t WHERE t.membership_id = m.id AND starts_with(t.term, $2))
            ORDER BY created_at DESC, id DESC LIMIT 10`,
          [organizationId, search],
        );
    return rows.map((row) => row.id);
  }

  /**
   * Reads pages as one process does: the sample of the organization (taken at its first search,
   * kept 30 s) is kept per database object, so each reader has its own.
   */
  function reader() {
    let ways: string[] = [];
    const spy: Queryable = {
      query: (sql, params, options) => {
        if (/\bFROM memberships x\b/.test(sql)) ways.push('walk');
        if (/\bhits AS MATERIALIZED\b/.test(sql)) ways.push('index');
        return db.query(sql, params, options);
      },
    };
    /** The route's page for a search, and which ways its statements took. */
    return async (search: string): Promise<{ ids: string[]; ways: string[] }> => {
      ways = [];
      const result = await listMembers(spy, organizationId, 'nobody', { limit: 10, search });
      return { ids: result.data.map((member) => member.id), ways };
    };
  }

  it('given 6,000 members, should give the same page whichever way a search is read', async () => {
    const page = reader();
    const seen = new Set<string>();
    const searches = ['garcia', 'maria s', 'user42', 'bench.example', 'kim', 'qqxq', 'ma', 'zz'];
    for (const search of [...searches, 'zebulon', 'zebulon.old1', 'ze', 'va']) {
      const { ids, ways } = await page(search);
      expect(ids, search).toEqual(await expected(search));
      seen.add(ways.join(' then '));
    }
    // A common fragment walks, a missing one reads the index, and "zebulon" (10 of the sample's
    // 1,024 newest: a walk expected to fill the page of 10 and one row more, and cheaper than
    // the index) is not filled within the walk's span.
    expect([...seen].sort()).toEqual(['index', 'walk', 'walk then index']);
    // A fragment with none among the newest but runs of it a little below is walked (the
    // sample reaches below the newest), not read whole through the index.
    expect(await page('quorra')).toEqual({ ids: await expected('quorra'), ways: ['walk'] });
    // A prefix is matched at a term's start only, walked too: the newest three have "va" inside
    // their names and are not on the page.
    expect(await page('va')).toEqual({
      ids: Array.from({ length: 10 }, (_, index) => `om_ways_vasquez_${12 - index}`),
      ways: ['walk'],
    });
    // Members who join after the sample was taken are found (the walk has no upper end).
    await addMembers('newest', 2, '0 seconds');
    for (const search of ['zebulon', 'garcia']) {
      const { ids } = await page(search);
      expect(ids, `${search} after new members`).toEqual(await expected(search));
    }
    expect((await page('zebulon')).ids.slice(0, 2)).toEqual([
      'om_ways_newest_1',
      'om_ways_newest_2',
    ]);
  }, 120_000);

  it('given names with irregular whitespace, should find them by their words, walked or through the index', async () => {
    // A directory may send two spaces, a no-break space, a tab or a line break in a name.
    await db.query(
      `INSERT INTO users (id, email, first_name, last_name)
       VALUES ('user_ways_spaced', 'spaced@people.test', E'Quillon  \\u00a0Ada', E'\\tOrtega\\nVance ')`,
    );
    await db.query(
      `INSERT INTO memberships (id, organization_id, user_id, email, status, role_slugs)
       VALUES ('om_ways_spaced', $1, 'user_ways_spaced', 'spaced@people.test', 'Active', ARRAY['member'])`,
      [organizationId],
    );
    // The route turns each run of whitespace in a search into one space.
    for (const search of ['quillon ada ortega vance', 'Ada\tOrtega  Vance']) {
      const found = await reader()(search);
      expect(found.ids, search).toEqual(['om_ways_spaced']);
    }
    // A short search matches a term's start, whichever way the page is read: the last name
    // "ortega vance" starts with "or"; "vance" (after the line break it held) starts no term.
    const page = reader();
    const startsOr = await page('or');
    expect(startsOr.ids).toEqual(await expected('or'));
    expect(startsOr.ids).toContain('om_ways_spaced');
    expect((await page('v')).ids).not.toContain('om_ways_spaced');
    const terms = await db.query<{ term: string }>(
      `SELECT term FROM member_search_terms WHERE membership_id = 'om_ways_spaced' ORDER BY term`,
    );
    expect(terms.map((row) => row.term)).toEqual([
      'ortega vance',
      'people.test',
      'quillon ada',
      'quillon ada ortega vance',
      'spaced@people.test',
    ]);
    // The search text holds the same terms, one a line.
    const [row] = await db.query<{ search_text: string }>(
      `SELECT search_text FROM memberships WHERE id = 'om_ways_spaced'`,
    );
    expect(row!.search_text.split('\n').slice(1).sort()).toEqual(terms.map((term) => term.term));
  }, 60_000);

  it('given a sample that promised a page the walk does not find, should read it through the index', async () => {
    const page = reader();
    await addMembers('yorick', 36, '0 seconds');
    await db.query(
      `UPDATE memberships SET email = replace(email, 'zebulon', 'yorick') WHERE id LIKE 'om_ways_yorick_%'`,
    );
    // Taken now: 36 of the sample's newest members are "yorick".
    expect(await page('yorick')).toEqual({ ids: await expected('yorick'), ways: ['walk'] });
    // Thirty leave; the sample still counts them (30 s), the walk finds six within its span.
    await db.query(
      `DELETE FROM memberships WHERE id LIKE 'om_ways_yorick_%' AND split_part(id, '_', 4)::int > 6`,
    );
    const after = await page('yorick');
    expect(after).toEqual({ ids: await expected('yorick'), ways: ['walk', 'index'] });
    expect(after.ids).toHaveLength(6);
  }, 60_000);

  it('given samples taken again every 30 s, should count the organization once per 5 minutes', async () => {
    const statements: string[] = [];
    const spy: Queryable = {
      query: (sql, params, options) => {
        if (/\bcount\(\*\)/.test(sql)) statements.push('count');
        else if (/\brow_number\(\)/.test(sql)) statements.push('sample');
        return db.query(sql, params, options);
      },
    };
    const start = Date.now();
    const clock = vi.spyOn(Date, 'now');
    try {
      for (const seconds of [0, 31, 62, 301, 302]) {
        clock.mockReturnValue(start + seconds * 1000);
        await listMembers(spy, organizationId, 'nobody', { limit: 10, search: 'garcia' });
      }
    } finally {
      clock.mockRestore();
    }
    // Taken at 0, 31, 62 and 301 s (302 s reuses the one of 301 s); counted at 0 and 301 s.
    expect(statements).toEqual(['sample', 'count', 'sample', 'sample', 'sample', 'count']);
  }, 60_000);

  it('given organizations not searched for 5 minutes, should drop their samples', async () => {
    // A process of its own (samples are kept per database object).
    const process: Queryable = { query: (sql, params, options) => db.query(sql, params, options) };
    const start = Date.now();
    const clock = vi.spyOn(Date, 'now');
    const held: number[] = [];
    try {
      for (const [seconds, organization] of [
        [0, 'org_ways_gone'],
        [100, 'org_ways_quiet'],
        [301, organizationId],
        [401, 'org_ways_later'],
      ] as const) {
        clock.mockReturnValue(start + seconds * 1000);
        await listMembers(process, organization, 'nobody', { limit: 10, search: 'garcia' });
        held.push(samplesHeld(process));
      }
    } finally {
      clock.mockRestore();
    }
    // At 301 s the sample taken at 0 s goes; at 401 s the one of 100 s (the one of 301 s stays).
    expect(held).toEqual([1, 2, 2, 2]);
  }, 60_000);
});
