// The member search's trigram index after a bulk load (issue #36), on PGlite and PostgreSQL: a
// search reads a few pages of the index, not the whole pending list of entries GIN buffers
// before moving them into the index. PGlite never runs (auto)vacuum, so a list of up to 4 MB
// (~430 pages after 100,000 members) was read by every search and made it grow with the
// organization. Counted in buffers (EXPLAIN BUFFERS), not timed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Queryable } from '../../server/db/database';
import { listMembers } from '../../server/widgets/members-list';
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

  /**
   * The pages each statement of a search read (buffers, all nodes), and whether the trigram
   * index was one of them.
   */
  async function pagesRead(search: string): Promise<{ pages: number[]; trigram: boolean }> {
    const captured: { sql: string; params: unknown[] }[] = [];
    const spy: Queryable = {
      query: (sql, params, options) => {
        captured.push({ sql, params: params ?? [] });
        return db.query(sql, params, options);
      },
    };
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
