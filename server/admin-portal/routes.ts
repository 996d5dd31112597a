import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';

/** Server-rendered admin portal pages opened from generate-link. */
export async function adminPortalRoutes(_app: FastifyInstance, _ctx: AppContext): Promise<void> {}
