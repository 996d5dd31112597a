// Render-as-you-fetch, the loader's half (src/api/widgets/prefetch.ts has the widget's): when a
// kit element is connected with a token and API attributes before its code has arrived, send
// the tag's first reads now, in parallel with the code, exactly as the widget's client would
// (same URL, headers and token); the widget takes the responses when it mounts. Part of
// widgets.js: small, and importing nothing of the runtime.
import { kitApiBase } from '../api/widgets/kit-api-base';
import type { Prefetch } from '../api/widgets/prefetch';
import type { KitElementConnection } from './kit-element';

type Params = Record<string, string | number | boolean | undefined>;
type Read = [path: string, params?: Params];

/** Whether the page is in a frame (a widget then keeps its list state out of the URL). */
function inFrame(): boolean {
  try {
    return window.self !== window.top;
  } catch {
    // A cross-origin parent: a frame.
    return true;
  }
}

/** The page URL's query, as the widgets read it at start: none inside a frame. */
const pageParams = () => new URLSearchParams(inFrame() ? '' : location.search);

/**
 * The users list's state in the page URL, as the widget reads it at start (list-url-state.ts:
 * `ak_role` wins over `ak_q`, nothing inside a frame).
 */
function listUrlState(): Params {
  const params = pageParams();
  const role = params.get('ak_role');
  const search = params.get('ak_q')?.trim();
  return role ? { role } : search ? { search } : {};
}

/** The keys list's search in the page URL (`param`), as `<api-keys>` reads it at start. */
function keysSearch(param: string): Params {
  const search = pageParams().get(param)?.trim();
  return search ? { search } : {};
}

type TagReads = (attributes: KitElementConnection['attributes']) => [widgetType: string, Read[]];
const one =
  (widgetType: string, path: string): TagReads =>
  () => [widgetType, [[path]]];

/**
 * Each tag's widget type and first reads for the element's own attributes, as its widget sends
 * them (checked against the widgets' own paths and queries in prefetch-first-reads.test.ts).
 */
export const firstReads: Record<string, TagReads> = {
  'users-management': () => [
    'user-management',
    [
      // The first page (the model's PAGE_SIZE) of the list state in the page URL, and the roles.
      ['/_widgets/UserManagement/members', { limit: 10, ...listUrlState() }],
      ['/_widgets/UserManagement/roles-and-config'],
    ],
  ],
  'user-profile': one('user-profile', '/_widgets/UserProfile/me'),
  'user-security': one('user-security', '/_widgets/UserProfile/authentication-information'),
  'user-sessions': one('user-sessions', '/_widgets/UserProfile/sessions'),
  'sso-connection': one('admin-portal-sso-connection', '/_widgets/admin-portal/sso-connections'),
  'domain-verification': one(
    'admin-portal-domain-verification',
    '/_widgets/admin-portal/organization-domains',
  ),
  // The scope's first page (the model's PAGE_SIZE) for the search in the page URL (model.ts
  // scopeConfigs: any scope but "user" is the organization's).
  'api-keys': ({ scope }) =>
    scope === 'user'
      ? [
          'user-api-keys',
          [['/_widgets/UserApiKeys/api-keys', { limit: 10, ...keysSearch('uak_q') }]],
        ]
      : [
          'api-keys',
          [['/_widgets/ApiKeys/organization-api-keys', { limit: 10, ...keysSearch('ak_q') }]],
        ],
  'directory-sync': one('directory-sync', '/_widgets/directory-sync/directories'),
  'organization-switcher': one('organization-switcher', '/_widgets/UserManagement/organizations'),
  // The newest page (the model's PAGE_SIZE) with no filter: the widget starts unfiltered.
  'audit-logs': () => ['audit-logs', [['/_widgets/AuditLogs/events', { limit: 10 }]]],
  'audit-log-streaming': one(
    'admin-portal-audit-log-streaming',
    '/_widgets/admin-portal/audit-log-stream',
  ),
};

/**
 * The API base for plain attributes (a host name, a port, https), or the kit's own identity
 * service when no host is named (as the widget's resolveApiBase does); undefined for anything
 * else, which the widget resolves (and reports) itself.
 */
export function prefetchBase(
  api: KitElementConnection['api'],
  ownBase: string | undefined = kitApiBase(),
): string | undefined {
  const { hostname, port, https } = api;
  if (!hostname?.trim()) return ownBase;
  if (!/^[a-z0-9.-]+$/i.test(hostname) || (port && !/^\d{1,5}$/.test(port))) return undefined;
  const scheme = https?.trim().toLowerCase() === 'false' ? 'http' : 'https';
  return `${scheme}://${hostname.toLowerCase()}${port ? `:${Number(port)}` : ''}`;
}

/** The URL of a read, as the client's ky instance builds it (prefix, path, query in order). */
export function readUrl(baseUrl: string, path: string, params: Params = {}): string {
  const url = new URL(`${baseUrl}/${path.replace(/^\/+/, '')}`);
  for (const [name, value] of Object.entries(params))
    if (value !== undefined) url.searchParams.append(name, String(value));
  return url.href;
}

const PREFETCH = Symbol.for('account-widgets.prefetch');
/** As the widgets client's request timeout (widgets-client.ts). */
const PREFETCH_TIMEOUT_MS = 30_000;
type Host = Element & { [PREFETCH]?: Prefetch & { baseUrl: string; attributes: string } };

/** Nobody may take it (the element leaves, its token changes): no unhandled rejection then. */
function quiet<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => {});
  return promise;
}

/** Statuses whose Response may not carry a body. */
const bodiless = [101, 103, 204, 205, 304];

/**
 * The response with its body read now. A read may never be taken: another widget on the page
 * had it in the shared query cache first, or the token changed. Left unread, its body kept the
 * request open for good (the page never went network-idle, and the connection stayed busy).
 */
async function readWhole(pending: Promise<Response>): Promise<Response> {
  const response = await pending;
  const body = await response.arrayBuffer();
  return new Response(bodiless.includes(response.status) ? null : body, {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
}

/** Starts (or keeps, or drops) an element's first reads as it is announced with a token. */
export function prefetchFirstReads(connection: KitElementConnection): void {
  const { tag, authToken: source, api, codeLoaded } = connection;
  const element = connection.element as Host;
  const tagReads = firstReads[tag];
  const baseUrl = prefetchBase(api);
  const attributes = JSON.stringify(connection.attributes);
  const previous = element[PREFETCH];
  if (
    previous &&
    previous.source === source &&
    previous.baseUrl === baseUrl &&
    previous.attributes === attributes
  )
    return;
  // A changed token, API attribute or tag attribute drops what was fetched with the old ones.
  element[PREFETCH] = undefined;
  if (codeLoaded || !tagReads || !baseUrl) return;
  const [widgetType, reads] = tagReads(connection.attributes);
  const token = quiet(
    Promise.resolve(typeof source === 'function' ? source() : source).then((value) => {
      if (typeof value !== 'string' || !value) throw new Error('no token');
      return value;
    }),
  );
  const responses = new Map<string, Promise<Response>>();
  const prefetch = {
    source,
    baseUrl,
    attributes,
    token,
    async take(base: string, path: string, params: Params | undefined, sent: string) {
      const url = readUrl(base, path, params);
      const response = responses.get(url);
      responses.delete(url);
      if (!response || base !== baseUrl || element[PREFETCH] !== prefetch) return undefined;
      try {
        const answer = (await token) === sent ? await response : undefined;
        return answer?.ok ? answer : undefined;
      } catch {
        return undefined;
      }
    },
  };
  for (const [path, params] of reads) {
    const url = readUrl(baseUrl, path, params);
    const response = token.then(async (value) => {
      // Dropped while the token was on its way (a new token, another API): nothing is sent.
      if (element[PREFETCH] !== prefetch) throw new Error('dropped');
      // The widget client's own limit: a read with no answer is given up, and the widget sends it
      // again with its own error handling, as after any failed prefetch.
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), PREFETCH_TIMEOUT_MS);
      const answer = await readWhole(
        fetch(url, {
          cache: 'no-store',
          signal: controller.signal,
          headers: {
            Authorization: `Bearer ${value}`,
            'WorkOS-Widgets-Version': '1',
            'WorkOS-Widgets-Type': widgetType,
            'Content-Type': 'application/json',
          },
        }),
      ).finally(() => clearTimeout(timer));
      // An element that left the document meanwhile drops its reads.
      if (!element.isConnected && element[PREFETCH] === prefetch) element[PREFETCH] = undefined;
      return answer;
    });
    responses.set(url, quiet(response));
  }
  element[PREFETCH] = prefetch;
}
