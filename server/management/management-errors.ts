// Errors of the management API in the shape the provider's Node SDK maps: `{ message, code,
// errors? }`, with 422 `errors: [{ code, field }]` for input the SDK sent but we refuse.
import type { FastifyError, FastifyInstance } from 'fastify';
import { HttpError, describeError } from '../http/errors';

/** 422 naming the field, for a value that is well-formed but not acceptable. */
export const unprocessable = (message: string, field?: string, code = 'invalid_value') =>
  new HttpError(422, message, code, field ? [{ field, message }] : undefined);

/** 429 with the seconds to wait, sent as Retry-After. */
export class RateLimitedError extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, 'Rate limit exceeded; retry after the time in Retry-After.', 'rate_limit_exceeded');
  }
}

export function installManagementErrorHandler(scope: FastifyInstance): void {
  scope.setErrorHandler((error: FastifyError, request, reply) => {
    const described = describeError(error, request);
    // A body or query the schema refuses is well-formed JSON with values we cannot take: 422.
    const status = error.validation ? 422 : described.status;
    const code = error.validation ? 'invalid_request_parameters' : described.code;
    const errors = described.fieldErrors?.map((field) => ({
      code: error.validation ? 'invalid' : code,
      field: field.field,
      message: field.message,
    }));
    if (error instanceof RateLimitedError)
      void reply.header('retry-after', String(error.retryAfterSeconds));
    return reply
      .status(status)
      .send({ message: described.message, code, ...(errors ? { errors } : {}) });
  });
}
