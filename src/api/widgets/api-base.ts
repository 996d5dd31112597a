/** The provider's API host, reached over https, used whenever no valid host is configured. */
export const DEFAULT_API_BASE = 'https://api.workos.com';

/** The element's API attributes, as strings straight from the DOM. */
export interface ApiBaseAttributes {
  /** `api-hostname`: a host name or IP; a scheme or path in it is ignored. Default: the provider's host. */
  hostname?: string | null;
  /** `api-port`: 1–65535. Default: none (the scheme's port). */
  port?: string | number | null;
  /** `api-https`: "false" selects http; anything else https. Default "true". */
  https?: string | boolean | null;
}

const HOST_NAME =
  /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i;
const IPV6 = /^\[[0-9a-f:.]+\]$/i;

/**
 * Builds the widgets API base URL (no trailing slash) from the element attributes. Invalid host
 * or port falls back to DEFAULT_API_BASE and reports why through `onInvalid` (the element turns
 * that into one console error).
 */
export function resolveApiBase(
  attributes: ApiBaseAttributes,
  onInvalid: (message: string) => void = () => {},
): string {
  const rawHost = attributes.hostname?.trim();
  if (!rawHost) return DEFAULT_API_BASE;

  // Keep only the authority: a scheme or a path ("api.example.com/v1") carries no meaning here.
  const withoutScheme = rawHost.replace(/^[a-z][a-z0-9+.-]*:\/\//i, '');
  const authority = withoutScheme.split(/[/?#]/, 1)[0] ?? '';
  const hostMatch = /^(\[[^\]]*\]|[^:]*)(?::(.*))?$/.exec(authority);
  const host = hostMatch?.[1] ?? '';
  const portInHost = hostMatch?.[2];
  if (!host || !(HOST_NAME.test(host) || IPV6.test(host))) {
    onInvalid(`Invalid api-hostname "${rawHost}"; using ${DEFAULT_API_BASE}.`);
    return DEFAULT_API_BASE;
  }

  const rawPort = attributes.port ?? portInHost;
  let port = '';
  if (rawPort !== undefined && rawPort !== null && String(rawPort).trim() !== '') {
    const text = String(rawPort).trim();
    const value = Number(text);
    if (!/^\d{1,5}$/.test(text) || value < 1 || value > 65535) {
      onInvalid(`Invalid api-port "${text}"; using ${DEFAULT_API_BASE}.`);
      return DEFAULT_API_BASE;
    }
    port = `:${value}`;
  }

  const https =
    attributes.https === false ||
    String(attributes.https ?? '')
      .trim()
      .toLowerCase() === 'false'
      ? 'http'
      : 'https';
  return `${https}://${host.toLowerCase()}${port}`;
}
