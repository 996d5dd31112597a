import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SearchParams, WidgetsClient } from '../api/widgets';
import { scopeConfigs } from '../widgets/api-keys/model';
import { keysPageQueryOptions } from '../widgets/api-keys/queries';
import { directoriesQueryOptions } from '../widgets/directory-sync/queries';
import { domainsQueryOptions } from '../widgets/domain-verification/queries';
import { meQueryOptions } from '../widgets/shared/me-query-options';
import { ssoConnectionsQueryOptions } from '../widgets/sso-connection/queries';
import { sessionsQueryOptions } from '../widgets/user-sessions/queries';
import { membersQuery } from '../widgets/users-management/model';
import {
  membersQueryOptions,
  rolesAndConfigQueryOptions,
} from '../widgets/users-management/queries';
import { organizationsQueryOptions } from '../widgets/organization-switcher/queries';
import { auditLogStreamQueryOptions } from '../widgets/audit-log-streaming/queries';
import { eventsPageQueryOptions } from '../widgets/audit-logs/queries';
import { getPrefetch } from '../api/widgets/prefetch';
import type { KitElementConnection } from './kit-element';
import { firstReads, prefetchBase, prefetchFirstReads, readUrl } from './prefetch-first-reads';

const base = 'http://localhost:4470';

/** A client that only records the URL of each read a widget's queries send. */
function recordingClient(urls: string[]): WidgetsClient {
  return {
    get: async (path: string, request?: { searchParams?: SearchParams }) => {
      urls.push(readUrl(base, path, request?.searchParams));
      return {};
    },
  } as unknown as WidgetsClient;
}

/** Runs the query functions of `options` and returns the URLs they read. */
async function widgetReads(
  options: (client: WidgetsClient) => { queryFn?: unknown }[],
): Promise<string[]> {
  const urls: string[] = [];
  for (const option of options(recordingClient(urls))) {
    const queryFn = option.queryFn as (context: { signal: AbortSignal }) => Promise<unknown>;
    await queryFn({ signal: new AbortController().signal });
  }
  return urls;
}

const loaderReads = (tag: string, attributes: Record<string, string | undefined> = {}) =>
  firstReads[tag]!(attributes)[1].map(([path, params]) => readUrl(base, path, params));

function atPage(search: string, inFrame = false) {
  vi.stubGlobal('window', { self: 1, top: inFrame ? 2 : 1 });
  vi.stubGlobal('location', { search });
}

describe('the loader’s first reads', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it.each([
    ['', {}],
    ['?ak_role=admin', { role: 'admin' }],
    ['?ak_q=%20ada%20', { search: ' ada ' }],
    ['?ak_role=member&ak_q=ada', { role: 'member' }],
  ])(
    'given the page URL "%s", should read the members page and the roles as the widget does',
    async (search, state) => {
      atPage(search);
      const widget = await widgetReads((client) => [
        membersQueryOptions(client, membersQuery({ ...state, cursor: null })),
        rolesAndConfigQueryOptions(client),
      ]);
      expect(loaderReads('users-management')).toEqual(widget);
    },
  );

  it('given a page in a frame, should read the first page without the URL state', () => {
    atPage('?ak_role=admin', true);
    expect(loaderReads('users-management')[0]).toBe(
      `${base}/_widgets/UserManagement/members?limit=10`,
    );
  });

  it.each([
    ['user-profile', meQueryOptions],
    ['user-sessions', sessionsQueryOptions],
    ['sso-connection', ssoConnectionsQueryOptions],
    ['domain-verification', domainsQueryOptions],
    ['directory-sync', directoriesQueryOptions],
    ['organization-switcher', organizationsQueryOptions],
    ['audit-log-streaming', auditLogStreamQueryOptions],
    ['audit-logs', (client: WidgetsClient) => eventsPageQueryOptions(client, {}, undefined)],
  ] as const)('given <%s>, should read what its widget reads first', async (tag, options) => {
    expect(loaderReads(tag)).toEqual(await widgetReads((client) => [options(client)]));
  });

  it.each([
    [undefined, '', {}],
    ['organization', '?ak_q=%20key%20&uak_q=mine', { search: 'key' }],
    ['user', '', {}],
    ['user', '?ak_q=key&uak_q=%20mine%20', { search: 'mine' }],
    // Anything but "user" is the organization's scope, as the widget's parseScope reads it.
    ['User', '?ak_q=key', { search: 'key' }],
  ] as const)(
    'given <api-keys scope="%s"> at "%s", should read the scope’s first page as the widget does',
    async (scope, search, query) => {
      atPage(search);
      const config = scopeConfigs[scope === 'user' ? 'user' : 'organization'];
      const widget = await widgetReads((client) => [keysPageQueryOptions(client, config, query)]);
      expect(loaderReads('api-keys', { scope })).toEqual(widget);
      expect(firstReads['api-keys']!({ scope })[0]).toBe(config.widgetType);
    },
  );

  it('given <api-keys> in a frame, should read the first page without the URL’s search', () => {
    atPage('?ak_q=key&uak_q=mine', true);
    expect(loaderReads('api-keys', { scope: 'user' })).toEqual([
      `${base}/_widgets/UserApiKeys/api-keys?limit=10`,
    ]);
    expect(loaderReads('api-keys')).toEqual([
      `${base}/_widgets/ApiKeys/organization-api-keys?limit=10`,
    ]);
  });

  it('given plain API attributes, should build the base the widget resolves; else none', () => {
    expect(prefetchBase({ hostname: 'LocalHost', port: '4470', https: 'false' })).toBe(base);
    expect(prefetchBase({ hostname: 'api.example.com' })).toBe('https://api.example.com');
    expect(prefetchBase({ hostname: 'api.example.com/v1' })).toBeUndefined();
    expect(prefetchBase({ hostname: 'api.example.com', port: 'x' })).toBeUndefined();
    // No host named: the kit's own identity service, as the widget resolves it; never a third party.
    expect(prefetchBase({}, 'https://id.example.com')).toBe('https://id.example.com');
    expect(prefetchBase({ hostname: ' ' }, 'https://id.example.com')).toBe(
      'https://id.example.com',
    );
    expect(prefetchBase({}, undefined)).toBeUndefined();
  });
});

describe('prefetchFirstReads', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('given a read no widget takes (another widget on the page had it in the shared cache), should still read its body to the end, so the request completes', async () => {
    let bodyDone = false;
    const fetched: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      fetched.push(url);
      // Pulled only as it is read (no read-ahead), in two parts, as a network body arrives.
      const parts = ['{"id":', '"user_1"}'];
      const body = new ReadableStream<Uint8Array>(
        {
          pull(controller) {
            controller.enqueue(new TextEncoder().encode(parts.shift()));
            if (parts.length === 0) {
              controller.close();
              bodyDone = true;
            }
          },
        },
        { highWaterMark: 0 },
      );
      return new Response(body, { status: 200, headers: { 'Content-Type': 'application/json' } });
    });
    const element = { isConnected: true } as unknown as KitElementConnection['element'];
    prefetchFirstReads({
      tag: 'user-profile',
      element,
      authToken: 'token-1',
      api: { hostname: 'localhost', port: '4470', https: 'false' },
      attributes: {},
      codeLoaded: false,
    });
    await vi.waitFor(() => expect(bodyDone).toBe(true));
    expect(fetched).toEqual([`${base}/_widgets/UserProfile/me`]);

    // A widget that does take it later still gets the whole answer.
    const prefetch = getPrefetch(element as unknown as Element)!;
    const taken = await prefetch.take(base, '/_widgets/UserProfile/me', undefined, 'token-1');
    expect(taken?.status).toBe(200);
    expect(await taken?.text()).toBe('{"id":"user_1"}');
  });
});
