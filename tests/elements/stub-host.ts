// A made-up API host whose answers the test gives: the element tests' loading, empty, error,
// paging and state fixtures. Requests to other hosts go on to the network (the real test server).

export interface StubRequest {
  method: string;
  url: URL;
  /** The parsed JSON body, if any. */
  body: unknown;
  headers: Headers;
}

export type StubHandler = (
  request: StubRequest,
) => { status: number; body: unknown } | Promise<{ status: number; body: unknown }>;

let hostCount = 0;

/**
 * Wraps `window.fetch` so that requests to a fresh host named after `label` are answered by
 * `handler` as JSON; returns that host. Each test file's afterEach restores `originalFetch`.
 */
export function stubHost(label: string, handler: StubHandler): string {
  const host = `${label}-${++hostCount}.example.test`;
  const previous = window.fetch;
  window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url);
    if (url.hostname !== host) return previous(input, init);
    const text = await request.text();
    const { status, body } = await handler({
      method: request.method,
      url,
      body: text ? JSON.parse(text) : undefined,
      headers: request.headers,
    });
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  return host;
}
