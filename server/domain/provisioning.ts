// Lazy organization provisioning: an organization created through the product API gets its
// identity organization, roles and the creator's admin membership once provision_due_at has
// passed. Applied whenever the caller's organizations or tokens are read; no background job.
import type { Database } from '../db/database';
import { recordChange } from '../events/change-events';
import { newId } from '../ids';
import { createDefaultRoles } from './default-roles';

/** Provisions every due organization created by the user. Safe to run concurrently. */
export async function provisionDueOrganizations(db: Database, userId: string): Promise<void> {
  const due = await db.query<{ id: string }>(
    `SELECT id FROM product_organizations
     WHERE created_by = $1 AND idp_organization_id IS NULL AND provision_due_at <= now()`,
    [userId],
  );
  for (const { id } of due) await provisionOrganization(db, id);
}

async function provisionOrganization(db: Database, productOrganizationId: string): Promise<void> {
  await db.transaction(async (tx) => {
    // The row lock makes a concurrent request wait and then see the organization as done.
    const [row] = await tx.query<{ name: string; created_by: string; email: string }>(
      `SELECT p.name, p.created_by, u.email FROM product_organizations p JOIN users u ON u.id = p.created_by
       WHERE p.id = $1 AND p.idp_organization_id IS NULL AND p.provision_due_at <= now()
       FOR UPDATE OF p`,
      [productOrganizationId],
    );
    if (!row) return;
    const organizationId = newId('org');
    await tx.query('INSERT INTO organizations (id, name) VALUES ($1, $2)', [
      organizationId,
      row.name,
    ]);
    await createDefaultRoles(tx, organizationId);
    await recordChange(tx, 'organization.created', organizationId);
    const membershipId = newId('om');
    await tx.query(
      `INSERT INTO memberships (id, organization_id, user_id, email, status, role_slugs, last_activity_at)
       VALUES ($1, $2, $3, $4, 'Active', ARRAY['admin'], now())`,
      [membershipId, organizationId, row.created_by, row.email],
    );
    await recordChange(tx, 'organization_membership.created', membershipId);
    await tx.query('UPDATE product_organizations SET idp_organization_id = $2 WHERE id = $1', [
      productOrganizationId,
      organizationId,
    ]);
  });
}
