// The widgets API client: per-element ky client, token handling, API base, typed errors, DTOs.
export { createWidgetsClient, loadHttpClient } from './widgets-client';
export type {
  WidgetsClient,
  WidgetsClientOptions,
  WidgetRequestOptions,
  SearchParams,
  HttpMethod,
} from './widgets-client';
export { createTokenManager } from './token-manager';
export type { TokenManager, TokenManagerOptions, AuthTokenSource } from './token-manager';
export { resolveApiBase } from './api-base';
export { kitApiBase } from './kit-api-base';
export type { ApiBaseAttributes } from './api-base';
export { KitError, isErrorType, type KitErrorClass } from '../kit-error';
export { WidgetApiError, isWidgetApiError } from './widget-api-error';
export type { WidgetFieldErrors } from './widget-api-error';
export { WidgetNetworkError, isWidgetNetworkError } from './widget-network-error';
export { WidgetAuthTokenError, isWidgetAuthTokenError } from './widget-auth-token-error';
export { WidgetConfigurationError, isWidgetConfigurationError } from './widget-configuration-error';
export type { WidgetConfigurationAttribute } from './widget-configuration-error';
export type { WidgetAuthTokenErrorReason } from './widget-auth-token-error';
export { getMe, updateMe, userProfilePaths } from './user-profile';
export { getPrefetch, prefetchedToken, type Prefetch } from './prefetch';
export type * from './types';
