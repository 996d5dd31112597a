export { createAuthClient } from './auth-client';
export type { AuthClient, AuthClientOptions, RefreshOptions, SignInOptions } from './auth-client';
export {
  AuthenticationError,
  InvalidJwtError,
  MissingClientIdError,
  NoAccessTokenError,
  isAuthenticationError,
  isNoAccessTokenError,
} from './auth-errors';
export { getClaims } from './claims';
export type { AccessTokenClaims } from './claims';
export { buildAuthorizationUrl, buildLogoutUrl } from './urls';
export type {
  AuthClientState,
  AuthEnvironment,
  AuthSnapshot,
  AuthenticationResponse,
  Impersonator,
  KeyValueStorage,
  LockManagerLike,
  User,
} from './types';
