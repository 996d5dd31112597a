// Seeds one organization of BENCH_MEMBERS (default 10,000) members for the server benchmark:
// names from small lists (so searches match many rows), every membership status, an admin with a
// live session.
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
export async function seedOrganization(db: Database, run: string) {
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
  await db.query(
    `INSERT INTO users (id, email, email_verified, first_name, last_name, created_at)
     SELECT 'user_bench_' || $1 || '_' || g, 'user' || g || '-' || $1 || '@bench.example', true,
            ($2::text[])[1 + g % array_length($2::text[], 1)],
            ($3::text[])[1 + (g / array_length($2::text[], 1)) % array_length($3::text[], 1)],
            now() - g * interval '1 minute'
       FROM generate_series(1, $4::int) AS g`,
    [run, firstNames, lastNames, memberCount],
  );
  await db.query(
    `INSERT INTO memberships (id, organization_id, user_id, email, status, role_slugs, invite_expires_at, last_activity_at, created_at)
     SELECT 'om_bench_' || $1 || '_' || g, $2, CASE WHEN g % 10 < 8 THEN 'user_bench_' || $1 || '_' || g END,
            'user' || g || '-' || $1 || '@bench.example',
            CASE WHEN g % 10 < 8 THEN 'Active' WHEN g % 10 = 8 THEN 'Invited' ELSE 'InviteRevoked' END,
            CASE WHEN g % 25 = 0 THEN ARRAY['admin'] ELSE ARRAY['member'] END,
            CASE WHEN g % 10 = 8 THEN now() + (g % 14 - 7) * interval '1 day' END,
            CASE WHEN g % 10 < 8 THEN now() - (g % 500) * interval '1 hour' END,
            now() - g * interval '1 minute'
       FROM generate_series(1, $3::int) AS g`,
    [run, org, memberCount],
  );
  if (db.kind === 'postgres')
    await db.query('ANALYZE memberships; ANALYZE member_search_terms; ANALYZE users');
  else await db.query('ANALYZE');
  return { org, admin, session, seedSeconds: (performance.now() - started) / 1000 };
}
