import { KitError, isErrorType } from '../kit-error';

/** Why no access token could be had: none was provided, or the provided function failed. */
export type WidgetAuthTokenErrorReason = 'missing' | 'failed';

/** No request was sent because the element has no usable access token. */
export class WidgetAuthTokenError extends KitError {
  static override readonly errorName = 'WidgetAuthTokenError';
  readonly reason: WidgetAuthTokenErrorReason;

  constructor(reason: WidgetAuthTokenErrorReason, options: { cause?: unknown } = {}) {
    super(reason === 'missing' ? 'No auth token provided' : 'Failed to get authentication token', {
      cause: options.cause,
    });
    this.reason = reason;
  }
}

/** True for a WidgetAuthTokenError, also one thrown by another copy of the kit on the page (matched by name). */
export function isWidgetAuthTokenError(error: unknown): error is WidgetAuthTokenError {
  return isErrorType(error, WidgetAuthTokenError);
}
