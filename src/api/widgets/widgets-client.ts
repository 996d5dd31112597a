import type { KyInstance } from 'ky';
import type { WidgetErrorBody, WidgetType } from './types';
import { WidgetApiError, type WidgetFieldErrors } from './widget-api-error';
import { WidgetConfigurationError } from './widget-configuration-error';
import { WidgetNetworkError } from './widget-network-error';

/** Query parameters; entries whose value is undefined are not sent. */
export type SearchParams = Record<string, string | number | boolean | undefined>;

export interface WidgetRequestOptions {
  /** JSON body (sent with `Content-Type: application/json`). */
  json?: unknown;
  searchParams?: SearchParams;
  signal?: AbortSignal;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface WidgetsClientOptions {
  /** API base such as `https://id.example.com` (see resolveApiBase). */
  baseUrl: string;
  /** Sent as `WorkOS-Widgets-Type` on every call. */
  widgetType: WidgetType;
  /** Resolves the access token; `forceRefresh` asks for a new one after the refused token. */
  getToken: (options?: { forceRefresh?: boolean; refused?: string }) => Promise<string>;
  /** The elevated-access token currently held, sent on mutations as `x-elevated-access-token`. */
  getElevatedToken?: () => string | undefined;
  /**
   * A response the kit's loader already fetched for this read (same URL and token), taken
   * instead of sending it again (see prefetch.ts); default none.
   */
  takePrefetched?: (
    baseUrl: string,
    path: string,
    params: SearchParams | undefined,
    token: string,
  ) => Promise<Response | undefined>;
  /** Request timeout in ms. Default 30 000. */
  timeoutMs?: number;
  /** fetch implementation, for tests. Default globalThis.fetch. */
  fetch?: typeof fetch;
}

/** Typed access to the widgets API for one element root. Paths are like `/_widgets/UserProfile/me`. */
export interface WidgetsClient {
  readonly baseUrl: string;
  readonly widgetType: WidgetType;
  request<T>(method: HttpMethod, path: string, options?: WidgetRequestOptions): Promise<T>;
  get<T>(path: string, options?: Omit<WidgetRequestOptions, 'json'>): Promise<T>;
  post<T>(path: string, options?: WidgetRequestOptions): Promise<T>;
  delete<T>(path: string, options?: WidgetRequestOptions): Promise<T>;
}

/**
 * Creates the ky-based client of one element root (never a module singleton: base, widget type
 * and token differ per element). No request leaves before `getToken` resolves; a 403 gets one
 * retry with a fresh token; every failure is a WidgetApiError or WidgetNetworkError.
 */
export function createWidgetsClient(options: WidgetsClientOptions): WidgetsClient {
  // ky is its own chunk, fetched with the first request the widget sends itself: a widget whose
  // first reads the loader prefetched shows its first row without it (see loadHttpClient).
  let http: Promise<KyInstance> | undefined;
  const client = () =>
    (http ??= loadHttpClient()
      .then((ky) =>
        ky.create({
          prefixUrl: options.baseUrl,
          cache: 'no-store',
          retry: 0,
          throwHttpErrors: false,
          timeout: options.timeoutMs ?? 30_000,
          headers: {
            'WorkOS-Widgets-Version': '1',
            'WorkOS-Widgets-Type': options.widgetType,
            'Content-Type': 'application/json',
          },
          ...(options.fetch ? { fetch: options.fetch } : {}),
        }),
      )
      .catch((error: unknown) => {
        http = undefined;
        throw error;
      }));

  async function send(
    method: HttpMethod,
    path: string,
    token: string,
    request: WidgetRequestOptions,
  ) {
    const headers: Record<string, string> = { Authorization: `Bearer ${token}` };
    const elevated = method === 'GET' ? undefined : options.getElevatedToken?.();
    if (elevated) headers['x-elevated-access-token'] = elevated;
    try {
      return await (
        await client()
      )(path.replace(/^\/+/, ''), {
        method,
        headers,
        json: request.json,
        searchParams: request.searchParams ? dropUndefined(request.searchParams) : undefined,
        signal: request.signal,
      });
    } catch (cause) {
      if (request.signal?.aborted) throw cause;
      throw new WidgetNetworkError('Network error', { cause, apiBase: options.baseUrl });
    }
  }

  async function requestJson<T>(
    method: HttpMethod,
    path: string,
    request: WidgetRequestOptions = {},
  ): Promise<T> {
    let token = await options.getToken();
    const prefetched =
      method === 'GET' && options.takePrefetched
        ? await options.takePrefetched(options.baseUrl, path, request.searchParams, token)
        : undefined;
    let response = prefetched ?? (await send(method, path, token, request));
    if (response.status === 403) {
      const refused = token;
      token = await options.getToken({ forceRefresh: true, refused });
      if (token !== refused) response = await send(method, path, token, request);
    }
    const text = await readText(response);
    if (isNotTheApi(response, text)) throw notTheApi(options.baseUrl);
    if (!response.ok) throw apiError(response, text);
    // Success always carries JSON, DELETEs included: an empty body means something went wrong.
    if (text.trim() === '') {
      throw new WidgetApiError(response.statusText || 'Empty response', {
        status: response.status,
      });
    }
    try {
      return JSON.parse(text) as T;
    } catch (cause) {
      throw new WidgetApiError('Invalid JSON response', { status: response.status, cause });
    }
  }

  return {
    baseUrl: options.baseUrl,
    widgetType: options.widgetType,
    request: requestJson,
    get: (path, request) => requestJson('GET', path, request),
    post: (path, request) => requestJson('POST', path, request),
    delete: (path, request) => requestJson('DELETE', path, request),
  };
}

function dropUndefined(params: SearchParams): Record<string, string | number | boolean> {
  const kept: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(params)) if (value !== undefined) kept[key] = value;
  return kept;
}

async function readText(response: Response): Promise<string> {
  try {
    return await response.text();
  } catch (cause) {
    throw new WidgetNetworkError('Network error', { cause });
  }
}

/**
 * A page instead of the API: the widgets API answers JSON, success and errors alike, so a
 * success or a 404/405 (a host or bundler without the route) whose body is not JSON came from
 * somewhere else, most often the page's own origin because no api-hostname was set. Other
 * statuses with an HTML body (a proxy's 502) stay API errors.
 */
function isNotTheApi(response: Response, text: string): boolean {
  if (!response.ok && response.status !== 404 && response.status !== 405) return false;
  if (/json/i.test(response.headers.get('content-type') ?? '')) return false;
  if (text.trim() === '') return false;
  try {
    JSON.parse(text);
    return false;
  } catch {
    return true;
  }
}

function notTheApi(baseUrl: string): WidgetConfigurationError {
  const origin = new URL(baseUrl).origin;
  return new WidgetConfigurationError(
    'api-hostname',
    `${origin} did not answer as the widgets API: set api-hostname (or build the kit with VITE_KIT_API_BASE)`,
    undefined,
    { answeredBy: origin },
  );
}

/** The message of a non-OK response with neither a server message nor a status text (SPEC.md §8). */
const GENERIC_ERROR_MESSAGE = 'Something went wrong. Please try again.';

function apiError(response: Response, text: string): WidgetApiError {
  let body: WidgetErrorBody = {};
  try {
    const parsed: unknown = text ? JSON.parse(text) : {};
    if (parsed && typeof parsed === 'object') body = parsed as WidgetErrorBody;
  } catch {
    // A non-JSON error page: the status text is all we have.
  }
  const message =
    (typeof body.message === 'string' && body.message) ||
    response.statusText ||
    GENERIC_ERROR_MESSAGE;
  return new WidgetApiError(message, {
    status: response.status,
    code: typeof body.code === 'string' ? body.code : undefined,
    fieldErrors: fieldErrors(body.errors),
  });
}

/** Accepts `{ field: message }`, `{ field: [messages] }` or `[{ field, message }]`. */
function fieldErrors(errors: unknown): WidgetFieldErrors {
  const result: WidgetFieldErrors = {};
  if (Array.isArray(errors)) {
    for (const entry of errors) {
      if (entry && typeof entry === 'object') {
        const { field, message } = entry as { field?: unknown; message?: unknown };
        if (typeof field === 'string' && typeof message === 'string') result[field] = message;
      }
    }
  } else if (errors && typeof errors === 'object') {
    for (const [field, value] of Object.entries(errors)) {
      const message = Array.isArray(value) ? value.find((item) => typeof item === 'string') : value;
      if (typeof message === 'string') result[field] = message;
    }
  }
  return result;
}

/**
 * ky, loaded on first use (a chunk of its own in the kit; the widget runtime also preloads it
 * once the first data is painted). A failed load is tried again by the next request.
 */
export function loadHttpClient(): Promise<typeof import('ky').default> {
  loadingKy ??= import('ky').then(
    (module) => module.default,
    (error: unknown) => {
      loadingKy = undefined;
      throw error;
    },
  );
  return loadingKy;
}
let loadingKy: Promise<typeof import('ky').default> | undefined;
