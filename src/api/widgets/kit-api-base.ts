// The API base a widget uses when its element names no `api-hostname`: this product's own
// identity service, never a third party's host (a token must only go where the partner said).

/**
 * Build-time setting `VITE_KIT_API_BASE` (an origin such as `https://id.example.com`): set it
 * when the kit is built to be served from somewhere other than the identity service (the npm
 * package, which the partner's bundler serves from the partner's own origin).
 */
const configured = (import.meta.env as Record<string, string | undefined> | undefined)
  ?.VITE_KIT_API_BASE;

/**
 * The default API base: the build-time `VITE_KIT_API_BASE` when set, else the origin that served
 * this module (widgets.js and its chunks come from the identity service; the dashboard's own
 * build comes from its server). Undefined when neither is an http(s) origin.
 */
export function kitApiBase(moduleUrl: string = import.meta.url): string | undefined {
  return httpOrigin(configured?.trim() || moduleUrl);
}

function httpOrigin(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
}
