// Every failure on the SCIM surface is a SCIM error body (RFC 7644 §3.12) with
// `application/scim+json`: the IdPs read `status`, `scimType` and `detail`, never our JSON shape.
import type { FastifyError, FastifyInstance } from 'fastify';
import { scimmy } from './scimmy-setup';

export const SCIM_CONTENT_TYPE = 'application/scim+json; charset=utf-8';

export class ScimError extends Error {
  override name = 'ScimError';
  constructor(
    readonly status: number,
    readonly scimType: string | null,
    detail: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(detail);
  }
}

export const scimBadRequest = (detail: string, scimType = 'invalidValue') =>
  new ScimError(400, scimType, detail);
export const scimNotFound = (detail: string) => new ScimError(404, null, detail);

interface Described {
  status: number;
  scimType: string | null;
  detail: string;
  retryAfter?: number;
}

function describe(error: unknown): Described {
  const SCIMMY = scimmy();
  if (error instanceof ScimError)
    return {
      status: error.status,
      scimType: error.scimType,
      detail: error.message,
      ...(error.retryAfterSeconds ? { retryAfter: error.retryAfterSeconds } : {}),
    };
  if (error instanceof SCIMMY.Types.Error) {
    const status = Number(error.status) || 400;
    // SCIMMY answers 500 for a handler it thinks is broken; none of ours are, so a client gets 400.
    return {
      status: status >= 500 ? 400 : status,
      scimType: error.scimType ?? null,
      detail: error.message,
    };
  }
  // SCIMMY reports a value of the wrong type or shape as a TypeError.
  if (error instanceof TypeError)
    return { status: 400, scimType: 'invalidValue', detail: error.message };
  const fastify = error as Partial<FastifyError>;
  const code = fastify.statusCode;
  if (code && code >= 400 && code < 500) {
    const detail =
      code === 415
        ? 'Send application/scim+json or application/json'
        : code === 413
          ? 'The request body is too large'
          : fastify.validation
            ? `Invalid request: ${fastify.message ?? 'bad input'}`
            : (fastify.message ?? 'Bad request');
    return { status: code, scimType: code === 400 ? 'invalidSyntax' : null, detail };
  }
  return { status: 500, scimType: null, detail: 'Internal error' };
}

/** The SCIM error body for a failure; SCIM's `status` is a string. */
export function scimErrorBody(status: number, scimType: string | null, detail: string) {
  return {
    schemas: ['urn:ietf:params:scim:api:messages:2.0:Error'],
    status: String(status),
    ...(scimType ? { scimType } : {}),
    detail,
  };
}

export function installScimErrorHandler(scope: FastifyInstance): void {
  scope.setErrorHandler((error, request, reply) => {
    const described = describe(error);
    if (described.status >= 500) request.log.error({ err: error }, 'SCIM request failed');
    if (described.retryAfter) reply.header('retry-after', String(described.retryAfter));
    return reply
      .status(described.status)
      .type(SCIM_CONTENT_TYPE)
      .send(scimErrorBody(described.status, described.scimType, described.detail));
  });
  scope.setNotFoundHandler((_request, reply) =>
    reply
      .status(404)
      .type(SCIM_CONTENT_TYPE)
      .send(scimErrorBody(404, null, 'No such SCIM endpoint')),
  );
}
