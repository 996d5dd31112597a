// One base for every error the kit throws (widgets API client, auth client), and one guard that
// also recognises an error thrown by another copy of the kit on the page, where `instanceof`
// fails: it matches the class's `errorName`, which survives minification (a class's own name
// does not).

/** A kit error class: constructible, with the name its instances carry. */
export interface KitErrorClass<T extends KitError> {
  // Any constructor signature: the guard never constructs.
  new (...args: never[]): T;
  readonly errorName: string;
}

/** Base of the kit's typed errors; `name` is the class's `errorName`. */
export class KitError extends Error {
  /** The `name` of this class's instances; each subclass sets its own. */
  static readonly errorName: string = 'KitError';

  constructor(message: string, options: { cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.name = (new.target as typeof KitError).errorName;
  }
}

/** Whether `error` is an instance of `type`, also from another copy of the kit (by name). */
export function isErrorType<T extends KitError>(
  error: unknown,
  type: KitErrorClass<T>,
): error is T {
  return error instanceof type || (error instanceof Error && error.name === type.errorName);
}
