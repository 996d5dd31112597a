// Errors of the management API in the shape the provider's Node SDK maps: `{ message, code,
// errors? }`, with 422 `errors: [{ code, field }]` for input the SDK sent but we refuse.
import type { FastifyError, FastifyInstance } from 'fastify';
import { HttpError, describeError } from './errors';

/** 422 naming the field, for a value that is well-formed but not acceptable. */
export const unprocessable = (message: string, field?: string, code?: string) =>
  new HttpError(
    422,
    message,
    code ?? (field ? `${field.replace(/\W+/g, '_')}_invalid` : 'invalid_value'),
    field ? [{ field, message }] : undefined,
  );

const ruleOfKeyword: Record<string, string> = {
  required: 'required',
  type: 'invalid_type',
  minLength: 'too_short',
  maxLength: 'too_long',
  minItems: 'too_few',
  maxItems: 'too_many',
  additionalProperties: 'not_allowed',
  minimum: 'too_small',
  maximum: 'too_large',
};

/**
 * The provider's kind of 422 code (issue #39.20): the field and the rule it breaks, e.g.
 * `name_too_short`, `domain_data_invalid_type`, which the SDK lists under "The following
 * requirement must be met".
 */
function requirementCode(error: FastifyError, field: string): string {
  const keyword = error.validation?.[0]?.keyword ?? '';
  return `${field.replace(/\W+/g, '_')}_${ruleOfKeyword[keyword] ?? 'invalid'}`;
}

/** 429 with the seconds to wait, sent as Retry-After. */
export class RateLimitedError extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, 'Rate limit exceeded; retry after the time in Retry-After.', 'rate_limit_exceeded');
  }
}

/**
 * Answers errors as `{ message, code, errors: [{ code, field, message }] }`. A body or query the
 * schema refuses answers `schemaStatus`: 422 on the management API (the SDK's contract, §4: it is
 * well-formed JSON with values we cannot take), 400 on the widgets API (§2 and the server's rule:
 * bad input gets a 400 naming the field).
 */
export function installManagementErrorHandler(
  scope: FastifyInstance,
  { schemaStatus = 422 }: { schemaStatus?: 400 | 422 } = {},
): void {
  scope.setErrorHandler((error: FastifyError, request, reply) => {
    const described = describeError(error, request);
    const status = error.validation ? schemaStatus : described.status;
    const code = error.validation ? 'invalid_request_parameters' : described.code;
    const errors = described.fieldErrors?.map((field) => ({
      code: error.validation ? requirementCode(error, field.field) : code,
      field: field.field,
      message: field.message,
    }));
    if (described.retryAfterSeconds !== undefined)
      void reply.header('retry-after', String(described.retryAfterSeconds));
    return reply
      .status(status)
      .send({ message: described.message, code, ...(errors ? { errors } : {}) });
  });
}
