// The widgets API's check of a widget token (see widget-token-route.ts). There is no session to
// look up: the user must still exist and be an active member of the token's organization, and a
// permission must be both in the token and granted by the member's roles now.
import type { AppContext } from '../context';
import { HttpError } from '../http/errors';
import type { AccessTokenClaims } from '../domain/signing-keys';
import { meetsRequirement, type GuardRequirement, type WidgetCaller } from './widget-guard';
import { withAliases } from '../domain/widget-scopes';
import { currentPermissionsColumn } from '../domain/roles';

export const isWidgetToken = (claims: AccessTokenClaims): boolean =>
  (claims as { token_use?: unknown }).token_use === 'widget';

export async function authenticateWidgetToken(
  ctx: AppContext,
  claims: AccessTokenClaims,
  requirement: GuardRequirement,
): Promise<WidgetCaller> {
  const organizationId = typeof claims.org_id === 'string' ? claims.org_id : '';
  const userId = typeof claims.sub === 'string' ? claims.sub : undefined;
  const permissions = withAliases(Array.isArray(claims.permissions) ? claims.permissions : []);
  if (!organizationId) throw new HttpError(401, 'Invalid access token', 'unauthorized');
  const [standing] = await ctx.db.query<{
    organization_exists: boolean;
    membership_status: string | null;
    current_permissions: string[] | null;
  }>(
    `SELECT EXISTS (SELECT 1 FROM organizations WHERE id = $1) AS organization_exists, m.status AS membership_status,
            ${currentPermissionsColumn}
       FROM (SELECT 1) AS one
       LEFT JOIN memberships m ON m.organization_id = $1 AND m.user_id = $2`,
    [organizationId, userId ?? null],
  );
  if (!standing?.organization_exists)
    throw new HttpError(401, 'Organization no longer exists', 'unauthorized');
  if (userId && standing.membership_status !== 'Active') {
    // The user or the membership is gone: the token stops working before it expires.
    throw new HttpError(401, 'The membership behind this token has ended', 'session_ended');
  }
  if (!userId && !requirement.permission)
    throw new HttpError(401, 'This widget needs a token issued for a user', 'unauthorized');
  if (requirement.permission) {
    const current = userId ? withAliases(standing.current_permissions ?? []) : permissions;
    // Every permission the route accepts must be both in the token and granted now.
    const held = permissions.filter((permission) => current.includes(permission));
    if (!meetsRequirement(held, requirement.permission))
      throw new HttpError(403, 'Incorrect permissions', 'forbidden');
  }
  return {
    userId: userId ?? '',
    sessionId: '',
    organizationId,
    permissions,
    claims,
  };
}
