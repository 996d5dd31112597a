// Origin rules: which pages are in dev mode (refresh token in the body) and where logout may
// send the browser back to.

const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

function parse(url: string | undefined): URL | undefined {
  if (!url) return undefined;
  try {
    return new URL(url);
  } catch {
    return undefined;
  }
}

/** True for a page served from localhost or a loopback address: the provider's dev mode. */
export function isLoopbackOrigin(origin: string | undefined): boolean {
  const parsed = parse(origin);
  return parsed !== undefined && loopbackHosts.has(parsed.hostname);
}

/** The return target when its origin is exactly one of the allowed origins, else undefined. */
export function allowedReturnTo(
  returnTo: string | undefined,
  allowedOrigins: string[],
): string | undefined {
  const parsed = parse(returnTo);
  if (!parsed || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')) return undefined;
  return allowedOrigins.includes(parsed.origin) ? parsed.toString() : undefined;
}

/** Appends query parameters to a URL that may already have some. */
export function withQuery(url: string, params: Record<string, string | undefined>): string {
  const target = new URL(url);
  for (const [key, value] of Object.entries(params))
    if (value !== undefined) target.searchParams.set(key, value);
  return target.toString();
}
