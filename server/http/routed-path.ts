// The path a request was routed by (issue #39.3): checks that pick answers by path (CORS, the
// idempotency scope, log redaction, the admin portal's headers) decide on what the router
// matched, never on the raw string, where `/%6Frganizations` is not `/organizations`.
import type { FastifyRequest } from 'fastify';

/** `text` with ASCII %-escapes decoded (the router decodes them too); other bytes left as sent. */
export function decodeAscii(text: string): string {
  return text.replace(/%([0-7][0-9a-f])/gi, (_, hex: string) =>
    String.fromCharCode(parseInt(hex, 16)),
  );
}

/**
 * The matched route's pattern (`/organizations/:id`), or, for answers outside a route of ours
 * (a CORS preflight, a wildcard, not found), the decoded path.
 */
export function routedPath(request: FastifyRequest): string {
  const route = request.routeOptions.url;
  if (route && !route.startsWith('*') && route !== '/*') return route;
  return decodeAscii(request.url.split('?')[0] ?? '/');
}
