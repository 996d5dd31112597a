// The one check in front of every /_widgets route: a valid RS256 access token from our keys,
// a live session behind its `sid`, and, for organization-scoped routes, the permission claim
// and an active membership in the token's organization.
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import {
  TokenError,
  accessTokenIssuer,
  verifyAccessToken,
  type AccessTokenClaims,
} from '../domain/signing-keys';
import { HttpError } from '../http/errors';
import { authenticateWidgetToken, isWidgetToken } from './widget-token-guard';
import { currentPermissionsColumn } from '../domain/roles';

export type WidgetPermission =
  | 'widgets:users-table:manage'
  | 'widgets:sso-connection:manage'
  | 'widgets:domain-verification:manage'
  | 'widgets:api-keys:manage'
  | 'widgets:user-api-keys:manage-self'
  | 'widgets:user-api-keys:manage-all'
  | 'widgets:dsync:manage'
  | 'widgets:audit-log-streaming:manage'
  | 'widgets:audit-logs:read';

export interface WidgetCaller {
  userId: string;
  sessionId: string;
  /** The token's organization; set whenever the route asked for an organization. */
  organizationId: string;
  permissions: string[];
  claims: AccessTokenClaims;
}

export interface GuardRequirement {
  /**
   * Permission the token must carry (with a list: any one of them); implies an
   * organization-scoped route.
   */
  permission?: WidgetPermission | readonly WidgetPermission[];
}

/** Whether the permissions satisfy the requirement's permission (any one of a list). */
export function meetsRequirement(
  permissions: readonly string[],
  required: GuardRequirement['permission'],
): boolean {
  if (!required) return true;
  const anyOf: readonly string[] = typeof required === 'string' ? [required] : required;
  return anyOf.some((permission) => permissions.includes(permission));
}

const bearer = /^Bearer\s+(\S+)\s*$/i;

/** Authenticates a widget call or throws the 401/403 the contract prescribes. */
export async function authenticateWidgetCall(
  ctx: AppContext,
  request: FastifyRequest,
  requirement: GuardRequirement = {},
): Promise<WidgetCaller> {
  const header = request.headers.authorization;
  const token = typeof header === 'string' ? bearer.exec(header)?.[1] : undefined;
  if (!token) throw new HttpError(401, 'No auth token provided', 'unauthorized');

  let claims: AccessTokenClaims;
  try {
    claims = await verifyAccessToken(ctx.db, token, accessTokenIssuer(ctx.config), {
      acceptWidgetTokens: true,
    });
  } catch (error) {
    if (error instanceof TokenError && error.reason === 'expired') {
      // 403, not 401: widget clients fetch a fresh token and retry once only on 403.
      throw new HttpError(403, 'Access token expired', 'token_expired');
    }
    throw new HttpError(401, 'Invalid access token', 'unauthorized');
  }

  // A partner backend's widget token: no session; its membership is checked instead.
  if (isWidgetToken(claims)) return authenticateWidgetToken(ctx, claims, requirement);

  const organizationId = requirement.permission ? claims.org_id : undefined;
  // The caller's current standing, read on every call: a token keeps its claims until it
  // expires, but a removed or demoted member loses access at once.
  const [session] = await ctx.db.query<{
    user_id: string;
    ended: boolean;
    membership_status: string | null;
    current_permissions: string[] | null;
  }>(
    `SELECT s.user_id, s.ended_at IS NOT NULL AS ended, m.status AS membership_status,
            ${currentPermissionsColumn}
       FROM sessions s
       LEFT JOIN memberships m ON m.organization_id = $2 AND m.user_id = s.user_id
      WHERE s.id = $1`,
    [claims.sid, organizationId ?? null],
  );
  if (!session || session.ended || session.user_id !== claims.sub) {
    throw new HttpError(401, 'Session has ended', 'session_ended');
  }

  const permissions = Array.isArray(claims.permissions) ? claims.permissions : [];
  if (requirement.permission) {
    if (!organizationId)
      throw new HttpError(403, 'No organization selected', 'organization_required');
    if (!meetsRequirement(permissions, requirement.permission)) {
      throw new HttpError(403, 'Incorrect permissions', 'forbidden');
    }
    // A member removed or demoted since the token was issued loses access before it expires.
    if (
      session.membership_status !== 'Active' ||
      !meetsRequirement(session.current_permissions ?? [], requirement.permission)
    )
      throw new HttpError(403, 'Incorrect permissions', 'forbidden');
  }

  return {
    userId: claims.sub,
    sessionId: claims.sid,
    organizationId: organizationId ?? claims.org_id ?? '',
    permissions,
    claims,
  };
}

const callers = new WeakMap<FastifyRequest, WidgetCaller>();

/**
 * An onRequest hook running the guard before body parsing and validation, so a caller without a
 * valid token learns nothing about the input rules. The handler reads the result with callerOf.
 */
export function widgetGuard(ctx: AppContext, requirement: GuardRequirement = {}) {
  return async (request: FastifyRequest): Promise<void> => {
    callers.set(request, await authenticateWidgetCall(ctx, request, requirement));
  };
}

export function callerOf(request: FastifyRequest): WidgetCaller {
  const caller = callers.get(request);
  if (!caller) throw new Error('callerOf: the route has no widgetGuard onRequest hook');
  return caller;
}
