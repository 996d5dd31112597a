import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';

/** The loyalty product API under /api (API-CONTRACT.md §3). */
export async function productRoutes(_app: FastifyInstance, _ctx: AppContext): Promise<void> {}
