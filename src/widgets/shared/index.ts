// What every widget needs that is not a UI primitive: API access, events, state, error root.
//
// A widget is a React component wrapped by `defineWidgetElement` (src/elements), which already
// renders WidgetProvider > UiRoot > WidgetRoot around it. Inside, a widget:
// - calls the API with `useWidgetApi()` (typed client: get/post/delete, errors are
//   WidgetApiError / WidgetNetworkError / WidgetAuthTokenError from src/api/widgets);
// - keys queries with `widgetQueryKey(path, params?)` (shared by the page's elements of one identity; use
//   `meQueryOptions` for the profile);
// - lets a failed first load throw (the default) so WidgetRoot shows the SPEC §8 fallback, or
//   sets `throwOnError: false` on a query whose error it shows inline;
// - calls `useWidgetReady(firstDataShown)` once, and `useWidgetEvent()(name, detail)` per action;
// - builds a searchable, paged list with the list kit (`useListState`, list/use-list-state.ts);
// - holds an elevated-access token with `useElevatedAccessToken()` (sent on mutations).
export { WidgetProvider } from './widget-provider';
export type { WidgetProviderProps } from './widget-provider';
export { WidgetRoot } from './widget-root';
export type { WidgetRootProps } from './widget-root';
export { WidgetErrorFallback } from './widget-error-fallback';
export { useWidgetApi } from './use-widget-api';
export { useWidgetContext } from './use-widget-context';
export { useWidgetEvent } from './use-widget-event';
export { useWidgetReady } from './use-widget-ready';
export { useElevatedAccessToken } from './identity-check/use-elevated-access-token';
export { useAccessTokenClaims } from './use-access-token-claims';
export { widgetQueryKey } from './widget-query-key';
export { throwUntilLoaded } from './throw-until-loaded';
export { useListState } from './list/use-list-state';
export type { ListState, ListStateOptions, PageCursor } from './list/use-list-state';
export { meQueryOptions } from './me-query-options';
export {
  getSharedQueryClient,
  clearSharedQueryClients,
  createWidgetQueryClient,
  shouldRetryWidgetQuery,
} from './query-client-registry';
export { describeWidgetError, PERMISSIONS_DOCS_URL } from './describe-widget-error';
export type { WidgetErrorDescription } from './describe-widget-error';
export type { WidgetErrorEventDetail } from './widget-state-reporter';
export type { WidgetContextValue, WidgetState, ElevatedAccessHolder } from './widget-context';
export { useAdminPortalLink } from './extras/use-admin-portal-link';
export type { AdminPortalLink, AdminPortalLinkState } from './extras/use-admin-portal-link';
export { AdminPortalButton, AdminPortalNotice } from './extras/admin-portal-action';
export type { AdminPortalButtonProps, AdminPortalNoticeProps } from './extras/admin-portal-action';
export { portalFormOf } from './extras/admin-portal-launch';
export { useDialogCatalog, usePreloadDialogCatalog } from './extras/dialog-catalog';
export { widgetSharedStyles } from './widget-shared-styles';
// The status card of <sso-connection>, <directory-sync> and <audit-log-streaming> (its own
// chunk, scripts/vite/kit-chunks.ts, so other tags' pages never load it).
export { StatusCard, StatusCardSkeleton } from './status-card/status-card';
export type { StatusCardProps, StatusCardSkeletonProps } from './status-card/status-card';
export { StatusIcon } from './status-card/status-icon';
export type { StatusIconProps, StatusMark } from './status-card/status-icon';
export { statusCardStyles } from './status-card/status-card-styles';
export { useElevatedAccess } from './identity-check/use-elevated-access';
export type { ElevatedAccess } from './identity-check/use-elevated-access';
export { VerifyIdentity, verifyIdentityStrings } from './identity-check/verify-identity';
export type { VerifyIdentityProps, VerifyIdentityStrings } from './identity-check/verify-identity';
export {
  ELEVATED_CHECK_INTERVAL_MS,
  elevatedTokenValid,
  needsVerification,
  parseExpiresAt,
} from './identity-check/elevated-access-model';
export { I18nProvider } from './i18n-provider';
export type { I18nProviderProps, I18nValue } from './i18n-provider';
export { useI18n, useStrings } from './use-i18n';
export { createI18n, englishTranslator, plainStrings, translatorOf } from './translate';
export { createKnownNames, knownRoles, knownText, type KnownNames } from './known-names';
export { defineCatalog, type WidgetCatalog } from './define-catalog';
export type { Translate, MessageValues, SharedStrings } from './translate';
export type { MessageCatalog, CompiledMessages } from './message-catalog';
export { loadMessages, loadedMessages } from './message-catalog';
export type { MessageOverrides } from './message-overrides';
export { sharedCatalog } from './shared-catalog';
export {
  kitLocales,
  resolveLocale,
  directionOf,
  type KitLocale,
  type ResolvedLocale,
} from './kit-locales';
export { nearestLang, browserLanguages, ownDirection, watchLanguage } from './nearest-lang';
