// Everything a token issue needs about a session, read in one query: the session, its user,
// and whether provisioning of the user or of organizations they created is due.
import type { Queryable } from '../db/database';
import type { SessionRow } from '../domain/sessions';
import type { UserRow } from '../domain/users';

export interface SessionContext {
  session: SessionRow;
  user: UserRow;
  userProvisioningDue: boolean;
  organizationProvisioningDue: boolean;
}

export async function loadSessionContext(
  db: Queryable,
  sessionId: string,
): Promise<SessionContext | undefined> {
  const [row] = await db.query<{
    session: SessionRow;
    user: UserRow;
    user_due: boolean;
    organizations_due: boolean;
  }>(
    `SELECT row_to_json(s) AS session, row_to_json(u) AS "user",
       (u.external_id IS NULL AND u.external_id_due_at IS NOT NULL AND u.external_id_due_at <= now()) AS user_due,
       EXISTS (SELECT 1 FROM product_organizations p WHERE p.created_by = u.id
               AND p.idp_organization_id IS NULL AND p.provision_due_at <= now()) AS organizations_due
     FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.id = $1`,
    [sessionId],
  );
  if (!row) return undefined;
  return {
    session: row.session,
    user: row.user,
    userProvisioningDue: row.user_due,
    organizationProvisioningDue: row.organizations_due,
  };
}
