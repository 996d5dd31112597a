// Seeds one organization of BENCH_MEMBERS (default 10,000) members for the server benchmark and
// the query-plan test: names from small lists (so searches match many rows), every membership
// status, an admin with a live session, a directory (SCIM) holding most of the members. Set-based
// INSERTs (users, memberships, their search terms and roles, directory users), so 100,000
// members take seconds, not minutes.
import { performance } from 'node:perf_hooks';
import type { ServerConfig } from '../../server/config';
import type { Database } from '../../server/db/database';
import { createDirectory, issueDirectoryToken } from '../../server/directory-sync/directory-store';
import { accessTokenIssuer, signAccessToken } from '../../server/domain/signing-keys';
import { firstNames, lastNames } from './seed-names';

const memberCount = Number(process.env.BENCH_MEMBERS ?? 10_000);
// Members per transaction. A transaction's WAL stays until it ends and the next checkpoint: on
// PGlite in memory, one transaction of 100,000 members held 740 MB of it at once, and the
// process keeps the peak resident (glibc keeps freed memory). Directory sync and imports write
// in batches too.
const batchMembers = 10_000;

/**
 * Adds `count` members to an organization whose roles exist: 80% Active users, 10% pending (some
 * expired) and 10% revoked invitations, one in 25 an admin, created a minute apart. With a
 * `directoryId`, 70% (Active users) are that directory's users, as directory sync provisions them
 * (a directory user as Okta pushed it, linked to the user; a `directory_managed` membership with
 * the directory's custom attributes); the other Active 10% joined by invitation. The per-row
 * search and role triggers are off for the load; the same functions they call fill the search
 * text, terms and roles set-based, each from the same series (no scan of what was inserted), in
 * one transaction per batch of 10,000, so no other write misses them. On PGlite (a superuser)
 * the transaction also skips the foreign-key checks of rows it builds consistent
 * (`session_replication_role`): their queued checks were most of the WASM heap the seed grew.
 * Every index is maintained as usual.
 */
export async function seedMembers(
  db: Database,
  input: {
    organizationId: string;
    run: string;
    count: number;
    directoryId?: string;
    /** Analyze only, leaving the vacuum to whoever would do it (the maintenance's test). */
    analyzeOnly?: boolean;
  },
): Promise<void> {
  const { organizationId, run, count, directoryId, analyzeOnly = false } = input;
  // One member per g: the e-mail, and for users (g % 10 < 8) the user's names.
  const series = `SELECT g, $2::text AS organization_id, 'user' || g || '-' || $1 || '@bench.example' AS email, g % 10 < 8 AS is_user,
         CASE WHEN g % 10 < 8 THEN 'user_bench_' || $1 || '_' || g END AS user_id,
         CASE WHEN g % 10 < 8 THEN ($3::text[])[1 + g % array_length($3::text[], 1)] END AS first_name,
         CASE WHEN g % 10 < 8 THEN ($4::text[])[1 + (g / array_length($3::text[], 1)) % array_length($4::text[], 1)] END AS last_name,
         CASE WHEN g % 25 = 0 THEN ARRAY['admin'] ELSE ARRAY['member'] END AS role_slugs,
         now() - g * interval '1 minute' AS created_at,
         CASE WHEN g % 10 < 7 THEN $7::text END AS directory_id
    FROM generate_series($5::int, $6::int) AS g`;
  for (let from = 1; from <= count; from += batchMembers) {
    const params = [
      run,
      organizationId,
      firstNames,
      lastNames,
      from,
      Math.min(count, from + batchMembers - 1),
      directoryId ?? null,
    ];
    await seedBatch(db, series, params);
  }
  // The load is vacuumed now, as autovacuum (PostgreSQL) or the server's maintenance (PGlite,
  // server/db/pglite-maintenance.ts) would soon: left to autovacuum, the vacuum of 100,000 fresh
  // rows per table started minutes later, in the middle of the measurements that follow a seed
  // (seen in pg_stat_user_tables during a bench run), and until a vacuum sets the visibility map
  // a search's walk of the covering index reads each member's row as well.
  for (const table of [
    'memberships',
    'member_search_terms',
    'member_roles',
    'users',
    ...(directoryId ? ['directory_users'] : []),
  ])
    await db.query(`${analyzeOnly ? 'ANALYZE' : 'VACUUM (ANALYZE)'} ${table}`);
}

// A directory user's SCIM e-mails, custom attributes (server/scim/scim-user-fields.ts) and id
// at the identity provider (Okta's 00u…), built from a row of the series.
const scimEmails = `jsonb_build_array(jsonb_build_object('value', email, 'type', 'work', 'primary', true))`;
const directoryCustomAttributes = `jsonb_build_object('username', email, 'emails', ${scimEmails})`;
const externalId = `'00u' || $1 || 'x' || g`;

/** The e-mail address of the g-th member seeded by `seedMembers` in a run. */
export const seededMemberEmail = (run: string, g: number) => `user${g}-${run}@bench.example`;

/** The externalId of the g-th member of a run, a directory user when g % 10 < 7. */
export const seededExternalId = (run: string, g: number) => `00u${run}x${g}`;

/** One batch of members (`series` over $5..$6), in one transaction with the triggers off. */
async function seedBatch(db: Database, series: string, params: unknown[]): Promise<void> {
  await db.transaction(async (tx) => {
    if (db.kind === 'pglite') await tx.query('SET LOCAL session_replication_role = replica');
    await tx.query('ALTER TABLE memberships DISABLE TRIGGER memberships_search_terms');
    await tx.query('ALTER TABLE memberships DISABLE TRIGGER memberships_search_text');
    await tx.query('ALTER TABLE memberships DISABLE TRIGGER memberships_roles');
    await tx.query(
      `WITH s AS (${series})
       INSERT INTO users (id, email, email_verified, first_name, last_name, created_at)
       SELECT user_id, email, true, first_name, last_name, created_at FROM s WHERE is_user`,
      params,
    );
    await tx.query(
      `WITH s AS (${series})
       INSERT INTO memberships (id, organization_id, user_id, email, status, role_slugs, invite_expires_at,
                                last_activity_at, created_at, search_text, directory_id,
                                directory_managed, custom_attributes)
       SELECT 'om_bench_' || $1 || '_' || g, organization_id, user_id, email,
              CASE WHEN g % 10 < 8 THEN 'Active' WHEN g % 10 = 8 THEN 'Invited' ELSE 'InviteRevoked' END,
              role_slugs,
              CASE WHEN g % 10 = 8 THEN now() + (g % 14 - 7) * interval '1 day' END,
              CASE WHEN g % 10 < 8 THEN now() - (g % 500) * interval '1 hour' END,
              created_at,
              member_search_text(email, CASE WHEN is_user THEN email END, first_name, last_name),
              directory_id, directory_id IS NOT NULL,
              CASE WHEN directory_id IS NOT NULL THEN ${directoryCustomAttributes} ELSE '{}' END
         FROM s`,
      params,
    );
    await tx.query(
      `WITH s AS (${series})
       INSERT INTO member_search_terms (membership_id, organization_id, term)
       SELECT 'om_bench_' || $1 || '_' || g, organization_id, t.term
         FROM s CROSS JOIN LATERAL
              member_search_terms_of(email, CASE WHEN is_user THEN email END, first_name, last_name) AS t(term)`,
      params,
    );
    await tx.query(
      `WITH s AS (${series})
       INSERT INTO member_roles (membership_id, organization_id, role_slug, created_at)
       SELECT 'om_bench_' || $1 || '_' || g, organization_id, r.slug, created_at
         FROM s CROSS JOIN LATERAL unnest(role_slugs) AS r(slug)`,
      params,
    );
    await tx.query(
      `WITH s AS (${series})
       INSERT INTO directory_users (id, directory_id, idp_id, user_name, external_id, email, first_name,
                                    last_name, state, custom_attributes, raw, user_id, created_at, updated_at)
       SELECT 'directory_user_bench_' || $1 || '_' || g, directory_id, ${externalId}, email, ${externalId},
              lower(email), first_name, last_name, 'active', ${directoryCustomAttributes},
              jsonb_build_object(
                'schemas', jsonb_build_array('urn:ietf:params:scim:schemas:core:2.0:User'),
                'externalId', ${externalId}, 'userName', email,
                'name', jsonb_build_object('familyName', last_name, 'givenName', first_name),
                'displayName', first_name || ' ' || last_name, 'emails', ${scimEmails}),
              user_id, created_at, created_at
         FROM s WHERE directory_id IS NOT NULL`,
      params,
    );
    await tx.query('ALTER TABLE memberships ENABLE TRIGGER memberships_search_terms');
    await tx.query('ALTER TABLE memberships ENABLE TRIGGER memberships_roles');
    await tx.query('ALTER TABLE memberships ENABLE TRIGGER memberships_search_text');
  });
}

/** An organization of `count` members (seedMembers) with an admin's session and a directory. */
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
  const directory = await seedDirectory(db, org);
  const started = performance.now();
  await seedMembers(db, { organizationId: org, run, count, directoryId: directory.id });
  return { org, admin, session, directory, seedSeconds: (performance.now() - started) / 1000 };
}

/**
 * The organization's directory as the admin portal creates it (server/directory-sync), with a
 * bearer token issued the same way, linked as after an identity provider's first push.
 */
export async function seedDirectory(db: Database, organizationId: string) {
  const directory = await createDirectory(db, {
    organizationId,
    type: 'okta scim v2.0',
    name: 'Bench Okta',
  });
  const { token } = await issueDirectoryToken(db, directory.id);
  await db.query(
    `UPDATE directories SET state = 'linked', last_sync_run_at = now(), updated_at = now() WHERE id = $1`,
    [directory.id],
  );
  return { id: directory.id, key: directory.external_key, token };
}

/**
 * seedOrganization, plus an access token of its admin (the members page's manage permission)
 * signed with the server's keys: what the server benchmarks call the routes with.
 */
export async function seedAdminOrganization(
  db: Database,
  config: ServerConfig,
  run: string,
  count = memberCount,
  ttlSeconds = 7200,
) {
  const seeded = await seedOrganization(db, run, count);
  const token = await signAccessToken(
    db,
    {
      sub: seeded.admin,
      sid: seeded.session,
      org_id: seeded.org,
      role: 'admin',
      roles: ['admin'],
      permissions: ['widgets:users-table:manage'],
    },
    { issuer: accessTokenIssuer(config), ttlSeconds },
  );
  return { ...seeded, token };
}
