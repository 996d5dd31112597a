/** The request never got an HTTP answer: offline, DNS, refused connection, CORS or a timeout. */
export class WidgetNetworkError extends Error {
  override readonly name = 'WidgetNetworkError';
  /** Always 0: there was no HTTP status. */
  readonly status = 0;

  constructor(message = 'Network error', options: { cause?: unknown } = {}) {
    super(message, { cause: options.cause });
  }
}

/** True for a WidgetNetworkError, also one thrown by another copy of the kit on the page (matched by name). */
export function isWidgetNetworkError(error: unknown): error is WidgetNetworkError {
  return (
    error instanceof WidgetNetworkError ||
    (error instanceof Error && error.name === 'WidgetNetworkError')
  );
}
