// Single-use, short-lived links into the hosted admin portal, and the portal session a link
// turns into. Only hashes of the link and session tokens are stored.
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { newSecret } from '../ids';
import { hashSecret } from './secrets';

export type PortalIntent = 'sso' | 'domain_verification' | 'dsync' | 'log_streams';

export const PORTAL_LINK_TTL_MS = 5 * 60 * 1000;
export const PORTAL_SESSION_TTL_MS = 60 * 60 * 1000;
export const PORTAL_SESSION_COOKIE = 'portal_session';

export const portalPaths = {
  launch: '/admin-portal/launch',
  sso: '/admin-portal/sso',
  domains: '/admin-portal/domains',
  dsync: '/admin-portal/dsync',
  logStreams: '/admin-portal/log-streams',
} as const;

export function pageForIntent(intent: PortalIntent): string {
  const pages: Record<PortalIntent, string> = {
    sso: portalPaths.sso,
    domain_verification: portalPaths.domains,
    dsync: portalPaths.dsync,
    log_streams: portalPaths.logStreams,
  };
  return pages[intent];
}

export async function createPortalLink(
  ctx: AppContext,
  organizationId: string,
  intent: PortalIntent,
): Promise<string> {
  const token = newSecret();
  await ctx.db.query(
    'INSERT INTO portal_links (token_hash, organization_id, intent, expires_at) VALUES ($1, $2, $3, $4)',
    [hashSecret(token), organizationId, intent, new Date(Date.now() + PORTAL_LINK_TTL_MS)],
  );
  return `${ctx.config.publicUrl}${portalPaths.launch}?apiToken=${encodeURIComponent(token)}`;
}

/** Marks the link used and returns what it grants, or undefined when unknown, used or expired. */
export async function consumePortalLink(
  ctx: AppContext,
  token: string,
): Promise<{ organizationId: string; intent: PortalIntent } | undefined> {
  const [row] = await ctx.db.query<{ organization_id: string; intent: PortalIntent }>(
    `UPDATE portal_links SET used_at = now()
      WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now() RETURNING organization_id, intent`,
    [hashSecret(token)],
  );
  return row ? { organizationId: row.organization_id, intent: row.intent } : undefined;
}

export async function createPortalSession(
  ctx: AppContext,
  organizationId: string,
  intent: PortalIntent,
): Promise<string> {
  const token = newSecret();
  await ctx.db.query('DELETE FROM portal_sessions WHERE expires_at < now()');
  await ctx.db.query(
    'INSERT INTO portal_sessions (token_hash, organization_id, intent, expires_at) VALUES ($1, $2, $3, $4)',
    [hashSecret(token), organizationId, intent, new Date(Date.now() + PORTAL_SESSION_TTL_MS)],
  );
  return token;
}

export interface PortalSession {
  organizationId: string;
  organizationName: string;
  intent: PortalIntent;
  /** Ties forms to this session: derived from the HttpOnly cookie a cross-site page can't read. */
  csrfToken: string;
}

export async function portalSessionOf(
  ctx: AppContext,
  request: FastifyRequest,
): Promise<PortalSession | undefined> {
  const token = request.cookies[PORTAL_SESSION_COOKIE];
  if (!token) return undefined;
  const [row] = await ctx.db.query<{ organization_id: string; name: string; intent: PortalIntent }>(
    `SELECT s.organization_id, o.name, s.intent FROM portal_sessions s JOIN organizations o ON o.id = s.organization_id
      WHERE s.token_hash = $1 AND s.expires_at > now()`,
    [hashSecret(token)],
  );
  if (!row) return undefined;
  return {
    organizationId: row.organization_id,
    organizationName: row.name,
    intent: row.intent,
    csrfToken: hashSecret(`csrf:${token}`),
  };
}
