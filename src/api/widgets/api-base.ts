import { kitApiBase } from './kit-api-base';
import { WidgetConfigurationError } from './widget-configuration-error';

/** The element's API attributes, as strings straight from the DOM. */
export interface ApiBaseAttributes {
  /** `api-hostname`: a host name or IP; a scheme or path in it is ignored. Default: the kit's own identity service (kitApiBase). */
  hostname?: string | null;
  /** `api-port`: 1–65535, used with `api-hostname`. Default: none (the scheme's port). */
  port?: string | number | null;
  /** `api-https`: "false" selects http; anything else https. Default "true". */
  https?: string | boolean | null;
}

const HOST_NAME =
  /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i;
const IPV6 = /^\[[0-9a-f:.]+\]$/i;

/**
 * Builds the widgets API base URL (no trailing slash) from the element attributes. Without
 * `api-hostname` it is `defaultBase` (this product's identity service, see kitApiBase). An
 * invalid host or port throws a WidgetConfigurationError naming the attribute: the widget shows
 * it and sends nothing, rather than sending the token to a host the partner did not name.
 */
export function resolveApiBase(
  attributes: ApiBaseAttributes,
  defaultBase: string | undefined = kitApiBase(),
): string {
  const rawHost = attributes.hostname?.trim();
  if (!rawHost) {
    if (defaultBase) return defaultBase;
    throw new WidgetConfigurationError(
      'api-hostname',
      'No api-hostname is set and the kit was not loaded from its identity service; set api-hostname.',
    );
  }

  // Keep only the authority: a scheme or a path ("api.example.com/v1") carries no meaning here.
  const withoutScheme = rawHost.replace(/^[a-z][a-z0-9+.-]*:\/\//i, '');
  const authority = withoutScheme.split(/[/?#]/, 1)[0] ?? '';
  const hostMatch = /^(\[[^\]]*\]|[^:]*)(?::(.*))?$/.exec(authority);
  const host = hostMatch?.[1] ?? '';
  const portInHost = hostMatch?.[2];
  if (!host || !(HOST_NAME.test(host) || IPV6.test(host))) {
    throw new WidgetConfigurationError(
      'api-hostname',
      `The api-hostname attribute "${rawHost}" is not a valid host name.`,
      rawHost,
    );
  }

  const rawPort = attributes.port ?? portInHost;
  let port = '';
  if (rawPort !== undefined && rawPort !== null && String(rawPort).trim() !== '') {
    const text = String(rawPort).trim();
    const value = Number(text);
    if (!/^\d{1,5}$/.test(text) || value < 1 || value > 65535) {
      throw new WidgetConfigurationError(
        'api-port',
        `The api-port attribute "${text}" is not a port number (1–65535).`,
        text,
      );
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
