import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { authenticateRoutes } from './authenticate-routes';
import { authorizeRoutes } from './authorize-routes';
import { emailCodeRoutes } from './email-code-routes';
import { logoutRoutes } from './logout-routes';
import { passkeySignInRoutes } from './passkey-sign-in-routes';
import { signUpRoutes } from './sign-up-routes';

/** Hosted sign-in, authenticate, logout and JWKS (API-CONTRACT.md §1). */
export async function identityRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  // A sign-in form post ends in a redirect to the client's redirect URI, which the browser
  // checks against form-action too: allow the registered redirect URIs' origins there.
  const redirectOrigins = [...new Set(ctx.config.redirectUris.map((uri) => new URL(uri).origin))];
  app.addHook('onSend', async (_request, reply, payload) => {
    const csp = reply.getHeader('content-security-policy');
    if (typeof csp === 'string' && csp.includes("form-action 'self';")) {
      void reply.header(
        'content-security-policy',
        csp.replace("form-action 'self';", `form-action 'self' ${redirectOrigins.join(' ')};`),
      );
    }
    return payload;
  });
  await authorizeRoutes(app, ctx);
  await signUpRoutes(app, ctx);
  await emailCodeRoutes(app, ctx);
  await passkeySignInRoutes(app, ctx);
  await authenticateRoutes(app, ctx);
  await logoutRoutes(app, ctx);
}
