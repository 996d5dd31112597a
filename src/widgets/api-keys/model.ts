// Pure rules of the api-keys widget's list: scopes, display of dates. The dialogs' rules are in
// dialog-model.ts.
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

/** A date and time in the reader's locale, e.g. "Nov 26, 2026, 9:00 AM". */
export function formatDateTime(iso: string, locale?: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );
}

export function isExpired(expiresAt: string | null, now: number): boolean {
  return expiresAt !== null && new Date(expiresAt).getTime() <= now;
}
