// Seeds one organization of BENCH_MEMBERS (default 10,000) members for the server benchmark and
// the query-plan test: names from small lists (so searches match many rows), every membership
// status, an admin with a live session. Two set-based INSERTs (users, memberships), so 100,000
// members take seconds, not minutes.
import { performance } from 'node:perf_hooks';
import type { Database } from '../../server/db/database';

const memberCount = Number(process.env.BENCH_MEMBERS ?? 10_000);

const firstNames = [
  'Maria',
  'James',
  'Priya',
  'Mohammed',
  'Sofia',
  'Jonas',
  'Amara',
  'Kenji',
  'Lucia',
  'Noah',
  'Olivia',
  'Mateo',
  'Hannah',
  'Arjun',
  'Elena',
  'Tomas',
  'Grace',
  'Fatima',
  'Liam',
  'Mei',
  'Diego',
  'Aisha',
  'Viktor',
  'Isabella',
  'Ravi',
  'Emma',
  'Samuel',
  'Chloe',
  'Oluwaseun',
  'Jun',
  'Anna',
  'Marco',
  'Sara',
  'Ivan',
  'Leila',
  'Pedro',
  'Yuki',
  'Nora',
  'Omar',
  'Zoe',
];
const lastNames = [
  'Garcia',
  'Smith',
  'Raman',
  'Khan',
  'Lindqvist',
  'Becker',
  'Okafor',
  'Watanabe',
  'Fernandez',
  'Williams',
  'Brown',
  'Rossi',
  'Schmidt',
  'Mehta',
  'Popescu',
  'Silva',
  'Kim',
  'Zahra',
  'OConnor',
  'Chen',
  'Herrera',
  'Bello',
  'Novak',
  'Costa',
  'Iyer',
  'Dubois',
  'Mensah',
  'Martin',
  'Adeyemi',
  'Tanaka',
  'Nowak',
  'Ricci',
  'Larsen',
  'Petrov',
  'Haddad',
  'Santos',
  'Sato',
  'Berg',
  'Farouk',
  'Moreau',
];
/**
 * Adds `count` members to an organization whose roles exist: 80% Active users, 10% pending (some
 * expired) and 10% revoked invitations, one in 25 an admin, created a minute apart. The per-row
 * search triggers are off for the load, and the same functions they call fill the search text,
 * terms and roles set-based afterwards (in one transaction, so no other write misses them).
 */
export async function seedMembers(
  db: Database,
  input: { organizationId: string; run: string; count: number },
): Promise<void> {
  const { organizationId, run, count } = input;
  await db.transaction(async (tx) => {
    await tx.query('ALTER TABLE memberships DISABLE TRIGGER memberships_search_terms');
    await tx.query('ALTER TABLE memberships DISABLE TRIGGER memberships_search_text');
    await tx.query('ALTER TABLE memberships DISABLE TRIGGER memberships_roles');
    await tx.query(
      `INSERT INTO users (id, email, email_verified, first_name, last_name, created_at)
       SELECT 'user_bench_' || $1 || '_' || g, 'user' || g || '-' || $1 || '@bench.example', true,
              ($2::text[])[1 + g % array_length($2::text[], 1)],
              ($3::text[])[1 + (g / array_length($2::text[], 1)) % array_length($3::text[], 1)],
              now() - g * interval '1 minute'
         FROM generate_series(1, $4::int) AS g WHERE g % 10 < 8`,
      [run, firstNames, lastNames, count],
    );
    await tx.query(
      `INSERT INTO memberships (id, organization_id, user_id, email, status, role_slugs, invite_expires_at,
                                last_activity_at, created_at, search_text)
       SELECT 'om_bench_' || $1 || '_' || g, $2, u.id, 'user' || g || '-' || $1 || '@bench.example',
              CASE WHEN g % 10 < 8 THEN 'Active' WHEN g % 10 = 8 THEN 'Invited' ELSE 'InviteRevoked' END,
              CASE WHEN g % 25 = 0 THEN ARRAY['admin'] ELSE ARRAY['member'] END,
              CASE WHEN g % 10 = 8 THEN now() + (g % 14 - 7) * interval '1 day' END,
              CASE WHEN g % 10 < 8 THEN now() - (g % 500) * interval '1 hour' END,
              now() - g * interval '1 minute',
              member_search_text('user' || g || '-' || $1 || '@bench.example', u.email, u.first_name, u.last_name)
         FROM generate_series(1, $3::int) AS g
         LEFT JOIN users u ON u.id = 'user_bench_' || $1 || '_' || g`,
      [run, organizationId, count],
    );
    await tx.query(
      `INSERT INTO member_search_terms (membership_id, organization_id, term)
       SELECT m.id, m.organization_id, t.term
         FROM memberships m LEFT JOIN users u ON u.id = m.user_id
        CROSS JOIN LATERAL member_search_terms_of(m.email, u.email, u.first_name, u.last_name) AS t(term)
        WHERE m.organization_id = $1 AND m.id ~ $2`,
      [organizationId, `^om_bench_${run}_[0-9]+$`],
    );
    await tx.query(
      `INSERT INTO member_roles (membership_id, organization_id, role_slug, created_at)
       SELECT m.id, m.organization_id, s.slug, m.created_at
         FROM memberships m CROSS JOIN LATERAL unnest(m.role_slugs) AS s(slug)
        WHERE m.organization_id = $1 AND m.id ~ $2`,
      [organizationId, `^om_bench_${run}_[0-9]+$`],
    );
    await tx.query('ALTER TABLE memberships ENABLE TRIGGER memberships_search_terms');
    await tx.query('ALTER TABLE memberships ENABLE TRIGGER memberships_roles');
    await tx.query('ALTER TABLE memberships ENABLE TRIGGER memberships_search_text');
  });
  await db.query('ANALYZE memberships');
  await db.query('ANALYZE member_search_terms');
  await db.query('ANALYZE member_roles');
  await db.query('ANALYZE users');
}

export async function seedOrganization(db: Database, run: string, count = memberCount) {
  const org = `org_bench_${run}`;
  const admin = `user_bench_${run}_admin`;
  const session = `session_bench_${run}`;
  await db.query('INSERT INTO organizations (id, name) VALUES ($1, $2)', [org, `Bench ${run}`]);
  await db.query(
    `INSERT INTO roles (organization_id, slug, name, is_default, permissions, position) VALUES
       ($1, 'admin', 'Admin', false, ARRAY['widgets:users-table:manage'], 0), ($1, 'member', 'Member', true, '{}', 1)`,
    [org],
  );
  await db.query(
    `INSERT INTO users (id, email, first_name, last_name) VALUES ($1, $2, 'Bench', 'Admin')`,
    [admin, `admin-${run}@bench.example`],
  );
  await db.query(
    `INSERT INTO memberships (id, organization_id, user_id, email, status, role_slugs) VALUES ($1, $2, $3, $4, 'Active', ARRAY['admin'])`,
    [`om_bench_${run}_admin`, org, admin, `admin-${run}@bench.example`],
  );
  await db.query(
    `INSERT INTO sessions (id, user_id, organization_id, client_id) VALUES ($1, $2, $3, 'bench')`,
    [session, admin, org],
  );
  const started = performance.now();
  await seedMembers(db, { organizationId: org, run, count });
  return { org, admin, session, seedSeconds: (performance.now() - started) / 1000 };
}
