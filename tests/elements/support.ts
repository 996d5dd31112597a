// Helpers shared by the element tests (@web/test-runner, Chromium, one page per test file, so the
// state below is per file). Test files import it as './support.js': the runner has nodeResolve off
// and its esbuild plugin maps a relative '.js' import of a TypeScript file to the '.ts' file, while
// tsc (moduleResolution Bundler) resolves the same specifier; an extensionless one 404s in the page.

type TestBody = () => Promise<void> | void;
interface MochaGlobals {
  describe: (name: string, body: () => void) => void;
  it: (name: string, body: TestBody) => void;
  afterEach: (body: TestBody) => void;
  before: (body: TestBody) => void;
}

// The runner sets up Mocha's BDD globals before it imports a test file.
const mocha = globalThis as unknown as MochaGlobals;
export const describe = mocha.describe;
export const it = mocha.it;
export const afterEach = mocha.afterEach;
export const before = mocha.before;

/** The test API server (window.__TEST_API__, set by the runner's page). */
export const api = new URL((window as unknown as { __TEST_API__: string }).__TEST_API__);
/** The API base as the elements build it from their api-* attributes (the query-cache key). */
export const apiBase = `${api.protocol}//${api.hostname}:${api.port}`;
/** The page's fetch before any test replaced it; tests restore it in afterEach. */
export const originalFetch = window.fetch;

export function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

/** Polls `probe` every `intervalMs` (default 25) until it is truthy, for `timeoutMs` (default 8000). */
export async function waitFor<T>(
  probe: () => T | null | undefined | false,
  what: string,
  timeoutMs = 8000,
  intervalMs = 25,
): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = probe();
    if (value) return value;
    if (Date.now() - started > timeoutMs) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A signed access token from the test server for `email` (default the seeded admin). */
export async function testToken(email = 'admin@acme.test'): Promise<string> {
  const response = await originalFetch(`${api.origin}/_test/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  check(response.ok, `POST /_test/token answered ${response.status}`);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

/** Registers a fault on the test server, as given (it lasts until clearFaults). */
export async function addFault(fault: Record<string, unknown>): Promise<void> {
  const response = await originalFetch(`${api.origin}/_test/faults`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(fault),
  });
  check(response.ok, `POST /_test/faults answered ${response.status}`);
}

/** Registers a fault that hits one matching request only, unless `fault.times` says otherwise. */
export const addFaultOnce = (fault: Record<string, unknown>) => addFault({ times: 1, ...fault });

export async function clearFaults(): Promise<void> {
  await originalFetch(`${api.origin}/_test/faults`, { method: 'DELETE' });
}

const created: HTMLElement[] = [];

/** Keeps `element` for removeCreated (call it in the file's afterEach). */
export function track<E extends HTMLElement>(element: E): E {
  created.push(element);
  return element;
}

export function removeCreated(): void {
  for (const element of created.splice(0)) element.remove();
}

/** Appends a tracked `tag` element pointed at the test API (through `hostname`), then `attributes`. */
export function addElement<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string> = {},
  hostname = api.hostname,
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  element.setAttribute('api-hostname', hostname);
  element.setAttribute('api-port', api.port);
  element.setAttribute('api-https', String(api.protocol === 'https:'));
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.append(element);
  return track(element);
}

/** Whether the page has fetched the kit chunk `file` (a path under dist/widgets/chunks/). */
export const fetchedChunk = (file: string) =>
  performance
    .getEntriesByType('resource')
    .some((entry) => new URL(entry.name).pathname.endsWith(`/dist/widgets/chunks/${file}`));

/**
 * Waits until `element` shows its first data and the page is past the idle preload (the floating
 * layer is in, and a moment more for what comes with it): what an idle page has fetched by then.
 */
export async function waitForIdlePreload(element: HTMLElement): Promise<void> {
  await waitFor(() => element.getAttribute('data-state') === 'ready', 'ready', 10000);
  await waitFor(() => fetchedChunk('floating.js'), 'the idle preload', 10000);
  await sleep(300);
}

export type Probe = HTMLElementTagNameMap['kit-probe'];

/** A tracked <kit-probe> of the harness bundle on the test API. */
export const addProbe = (attributes: Record<string, string> = {}): Probe =>
  addElement('kit-probe', attributes);

/** The profile name a probe renders once its data arrived. */
export const nameText = (element: HTMLElement) =>
  element.shadowRoot?.querySelector('.probe-name')?.textContent ?? '';

/** Types `value` into a React-controlled input. */
export function typeInto(input: HTMLInputElement, value: string): void {
  // React tracks the value through the native setter; set it there, then announce the input.
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
}

export interface AxeResult {
  violations: Array<{ id: string; impact: string; nodes: Array<{ target: unknown }> }>;
  passes: unknown[];
}
interface Axe {
  run: (context: Element, options?: { resultTypes?: string[] }) => Promise<AxeResult>;
}

/** axe-core, loaded into the page once by its served path (nodeResolve is off). */
export async function loadAxe(): Promise<Axe> {
  if (!('axe' in window)) {
    const script = document.createElement('script');
    script.src = '/node_modules/axe-core/axe.min.js';
    const loaded = new Promise((resolve, reject) => {
      script.onload = resolve;
      script.onerror = reject;
    });
    document.head.append(script);
    await loaded;
  }
  return (window as unknown as { axe: Axe }).axe;
}

/** Fails on serious or critical axe violations inside `scope`. */
export async function expectAxeClean(scope: HTMLElement): Promise<void> {
  // Only violations in full: passes' nodes are not read (and cost about half a run's time).
  const result = await (await loadAxe()).run(scope, { resultTypes: ['violations'] });
  const serious = result.violations.filter((violation) =>
    ['serious', 'critical'].includes(violation.impact),
  );
  check(serious.length === 0, `axe: ${serious.map((violation) => violation.id).join(', ')}`);
}
