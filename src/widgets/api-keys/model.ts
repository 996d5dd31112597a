// Pure rules of the api-keys widget: scopes, expiration choices, display of dates and permissions.
import type { WidgetType } from '../../api/widgets';

export type ApiKeysScope = 'organization' | 'user';

/** Rows per page, as the provider's widget shows. */
export const PAGE_SIZE = 10;
/** The server's limit on a key's name. */
export const NAME_MAX_LENGTH = 100;
export const SEARCH_DEBOUNCE_MS = 300;

/** The scope an attribute names; anything else is the default, `organization`. */
export function parseScope(value: string | undefined): ApiKeysScope {
  return value === 'user' ? 'user' : 'organization';
}

export interface ScopeConfig {
  widgetType: WidgetType;
  /** The query-string key of the search (the users list has its own). */
  searchParam: string;
  listPath: string;
  basePath: string;
}

export const scopeConfigs: Record<ApiKeysScope, ScopeConfig> = {
  organization: {
    widgetType: 'api-keys',
    searchParam: 'ak_q',
    basePath: '/_widgets/ApiKeys',
    listPath: '/_widgets/ApiKeys/organization-api-keys',
  },
  user: {
    widgetType: 'user-api-keys',
    searchParam: 'uak_q',
    basePath: '/_widgets/UserApiKeys',
    listPath: '/_widgets/UserApiKeys/api-keys',
  },
};

export type ExpirationChoice = 'never' | '1h' | '24h' | '3d' | '7d' | 'custom';
export const expirationChoices: readonly ExpirationChoice[] = [
  'never',
  '1h',
  '24h',
  '3d',
  '7d',
  'custom',
];

const HOUR_MS = 3_600_000;
const presetMs: Record<Exclude<ExpirationChoice, 'never' | 'custom'>, number> = {
  '1h': HOUR_MS,
  '24h': 24 * HOUR_MS,
  '3d': 72 * HOUR_MS,
  '7d': 168 * HOUR_MS,
};

export type ExpiryResult = { ok: true; expiresAt: string | null } | { ok: false };

/**
 * The `expiresAt` to send for a choice: null for Never, now + the preset, or the picked local
 * date and time (`YYYY-MM-DDTHH:mm` of a datetime-local input), which must lie in the future.
 */
export function expiresAtFor(choice: ExpirationChoice, picked: string, now: number): ExpiryResult {
  if (choice === 'never') return { ok: true, expiresAt: null };
  if (choice !== 'custom')
    return { ok: true, expiresAt: new Date(now + presetMs[choice]).toISOString() };
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(picked)) return { ok: false };
  const date = new Date(picked);
  if (Number.isNaN(date.getTime()) || date.getTime() <= now) return { ok: false };
  return { ok: true, expiresAt: date.toISOString() };
}

/** A date and time in the reader's locale, e.g. "Nov 26, 2026, 9:00 AM". */
export function formatDateTime(iso: string, locale?: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );
}

export function isExpired(expiresAt: string | null, now: number): boolean {
  return expiresAt !== null && new Date(expiresAt).getTime() <= now;
}

/** A name's problem, or undefined when it may be sent. */
export function nameProblem(name: string): 'required' | 'too-long' | undefined {
  const trimmed = name.trim();
  if (!trimmed) return 'required';
  if (trimmed.length > NAME_MAX_LENGTH) return 'too-long';
  return undefined;
}

export interface PermissionLike {
  slug: string;
  name: string;
  description?: string;
}

/** Permissions whose name, slug or description contains the filter, case-insensitively. */
export function filterPermissions<T extends PermissionLike>(
  permissions: readonly T[],
  filter: string,
): T[] {
  const needle = filter.trim().toLowerCase();
  if (!needle) return [...permissions];
  return permissions.filter((permission) =>
    [permission.slug, permission.name, permission.description ?? ''].some((text) =>
      text.toLowerCase().includes(needle),
    ),
  );
}

/** The local `YYYY-MM-DDTHH:mm` of a time, for a datetime-local input's value or min. */
export function toLocalInputValue(time: number): string {
  const date = new Date(time);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
