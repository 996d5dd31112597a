import { KitError, isErrorType } from '../kit-error';

/** Which element attribute made the configuration unusable. */
export type WidgetConfigurationAttribute = 'api-hostname' | 'api-port';

/** An element attribute is invalid, so no request is sent (never to a fallback host). */
export class WidgetConfigurationError extends KitError {
  static override readonly errorName = 'WidgetConfigurationError';
  /** The attribute to fix. */
  readonly attribute: WidgetConfigurationAttribute;

  constructor(attribute: WidgetConfigurationAttribute, message: string) {
    super(message);
    this.attribute = attribute;
  }
}

/** True for a WidgetConfigurationError, also one thrown by another copy of the kit on the page (matched by name). */
export function isWidgetConfigurationError(error: unknown): error is WidgetConfigurationError {
  return isErrorType(error, WidgetConfigurationError);
}
