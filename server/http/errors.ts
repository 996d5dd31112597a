// Errors a route may throw, and the one handler that turns every failure into a JSON answer in
// the shape its surface uses. A client's mistake is always a 4xx; only our own faults are 500.
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { routedPath } from './routed-path';

export interface FieldError {
  field: string;
  message: string;
}

export class HttpError extends Error {
  override name = 'HttpError';
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code = 'error',
    readonly fieldErrors?: FieldError[],
  ) {
    super(message);
  }
}

export const badRequest = (message: string, field?: string) =>
  new HttpError(400, message, 'invalid_request', field ? [{ field, message }] : undefined);
export const notFound = (message = 'Not found') => new HttpError(404, message, 'not_found');
export const forbidden = (message = 'Forbidden') => new HttpError(403, message, 'forbidden');
export const unauthorized = (message = 'Unauthorized') =>
  new HttpError(401, message, 'unauthorized');
export const conflict = (message: string, field?: string) =>
  new HttpError(409, message, 'conflict', field ? [{ field, message }] : undefined);

/** `body/email must match format "email"` → field `email`. */
function fieldOf(error: FastifyError): string | undefined {
  const first = error.validation?.[0];
  if (!first) return undefined;
  const params = first.params as
    { missingProperty?: string; additionalProperty?: string } | undefined;
  const named = params?.missingProperty ?? params?.additionalProperty;
  const pathPart = first.instancePath.replace(/^\//, '').replace(/\//g, '.');
  return named ? [pathPart, named].filter(Boolean).join('.') : pathPart || undefined;
}

export interface DescribedError {
  status: number;
  code: string;
  message: string;
  fieldErrors?: FieldError[];
  /** Seconds to wait, sent as Retry-After (a 429 that carries them). */
  retryAfterSeconds?: number;
}

/**
 * The one mapping of a failure to a status, code and message, for every surface (JSON APIs and
 * the admin portal's pages alike). Logs our own faults, and database errors with their detail.
 */
export function describeError(error: FastifyError, request: FastifyRequest): DescribedError {
  if (error instanceof HttpError) {
    const { retryAfterSeconds } = error as { retryAfterSeconds?: unknown };
    return {
      status: error.statusCode,
      code: error.code,
      message: error.message,
      ...(error.fieldErrors ? { fieldErrors: error.fieldErrors } : {}),
      ...(typeof retryAfterSeconds === 'number' ? { retryAfterSeconds } : {}),
    };
  }
  if (error.validation) {
    const field = fieldOf(error);
    const first = error.validation[0];
    const detail =
      first?.keyword === 'additionalProperties'
        ? 'is not a known property'
        : (first?.message ?? 'is invalid');
    const message = field ? `Invalid ${field}: ${detail}` : `Invalid request: ${error.message}`;
    return {
      status: 400,
      code: 'invalid_request',
      message,
      ...(field ? { fieldErrors: [{ field, message }] } : {}),
    };
  }
  if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
    // Fastify's own client errors: malformed JSON, unsupported content type, body too large.
    return {
      status: error.statusCode,
      code: error.code ?? 'invalid_request',
      message:
        error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
          ? 'Request body is too large'
          : error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
            ? 'Request body is not valid JSON'
            : error.message,
    };
  }
  if (isDatabaseError(error)) {
    const mapped = databaseErrorStatus(error.code);
    // PGlite and pg report SQLSTATE, detail and position; log them so the failing query is findable.
    request.log[mapped.status >= 500 ? 'error' : 'warn'](
      {
        err: error,
        sqlstate: error.code,
        detail: error.detail,
        hint: error.hint,
        table: error.table,
        constraint: error.constraint,
        route: request.routeOptions.url,
      },
      `database error ${error.code}: ${error.message}`,
    );
    return mapped;
  }
  request.log.error(
    { err: error, route: request.routeOptions.url },
    `unhandled error: ${error.message}`,
  );
  return { status: 500, code: 'internal_error', message: 'Internal server error' };
}

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, code, message, fieldErrors, retryAfterSeconds } = describeError(error, request);
    if (retryAfterSeconds !== undefined)
      void reply.header('retry-after', String(retryAfterSeconds));
    const path = routedPath(request);
    if (path.startsWith('/user_management/')) {
      return reply.status(status).send({ error: code, error_description: message });
    }
    if (path.startsWith('/api/')) {
      return reply.status(status).send({ message, code, details: fieldErrors ?? null });
    }
    return reply
      .status(status)
      .send({ message, code, ...(fieldErrors ? { errors: fieldErrors } : {}) });
  });
}

interface DatabaseError extends FastifyError {
  code: string;
  severity?: string;
  detail?: string;
  hint?: string;
  table?: string;
  constraint?: string;
}

/** PostgreSQL errors (from pg or PGlite) carry a five-character SQLSTATE code and a severity. */
function isDatabaseError(error: FastifyError): error is DatabaseError {
  const candidate = error as Partial<DatabaseError>;
  return (
    typeof candidate.code === 'string' &&
    /^[0-9A-Z]{5}$/.test(candidate.code) &&
    'severity' in candidate
  );
}

/** A constraint or data error that validation missed is still the client's mistake, not a 500. */
export function databaseErrorStatus(sqlstate: string): {
  status: number;
  code: string;
  message: string;
} {
  if (sqlstate === '23505')
    return { status: 409, code: 'conflict', message: 'A record with these values already exists' };
  if (sqlstate === '23503')
    return { status: 409, code: 'conflict', message: 'A referenced record does not exist' };
  if (sqlstate.startsWith('22'))
    return { status: 400, code: 'invalid_request', message: 'A value in the request is invalid' };
  return { status: 500, code: 'internal_error', message: 'Internal server error' };
}
