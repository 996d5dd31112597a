import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';

/** The widgets API under /_widgets (API-CONTRACT.md §2). */
export async function widgetRoutes(_app: FastifyInstance, _ctx: AppContext): Promise<void> {}
