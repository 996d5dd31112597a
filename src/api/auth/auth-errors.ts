// Typed errors of the auth client, on the kit's one error base. Guards match by `name` too, so
// two copies of the bundle on a page still recognise each other's errors.
import { KitError, isErrorType } from '../kit-error';

/** The client was created without a client id. */
export class MissingClientIdError extends KitError {
  static override readonly errorName = 'MissingClientIdError';
  constructor() {
    super('Missing Client ID');
  }
}

/** No access token is held (not signed in, or the session ended). */
export class NoAccessTokenError extends KitError {
  static override readonly errorName = 'NoAccessTokenError';
  constructor() {
    super('No access token available');
  }
}

/** A token that is not a three-part JWT with a JSON payload. */
export class InvalidJwtError extends KitError {
  static override readonly errorName = 'InvalidJwtError';
  constructor() {
    super('Invalid JWT format');
  }
}

/**
 * The identity server answered a code exchange or refresh with an error. `transient` is true for
 * 408, 429, 5xx and network failures: the session is kept and the call retried later.
 */
export class AuthenticationError extends KitError {
  static override readonly errorName = 'AuthenticationError';
  /** HTTP status, or 0 when the request never got an answer. */
  readonly status: number;
  /** The server's `error` code, when it sent one. */
  readonly code: string | undefined;
  readonly transient: boolean;
  constructor(message: string, status: number, code?: string) {
    super(message);
    this.status = status;
    this.code = code;
    this.transient = status === 0 || status === 408 || status === 429 || status >= 500;
  }
}

export function isAuthenticationError(error: unknown): error is AuthenticationError {
  return isErrorType(error, AuthenticationError);
}

export function isNoAccessTokenError(error: unknown): error is NoAccessTokenError {
  return isErrorType(error, NoAccessTokenError);
}
