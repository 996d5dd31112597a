// The hosted admin portal: a link from generate-link opens it (POST form or GET with
// ?apiToken=), becomes an HttpOnly portal session, and leads to the page of its intent (SSO,
// domains, directory sync, log streams).
import type { FastifyError, FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { HttpError, describeError } from '../http/errors';
import { routedPath } from '../http/routed-path';
import { serverPageCsp, styleHashSource } from '../http/security-headers';
import { html } from '../http/html';
import { pageLayout } from './page-layout';
import { domainsPortalRoutes } from './domains-page';
import { dsyncPortalRoutes } from './dsync-portal-routes';
import { logStreamsPortalRoutes } from './log-streams-portal-routes';
import { installPortalAuditTrail } from './portal-audit-trail';
import { messagePage } from './message-page';
import {
  PORTAL_SESSION_COOKIE,
  PORTAL_SESSION_TTL_MS,
  consumePortalLink,
  createPortalSession,
  pageForIntent,
  portalPaths,
} from '../domain/portal-links';
import { ssoPortalRoutes } from './sso-page';

const styleSource = styleHashSource(pageLayout({ title: '', body: html`` }));
/** The directory sync page runs the portal's one same-origin script (its copy buttons). */
const scriptedCsp = serverPageCsp(styleSource, { scripts: true });
const securityHeaders = {
  'content-security-policy': serverPageCsp(styleSource),
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'cache-control': 'no-store',
};

/** Server-rendered admin portal pages opened from generate-link. */
export async function adminPortalRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  installPortalAuditTrail(app, ctx);
  app.addHook('onSend', async (request, reply) => {
    if (!routedPath(request).startsWith('/admin-portal')) return;
    reply.headers(securityHeaders);
    if (routedPath(request).startsWith('/admin-portal/dsync'))
      reply.header('content-security-policy', scriptedCsp);
  });
  // Portal failures are pages, not JSON: people read them.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // The same mapping as the JSON surfaces (a NUL byte is the client's mistake: 400 there and
    // here); only the wording of non-HttpError failures is the portal's own.
    const described = describeError(error, request);
    const status = described.status;
    const message =
      error instanceof HttpError
        ? error.message
        : status >= 500
          ? 'Something went wrong. Please try again.'
          : status === 409
            ? 'That change conflicts with the current data. Reload the page and try again.'
            : 'The form could not be read. Reload the page and try again.';
    const title =
      status === 401
        ? 'Link expired'
        : status === 403
          ? 'Not allowed'
          : status === 404
            ? 'Not found'
            : 'Something went wrong';
    return reply.status(status).type('text/html; charset=utf-8').send(messagePage(title, message));
  });

  const launch = async (token: string | undefined, reply: import('fastify').FastifyReply) => {
    const grant = token ? await consumePortalLink(ctx, token) : undefined;
    if (!grant) {
      throw new HttpError(
        401,
        'This setup link has expired or has already been used. Go back to your dashboard and open the setup again.',
        'portal_link_invalid',
      );
    }
    const session = await createPortalSession(ctx, grant.organizationId, grant.intent);
    reply.setCookie(PORTAL_SESSION_COOKIE, session, {
      path: '/admin-portal',
      httpOnly: true,
      sameSite: 'lax',
      secure: ctx.config.secureCookies,
      maxAge: PORTAL_SESSION_TTL_MS / 1000,
    });
    return reply.redirect(pageForIntent(grant.intent), 303);
  };

  const tokenSchema = {
    type: 'object',
    properties: { apiToken: { type: 'string', maxLength: 500 } },
  } as const;
  app.get<{ Querystring: { apiToken?: string } }>(
    portalPaths.launch,
    { schema: { querystring: tokenSchema } },
    (request, reply) => launch(request.query.apiToken, reply),
  );
  app.post<{ Body: { apiToken?: string } }>(
    portalPaths.launch,
    { schema: { body: tokenSchema } },
    (request, reply) =>
      launch(request.body?.apiToken ?? (request.query as { apiToken?: string }).apiToken, reply),
  );

  await ssoPortalRoutes(app, ctx);
  await domainsPortalRoutes(app, ctx);
  await dsyncPortalRoutes(app, ctx);
  await logStreamsPortalRoutes(app, ctx);
}
