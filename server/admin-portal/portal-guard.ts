// Access to portal pages: a live portal session for the page's intent, and on every form post a
// CSRF token that matches that session.
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { HttpError } from '../http/errors';
import { portalSessionOf, type PortalIntent, type PortalSession } from '../domain/portal-links';

export async function requirePortalSession(
  ctx: AppContext,
  request: FastifyRequest,
  intent: PortalIntent,
): Promise<PortalSession> {
  const session = await portalSessionOf(ctx, request);
  if (!session || session.intent !== intent) {
    throw new HttpError(
      401,
      'This admin portal session has ended. Open the setup again from your dashboard to get a new link.',
      'portal_session_required',
    );
  }
  return session;
}

export function checkCsrf(session: PortalSession, body: unknown): void {
  const token = (body as { csrf?: unknown } | undefined)?.csrf;
  if (typeof token !== 'string' || token !== session.csrfToken) {
    throw new HttpError(403, 'This form has expired. Reload the page and try again.', 'csrf');
  }
}

/** Schema for portal form posts: strings only, generous limits; the pages check the details. */
export function formSchema(fields: string[]) {
  return {
    type: 'object',
    properties: Object.fromEntries(
      ['csrf', ...fields].map((field) => [field, { type: 'string', maxLength: 2000 }]),
    ),
  } as const;
}

export const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', minLength: 1, maxLength: 100 } },
} as const;
