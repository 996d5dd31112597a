// The anti-forgery token of the hosted sign-in, sign-up and TOTP forms. Each page carries a
// token that the server signed (HMAC-SHA256, key kept in the database so every process shares
// it) over the authorize request it was rendered for and the time it was issued; a post must
// bring back a token for the same request, not older than FORM_TOKEN_TTL_SECONDS. Posts that a
// browser marks as coming from another site (Sec-Fetch-Site, Origin) are refused as well.
import { createHmac, randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import type { AuthorizeRequest } from './authorize-request';
import { safeEqual } from '../domain/secrets';

/** How long a rendered form stays usable. */
export const FORM_TOKEN_TTL_SECONDS = 2 * 60 * 60;

const keys = new WeakMap<AppContext, Buffer>();

/** Loads (or creates, once, for every process) the form-token key. Call before serving forms. */
export async function loadFormTokenKey(ctx: AppContext): Promise<void> {
  await ctx.db.query(
    `INSERT INTO server_secrets (name, value) VALUES ('form_token', $1) ON CONFLICT (name) DO NOTHING`,
    [randomBytes(32).toString('base64url')],
  );
  const [row] = await ctx.db.query<{ value: string }>(
    "SELECT value FROM server_secrets WHERE name = 'form_token'",
  );
  if (!row) throw new Error('form token key missing');
  keys.set(ctx, Buffer.from(row.value, 'base64url'));
}

function signature(ctx: AppContext, request: AuthorizeRequest, issuedAt: number): string {
  const key = keys.get(ctx);
  if (!key) throw new Error('loadFormTokenKey was not called');
  const material = [
    issuedAt,
    request.clientId,
    request.redirectUri,
    request.codeChallenge,
    request.state ?? '',
  ].join('\n');
  return createHmac('sha256', key).update(material).digest('base64url');
}

export function issueFormToken(
  ctx: AppContext,
  request: AuthorizeRequest,
  now = Date.now(),
): string {
  const issuedAt = Math.floor(now / 1000);
  return `${issuedAt}.${signature(ctx, request, issuedAt)}`;
}

export type FormTokenCheck = 'ok' | 'missing' | 'invalid' | 'expired' | 'cross_site';

export function checkFormToken(
  ctx: AppContext,
  httpRequest: FastifyRequest,
  request: AuthorizeRequest,
  token: unknown,
  now = Date.now(),
): FormTokenCheck {
  // Browsers say where a post comes from: Sec-Fetch-Site, or else Origin.
  const site = httpRequest.headers['sec-fetch-site'];
  const origin = httpRequest.headers.origin;
  if (site !== undefined) {
    if (site !== 'same-origin' && site !== 'none') return 'cross_site';
  } else if (origin && origin !== 'null') {
    const allowed = [new URL(ctx.config.publicUrl).origin, ...ctx.config.allowedOrigins];
    if (!allowed.includes(origin)) return 'cross_site';
  }
  if (typeof token !== 'string' || !token) return 'missing';
  const match = /^(\d{1,12})\.([\w-]{43})$/.exec(token);
  if (!match) return 'invalid';
  const issuedAt = Number(match[1]);
  if (!safeEqual(match[2]!, signature(ctx, request, issuedAt))) return 'invalid';
  const age = now / 1000 - issuedAt;
  return age > FORM_TOKEN_TTL_SECONDS || age < -60 ? 'expired' : 'ok';
}
