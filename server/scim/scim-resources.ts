// The glue between Fastify and SCIMMY shared by /Users and /Groups: list parameters parsed by
// SCIMMY (filter, attributes, excludedAttributes) with paging as numbers, and resources coerced
// for output with a base path of their own directory (SCIMMY's global basepath is not used).
import type { FastifyReply } from 'fastify';
import type { AppContext } from '../context';
import type { DirectoryRow } from '../directory-sync/directory-objects';
import { MAX_PAGE_SIZE, scimmy } from './scimmy-setup';
import { SCIM_CONTENT_TYPE, scimBadRequest } from './scim-errors';

export type ResourceKind = 'User' | 'Group';

export interface ListParams {
  filter: Record<string, unknown>[] | undefined;
  attributes: unknown;
  startIndex: number;
  count: number;
  /** False when `members` is excluded (or not asked for): big groups are not read. */
  wantsMembers: boolean;
}

type Query = Record<string, string | string[] | undefined>;

const single = (query: Query, name: string): string | undefined => {
  const value = query[name];
  if (Array.isArray(value)) throw scimBadRequest(`Give '${name}' once`, 'invalidSyntax');
  return value;
};

function integer(query: Query, name: string, fallback: number): number {
  const raw = single(query, name);
  if (raw === undefined || raw === '') return fallback;
  if (!/^-?\d{1,9}$/.test(raw.trim()))
    throw scimBadRequest(`'${name}' must be an integer`, 'invalidValue');
  return Number(raw);
}

/** Only the attribute-selection parameters, parsed by SCIMMY. */
export function parseAttributeParams(kind: ResourceKind, query: Query) {
  const SCIMMY = scimmy();
  const params: Record<string, string> = {};
  for (const name of ['attributes', 'excludedAttributes']) {
    const value = single(query, name);
    if (value !== undefined) params[name] = value;
  }
  const resource = new SCIMMY.Resources[kind](params as never);
  const listed = (name: string) =>
    (params[name] ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase())
      .includes('members');
  const wantsMembers =
    params.attributes !== undefined ? listed('attributes') : !listed('excludedAttributes');
  return { attributes: resource.attributes, wantsMembers };
}

export function parseListParams(kind: ResourceKind, query: Query): ListParams {
  const SCIMMY = scimmy();
  const filterText = single(query, 'filter');
  const filter =
    filterText === undefined
      ? undefined
      : (new SCIMMY.Resources[kind]({ filter: filterText } as never).filter as unknown as Record<
          string,
          unknown
        >[]);
  const startIndex = Math.max(1, integer(query, 'startIndex', 1));
  const count = Math.min(MAX_PAGE_SIZE, Math.max(0, integer(query, 'count', 100)));
  return { filter, startIndex, count, ...parseAttributeParams(kind, query) };
}

export const resourceBase = (ctx: AppContext, directory: DirectoryRow, kind: ResourceKind) =>
  `${ctx.config.publicUrl}/scim/v2.0/${directory.external_key}/${kind}s`;

/** A stored resource coerced for output: schema-checked, attributes selected, meta filled. */
export function outputResource(
  kind: ResourceKind,
  base: string,
  document: Record<string, unknown>,
  times: { created_at: Date | string; updated_at: Date | string },
  attributes: unknown,
) {
  const SCIMMY = scimmy();
  const Schema = kind === 'User' ? SCIMMY.Schemas.User : SCIMMY.Schemas.Group;
  const meta = {
    resourceType: kind,
    created: new Date(times.created_at),
    lastModified: new Date(times.updated_at),
  };
  return new Schema({ ...document, meta }, 'out', base, attributes as never);
}

export function listResponse(resources: unknown[], total: number, startIndex: number) {
  return {
    schemas: ['urn:ietf:params:scim:api:messages:2.0:ListResponse'],
    totalResults: total,
    startIndex,
    itemsPerPage: resources.length,
    Resources: resources,
  };
}

export function sendScim(reply: FastifyReply, status: number, body: unknown, location?: string) {
  if (location) reply.header('location', location);
  return reply.status(status).type(SCIM_CONTENT_TYPE).send(body);
}

/** A request body that must be one JSON object. */
export function bodyObject(body: unknown): Record<string, unknown> {
  if (!body || typeof body !== 'object' || Array.isArray(body))
    throw scimBadRequest('The request body must be a JSON object', 'invalidSyntax');
  return body as Record<string, unknown>;
}
