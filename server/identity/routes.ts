import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { authenticateRoutes } from './authenticate-routes';
import { authorizeRoutes } from './authorize-routes';
import { emailCodeRoutes } from './email-code-routes';
import { logoutRoutes } from './logout-routes';
import { signUpRoutes } from './sign-up-routes';

/** Hosted sign-in, authenticate, logout and JWKS (API-CONTRACT.md §1). */
export async function identityRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await authorizeRoutes(app, ctx);
  await signUpRoutes(app, ctx);
  await emailCodeRoutes(app, ctx);
  await authenticateRoutes(app, ctx);
  await logoutRoutes(app, ctx);
}
