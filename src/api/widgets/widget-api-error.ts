import { KitError, isErrorType } from '../kit-error';

/** Field-level messages from a 400 response, keyed by field name. */
export type WidgetFieldErrors = Record<string, string>;

/** A non-2xx answer from the widgets API (or an unusable 2xx, such as an empty body). */
export class WidgetApiError extends KitError {
  static override readonly errorName = 'WidgetApiError';
  /** HTTP status of the response. */
  readonly status: number;
  /** Machine-readable code from the body, when the server sent one. */
  readonly code: string | undefined;
  /** Field errors from the body's `errors`, empty when there were none. */
  readonly fieldErrors: WidgetFieldErrors;

  constructor(
    message: string,
    options: { status: number; code?: string; fieldErrors?: WidgetFieldErrors; cause?: unknown },
  ) {
    super(message, options);
    this.status = options.status;
    this.code = options.code;
    this.fieldErrors = options.fieldErrors ?? {};
  }
}

/** True for a WidgetApiError, also one thrown by another copy of the kit on the page (matched by name). */
export function isWidgetApiError(error: unknown): error is WidgetApiError {
  return isErrorType(error, WidgetApiError) && typeof (error as WidgetApiError).status === 'number';
}
