import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { mailRoutes } from './mail-routes';
import { testRoutes } from './test-routes';

/** Development pages (mail outbox) and, in test mode only, fault injection and delay controls. */
export async function devRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  if (ctx.config.mode !== 'production') await mailRoutes(app, ctx);
  if (ctx.config.mode === 'test') await testRoutes(app, ctx);
}
