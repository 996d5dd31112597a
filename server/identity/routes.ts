import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';

/** Hosted sign-in, authenticate, logout and JWKS (API-CONTRACT.md §1). */
export async function identityRoutes(_app: FastifyInstance, _ctx: AppContext): Promise<void> {}
