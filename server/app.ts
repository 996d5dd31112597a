// Builds the one Fastify server that serves everything on one port: the identity provider,
// the widgets API, the admin portal, the product API, the built dashboard, the widget kit and
// the demo pages.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { LogController, type FastifyInstance, type FastifyReply } from 'fastify';
import cors from '@fastify/cors';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import fastifyStatic from '@fastify/static';
import type { ServerConfig } from './config';
import type { AppContext } from './context';
import { openDatabase, type Database } from './db/database';
import { startPgliteMaintenance } from './db/pglite-maintenance';
import { createMailer } from './mail/mailer';
import { installErrorHandler } from './http/errors';
import { decodeAscii } from './http/routed-path';
import { dashboardPageHeaders, installSecurityHeaders } from './http/security-headers';
import { registerFavicon } from './http/favicon';
import { createSpaIndex, wantsHtml, type SpaIndex } from './http/spa-index';
import { identityRoutes } from './identity/routes';
import { widgetRoutes } from './widgets/routes';
import { adminPortalRoutes } from './admin-portal/routes';
import { productRoutes } from './product/routes';
import { devRoutes } from './dev/routes';
import { installFaultInjection } from './dev/faults';
import { startEventServices } from './events/start-events';
import { startDirectoryDeletions } from './directory-sync/directory-deletions';
import { wakeAfterQueuedDeliveries } from './events/delivery-wake';
import type { DeliveryEngine } from './events/delivery-engine';
import { installManagementCorsBlock, managementRoutes } from './management/routes';
import { exportDownloadRoutes } from './audit-logs/export-download-routes';
import { docsRoutes } from './docs/routes';
import { scimRoutes } from './scim/scim-routes';
import { flushRateWindows } from './http/rate-limit';

const secretParameters = new Set([
  'apitoken',
  'code',
  'code_verifier',
  'token',
  'invitation_token',
  'refresh_token',
]);

/**
 * Masks secret query parameters (and the invitation token the management API's lookup carries
 * in its path) so a URL can be logged. Names are compared as the router and the query parser
 * read them, %-escapes decoded: `?%74oken=` and `by%5Ftoken` are masked too.
 */
export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  const path = decodeAscii(at < 0 ? url : url.slice(0, at)).replace(
    /(\/invitations\/by_token\/)[^/?#]*/,
    '$1[redacted]',
  );
  if (at < 0) return path;
  const query = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const name = pair.split('=')[0] ?? '';
      const secret = secretParameters.has(decodeAscii(name.replace(/\+/g, ' ')).toLowerCase());
      return secret && pair.includes('=') ? `${name}=[redacted]` : pair;
    });
  return `${path}?${query.join('&')}`;
}

export const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface BuiltApp {
  app: FastifyInstance;
  ctx: AppContext;
  /** This process's delivery engine (webhooks, audit-log streams). */
  deliveries: DeliveryEngine;
}

export interface BuildOptions {
  /** An open database to use instead of the configured one (tests). */
  db?: Database;
  /** The built kit's folder served under /widgets/. Default dist/widgets. */
  widgetsDir?: string;
}

export async function buildApp(
  config: ServerConfig,
  options: BuildOptions = {},
): Promise<BuiltApp> {
  const db =
    options.db ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: path.join(config.dataDir, 'pglite'),
    }));
  const ctx: AppContext = {
    config,
    db,
    mailer: createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom }),
  };

  const spaIndex = createSpaIndex(path.join(repositoryRoot, 'dist/app/index.html'));
  const app = Fastify({
    // A path with a malformed %-escape (/customers/%E0%A4%A/) never reaches a route: a browser
    // gets the dashboard, which shows its own error screen, and other clients a JSON 400.
    frameworkErrors: (error, request, reply) => {
      const answer = reply as unknown as FastifyReply;
      const index = !config.viteDev && wantsHtml(request) ? spaIndex.read() : undefined;
      if (index && error.code === 'FST_ERR_BAD_URL')
        return answer.status(400).headers(dashboardPageHeaders).type('text/html').send(index);
      return answer.status(400).send({ message: error.message, code: 'invalid_url' });
    },
    logger: {
      level: config.logLevel,
      // Tokens, codes and passwords never reach the log: headers are redacted and secret query
      // parameters (admin-portal link tokens, invitation tokens, codes) are masked in URLs.
      redact: [
        'req.headers.authorization',
        'req.headers.cookie',
        'req.headers["x-elevated-access-token"]',
      ],
      serializers: {
        req: (request: { method: string; url: string; ip?: string }) => ({
          method: request.method,
          url: redactUrl(request.url),
          remoteAddress: request.ip,
        }),
      },
    },
    // Per-request lines are for production logs; in development they drown the start banner.
    logController: new LogController({ disableRequestLogging: config.mode === 'development' }),
    bodyLimit: 64 * 1024,
    // Forwarded headers are believed only from configured proxies (TRUST_PROXY).
    trustProxy: config.trustProxy === false ? false : config.trustProxy,
    ajv: { customOptions: { removeAdditional: false, coerceTypes: false, allErrors: false } },
  });
  installErrorHandler(app);
  installSecurityHeaders(app, { devServer: config.viteDev });
  // Deliveries go out beside the requests, never in them: a slow receiver slows no answer. A
  // request of this process that queued a delivery wakes its engine once answered (what it
  // queued is committed by then); other processes' deliveries are found by the engine's poll.
  const eventServices = startEventServices(ctx);
  const directoryDeletions = startDirectoryDeletions(db, config.mode === 'test' ? 200 : 5_000);
  // PGlite only (PostgreSQL has a checkpointer and autovacuum): WAL checked every second, tables
  // every 30 s. Tests run it when they mean to (pgliteMaintenance(db).runOnce()), so a vacuum or
  // analyze never lands in the middle of another test's plans.
  const maintenance = startPgliteMaintenance(db, { checkMs: config.mode === 'test' ? 0 : 1_000 });
  wakeAfterQueuedDeliveries(app, () => eventServices.engine.wake());

  await app.register(cookie);
  await app.register(formbody);
  await app.register(cors, {
    origin: (origin, callback) => callback(null, !origin || config.allowedOrigins.includes(origin)),
    credentials: true,
    methods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    allowedHeaders: [
      'authorization',
      'content-type',
      'workos-widgets-type',
      'workos-widgets-version',
      'x-elevated-access-token',
    ],
    // Chromium keeps a preflight at most 2 hours: a partner's next page view sends none.
    maxAge: 7200,
  });
  installManagementCorsBlock(app);
  // Test mode only; registered after CORS so injected errors still carry CORS headers.
  if (config.mode === 'test') installFaultInjection(app, ctx);

  await app.register(async (scope) => devRoutes(scope, ctx));
  await app.register(async (scope) => identityRoutes(scope, ctx));
  await app.register(async (scope) => widgetRoutes(scope, ctx));
  await app.register(async (scope) => adminPortalRoutes(scope, ctx));
  await app.register(async (scope) => productRoutes(scope, ctx), { prefix: '/api' });
  await app.register(async (scope) => managementRoutes(scope, ctx));
  await app.register(async (scope) => exportDownloadRoutes(scope, ctx));
  await app.register(async (scope) => scimRoutes(scope, ctx));

  const widgetsDir = options.widgetsDir ?? path.join(repositoryRoot, 'dist/widgets');
  await app.register(async (scope) => docsRoutes(scope, ctx, { widgetsDir, repositoryRoot }));

  registerFavicon(app, repositoryRoot);
  await registerStatic(app, config, widgetsDir, spaIndex);
  app.addHook('onClose', async () => {
    await flushRateWindows(db);
    await directoryDeletions.stop();
    await maintenance?.stop();
    await eventServices.stop();
    if (!options.db) await db.close();
  });
  return { app, ctx, deliveries: eventServices.engine };
}

async function registerStatic(
  app: FastifyInstance,
  config: ServerConfig,
  widgetsDir: string,
  spaIndex: SpaIndex,
): Promise<void> {
  const demoDir = path.join(repositoryRoot, 'demo');
  const appDir = path.join(repositoryRoot, 'dist/app');
  if (fs.existsSync(widgetsDir)) {
    await app.register(async (kit) => {
      // The kit's files are public: any partner page may load widgets.js and its chunks, which
      // browsers fetch as CORS requests (module scripts). Without credentials; the widget API
      // keeps its origin check (ALLOWED_ORIGINS).
      kit.addHook('onRequest', async (_request, reply) => {
        reply.removeHeader('access-control-allow-credentials');
        reply.removeHeader('vary');
        void reply.header('access-control-allow-origin', '*');
      });
      await kit.register(fastifyStatic, {
        root: widgetsDir,
        prefix: '/widgets/',
        decorateReply: false,
      });
    });
  }
  if (fs.existsSync(demoDir)) {
    await app.register(fastifyStatic, { root: demoDir, prefix: '/demo/', decorateReply: false });
  }
  if (config.viteDev) return; // server/dev-vite mounts Vite for the dashboard instead.
  const indexFile = path.join(appDir, 'index.html');
  if (!fs.existsSync(indexFile)) return;
  // wildcard: files are looked up per request, so assets of a rebuild are served without a restart.
  await app.register(fastifyStatic, { root: appDir, prefix: '/', wildcard: true });
  // The dashboard is a single-page app: unknown GET paths that want HTML get its index.
  app.setNotFoundHandler((request, reply) => {
    const index = wantsHtml(request) ? spaIndex.read() : undefined;
    if (index) return reply.type('text/html').send(index);
    return reply.status(404).send({ message: 'Not found', code: 'not_found' });
  });
}
