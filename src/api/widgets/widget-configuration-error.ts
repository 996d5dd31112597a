import { KitError, isErrorType } from '../kit-error';

/** Which element attribute made the configuration unusable. */
export type WidgetConfigurationAttribute = 'api-hostname' | 'api-port';

/** An element attribute is invalid, so no request is sent (never to a fallback host). */
export class WidgetConfigurationError extends KitError {
  static override readonly errorName = 'WidgetConfigurationError';
  /** The attribute to fix. */
  readonly attribute: WidgetConfigurationAttribute;
  /** The attribute's invalid value; absent when a required attribute is missing. */
  readonly value: string | undefined;
  /**
   * The origin that answered with something other than the widgets API's JSON (a bundler's or
   * host's own page): the API base is wrong or missing, though it was a valid host name.
   */
  readonly answeredBy: string | undefined;

  constructor(
    attribute: WidgetConfigurationAttribute,
    message: string,
    value?: string,
    options: { answeredBy?: string } = {},
  ) {
    super(message);
    this.attribute = attribute;
    this.value = value;
    this.answeredBy = options.answeredBy;
  }
}

/** True for a WidgetConfigurationError, also one thrown by another copy of the kit on the page (matched by name). */
export function isWidgetConfigurationError(error: unknown): error is WidgetConfigurationError {
  return isErrorType(error, WidgetConfigurationError);
}
