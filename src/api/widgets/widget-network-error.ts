import { KitError, isErrorType } from '../kit-error';

/** The request never got an HTTP answer: offline, DNS, refused connection, CORS or a timeout. */
export class WidgetNetworkError extends KitError {
  static override readonly errorName = 'WidgetNetworkError';
  /** Always 0: there was no HTTP status. */
  readonly status = 0;
  /** The API base the request went to, when known (a failure across origins may be CORS). */
  readonly apiBase: string | undefined;

  constructor(message = 'Network error', options: { cause?: unknown; apiBase?: string } = {}) {
    super(message, options);
    this.apiBase = options.apiBase;
  }
}

/** True for a WidgetNetworkError, also one thrown by another copy of the kit on the page (matched by name). */
export function isWidgetNetworkError(error: unknown): error is WidgetNetworkError {
  return isErrorType(error, WidgetNetworkError);
}
