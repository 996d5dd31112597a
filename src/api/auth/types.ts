/** The signed-in user as the identity server describes it (API-CONTRACT.md §1), camel-cased. */
export interface User {
  object: 'user';
  id: string;
  email: string;
  emailVerified: boolean;
  firstName: string | null;
  lastName: string | null;
  profilePictureUrl: string | null;
  lastSignInAt: string | null;
  /** The product's id for this user; null until provisioning has run. */
  externalId: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface Impersonator {
  email: string;
  reason: string | null;
}

/** Result of a code exchange or refresh. */
export interface AuthenticationResponse {
  user: User;
  organizationId: string | null;
  accessToken: string;
  /** Empty outside dev mode, where the refresh token lives only in an HttpOnly cookie. */
  refreshToken: string;
  authenticationMethod: string | null;
  impersonator: Impersonator | null;
}

/** The client's life cycle (SPEC.md §4). */
export type AuthClientState = 'initial' | 'authenticating' | 'authenticated' | 'error';

/** What subscribers see after every change. */
export interface AuthSnapshot {
  state: AuthClientState;
  user: User | null;
  organizationId: string | null;
  accessToken: string | null;
  impersonator: Impersonator | null;
}

/** Key-value storage with the Web Storage shape (sessionStorage, localStorage or a fake). */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** The part of the Web Locks API the client uses. */
export interface LockManagerLike {
  request<T>(
    name: string,
    options: { signal?: AbortSignal },
    callback: () => Promise<T>,
  ): Promise<T>;
}

/**
 * The browser facilities the client touches. Defaults are the real globals; tests pass fakes
 * (a location, history, storages and a lock manager shared between "tabs").
 */
export interface AuthEnvironment {
  location: { href: string; hostname: string; assign(url: string): void };
  history: { replaceState(data: unknown, unused: string, url: string): void };
  sessionStorage: KeyValueStorage;
  localStorage: KeyValueStorage;
  /** Web Locks; when absent refreshes are serialized only within the tab. */
  locks: LockManagerLike | undefined;
  /** Returns `document.cookie` (the session marker cookie is readable by script). */
  readCookies(): string;
  fetch: typeof fetch;
  crypto: Crypto;
  now(): number;
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}
