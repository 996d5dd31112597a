import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';

/** Development pages (mail outbox) and, in test mode only, fault injection and delay controls. */
export async function devRoutes(_app: FastifyInstance, _ctx: AppContext): Promise<void> {}
