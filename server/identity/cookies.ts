// Cookies of the identity provider: the session marker that scripts read, and the refresh
// token that only travels in an HttpOnly cookie outside dev mode (API-CONTRACT.md §1).
import type { FastifyReply } from 'fastify';
import type { ServerConfig } from '../config';

export const SESSION_MARKER_COOKIE = 'workos-has-session';
export const REFRESH_TOKEN_COOKIE = 'workos-refresh-token';
const REFRESH_COOKIE_PATH = '/user_management';

export function setSessionMarker(reply: FastifyReply, config: ServerConfig): void {
  reply.setCookie(SESSION_MARKER_COOKIE, '1', {
    path: '/',
    sameSite: 'lax',
    secure: config.secureCookies,
    httpOnly: false,
    maxAge: config.refreshTokenTtlSeconds,
  });
}

/** Sets the refresh cookie; cross-site pages need SameSite=None, which browsers allow only with Secure. */
export function setRefreshCookie(
  reply: FastifyReply,
  config: ServerConfig,
  token: string,
  secure: boolean,
): void {
  reply.setCookie(REFRESH_TOKEN_COOKIE, token, {
    path: REFRESH_COOKIE_PATH,
    httpOnly: true,
    secure: secure || config.secureCookies,
    sameSite: secure || config.secureCookies ? 'none' : 'lax',
    maxAge: config.refreshTokenTtlSeconds,
  });
}

export function clearIdentityCookies(reply: FastifyReply): void {
  reply.clearCookie(SESSION_MARKER_COOKIE, { path: '/' });
  reply.clearCookie(REFRESH_TOKEN_COOKIE, { path: REFRESH_COOKIE_PATH });
}
