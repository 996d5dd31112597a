// A minimal fake browser tab for driving the auth client against the real server: location,
// history, storages and a Web Locks implementation that several "tabs" can share.
import type { AuthEnvironment, KeyValueStorage, LockManagerLike } from '../../src/api/auth';
import { hiddenFields, postForm } from './sign-in';

export class MemoryStorage implements KeyValueStorage {
  readonly items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

/** Exclusive locks granted in request order; honours the abort signal while waiting. */
export class FakeLocks implements LockManagerLike {
  private readonly tails = new Map<string, Promise<void>>();
  /** When true no lock is ever granted (a frozen tab holds it). */
  stuck = false;
  request<T>(
    name: string,
    options: { signal?: AbortSignal },
    callback: () => Promise<T>,
  ): Promise<T> {
    const previous = this.stuck
      ? new Promise<void>(() => {})
      : (this.tails.get(name) ?? Promise.resolve());
    let release!: () => void;
    const mine = new Promise<void>((resolve) => (release = resolve));
    this.tails.set(
      name,
      previous.then(() => mine),
    );
    return new Promise<T>((resolve, reject) => {
      const onAbort = () => {
        release();
        reject(options.signal?.reason ?? new DOMException('Aborted', 'AbortError'));
      };
      options.signal?.addEventListener('abort', onAbort, { once: true });
      void previous.then(async () => {
        if (options.signal?.aborted) return;
        options.signal?.removeEventListener('abort', onAbort);
        try {
          resolve(await callback());
        } catch (error) {
          reject(error);
        } finally {
          release();
        }
      });
    });
  }
}

export interface FakeTab {
  environment: Partial<AuthEnvironment>;
  /** URLs passed to location.assign, in order. */
  assigned: string[];
  /** Requests to /user_management/authenticate, with their JSON bodies. */
  authenticateCalls: Array<Record<string, string>>;
  /** The address bar after history.replaceState. */
  href(): string;
  sessionStorage: MemoryStorage;
}

export interface FakeTabOptions {
  href: string;
  localStorage?: MemoryStorage;
  sessionStorage?: MemoryStorage;
  locks?: LockManagerLike;
  now?: () => number;
  cookies?: string;
}

export function fakeTab(options: FakeTabOptions): FakeTab {
  let href = options.href;
  const assigned: string[] = [];
  const authenticateCalls: Array<Record<string, string>> = [];
  const sessionStorage = options.sessionStorage ?? new MemoryStorage();
  const environment: Partial<AuthEnvironment> = {
    location: {
      get href() {
        return href;
      },
      get hostname() {
        return new URL(href).hostname;
      },
      assign: (url: string) => void assigned.push(url),
    },
    history: { replaceState: (_data, _unused, url) => void (href = new URL(url, href).href) },
    sessionStorage,
    localStorage: options.localStorage ?? new MemoryStorage(),
    locks: options.locks,
    readCookies: () => options.cookies ?? '',
    fetch: async (input, init) => {
      if (String(input).endsWith('/user_management/authenticate')) {
        authenticateCalls.push(JSON.parse(String(init?.body ?? '{}')) as Record<string, string>);
      }
      return fetch(input, init);
    },
    now: options.now ?? (() => Date.now()),
    // The expiry timer is driven by the tests themselves.
    setInterval: () => 0,
    clearInterval: () => {},
  };
  return { environment, assigned, authenticateCalls, href: () => href, sessionStorage };
}

/**
 * Completes the hosted sign-in for an authorize URL the client produced, like a person would:
 * loads the page, posts its form (hidden fields as rendered) with the credentials, and returns
 * where the server redirects (redirect_uri?code&state).
 */
export async function completeHostedSignIn(
  authorizeUrl: string,
  email: string,
  password: string,
): Promise<string> {
  const page = await fetch(authorizeUrl);
  if (page.status !== 200)
    throw new Error(`Authorize page answered ${page.status}: ${await page.text()}`);
  const origin = new URL(authorizeUrl).origin;
  const fields = hiddenFields(await page.text(), '/user_management/authorize/sign-in');
  const response = await postForm(`${origin}/user_management/authorize/sign-in`, {
    ...fields,
    email,
    password,
  });
  const location = response.headers.get('location');
  if (response.status !== 303 || !location)
    throw new Error(`Sign-in answered ${response.status}: ${await response.text()}`);
  return new URL(location, origin).href;
}
