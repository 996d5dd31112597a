// Fixtures for the directory-sync tests: an organization with a verified domain, a directory
// with a live bearer token, and a SCIM client that sends what an identity provider sends.
import { newId } from '../../server/ids';
import { createDirectory, issueDirectoryToken } from '../../server/directory-sync/directory-store';
import type { TestServer } from './test-server';
import { createOrganization } from './widgets-fixtures';

export interface ScimDirectory {
  organizationId: string;
  directoryId: string;
  key: string;
  token: string;
  base: string;
}

export async function scimDirectory(
  server: TestServer,
  type: string,
  verifiedDomain: string,
): Promise<ScimDirectory> {
  const organizationId = await createOrganization(server, `Org of ${verifiedDomain}`);
  await server.ctx.db.query(
    `INSERT INTO domains (id, organization_id, domain, state) VALUES ($1, $2, $3, 'Verified')`,
    [newId('org_domain'), organizationId, verifiedDomain],
  );
  const directory = await createDirectory(server.ctx.db, {
    organizationId,
    type,
    name: `${type} directory`,
  });
  const { token } = await issueDirectoryToken(server.ctx.db, directory.id);
  return {
    organizationId,
    directoryId: directory.id,
    key: directory.external_key,
    token,
    base: `${server.url}/scim/v2.0/${directory.external_key}`,
  };
}

export interface ScimAnswer {
  status: number;
  body: Record<string, unknown> & { Resources?: Record<string, unknown>[] };
  headers: Headers;
}

/** One SCIM request as an IdP sends it (application/scim+json, bearer token). */
export async function scim(
  directory: Pick<ScimDirectory, 'base' | 'token'>,
  method: string,
  path: string,
  body?: unknown,
  contentType = 'application/scim+json; charset=utf-8',
): Promise<ScimAnswer> {
  const response = await fetch(`${directory.base}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${directory.token}`,
      ...(body !== undefined ? { 'content-type': contentType } : {}),
    },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : {}, headers: response.headers };
}

export const USER_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:User';
export const GROUP_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:Group';
export const PATCH_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';

export function oktaUser(email: string, given: string, family: string) {
  return {
    schemas: [USER_SCHEMA],
    userName: email,
    name: { givenName: given, familyName: family },
    emails: [{ primary: true, value: email, type: 'work' }],
    displayName: `${given} ${family}`,
    locale: 'en-US',
    externalId: `00u${given.toLowerCase()}`,
    groups: [],
    password: 'Okta-sends-one-1!',
    active: true,
  };
}
