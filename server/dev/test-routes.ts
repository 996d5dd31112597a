// Test mode only (NODE_ENV=test): real tokens for any user, fault injection, delay overrides
// and DNS TXT records (team conventions). These routes do not exist in other modes.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { HttpError, notFound } from '../http/errors';
import { newId } from '../ids';
import { issueTokens } from '../identity/issue-tokens';
import { guessLocation } from '../domain/location';
import { createSession, defaultOrganizationId, isActiveMember } from '../domain/sessions';
import { findUserByEmail, normalizeEmail, type UserRow } from '../domain/users';
import { provisionDueOrganizations } from '../domain/provisioning';
import { setTestTxtRecords } from './test-dns';
import { runtimeSettings } from '../domain/runtime-settings';
import { saveTestSettings } from './test-settings';

const nonNegative = { type: 'integer', minimum: 0, maximum: 86_400_000 };

export async function testRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;

  app.post<{ Body: { email: string; organizationId?: string } }>(
    '/_test/token',
    {
      schema: {
        body: {
          type: 'object',
          required: ['email'],
          additionalProperties: false,
          properties: {
            email: { type: 'string', minLength: 3, maxLength: 320 },
            organizationId: { type: 'string' },
          },
        },
      },
    },
    async (request) => {
      const email = normalizeEmail(request.body.email);
      let user = await findUserByEmail(db, email);
      if (!user) {
        // Any e-mail works: the user is created already provisioned, with no password.
        [user] = await db.query<UserRow>(
          'INSERT INTO users (id, email, email_verified, external_id) VALUES ($1, $2, true, $3) RETURNING *',
          [newId('user'), email, newId('ext')],
        );
      }
      if (!user) throw new HttpError(500, 'Could not create the user');
      await provisionDueOrganizations(db, user.id);
      const organizationId =
        request.body.organizationId ?? (await defaultOrganizationId(db, user.id));
      if (organizationId && !(await isActiveMember(db, user.id, organizationId))) {
        throw new HttpError(
          400,
          `${email} is not an active member of ${organizationId}`,
          'invalid_request',
        );
      }
      await db.query('UPDATE users SET last_sign_in_at = now() WHERE id = $1', [user.id]);
      const sessionId = await createSession(db, {
        userId: user.id,
        organizationId,
        clientId: ctx.config.clientId,
        userAgent: request.headers['user-agent'] ?? null,
        ipAddress: request.ip,
        location: guessLocation(request.headers),
      });
      const issued = await issueTokens(ctx, sessionId);
      return {
        accessToken: issued.accessToken,
        refreshToken: issued.refreshToken,
        sessionId,
        user: issued.body.user,
        organizationId: issued.body.organization_id ?? null,
      };
    },
  );

  app.post<{
    Body: {
      method: string;
      path: string;
      status?: number;
      latencyMs?: number;
      drop?: boolean;
      times?: number;
    };
  }>(
    '/_test/faults',
    {
      schema: {
        body: {
          type: 'object',
          required: ['method', 'path'],
          additionalProperties: false,
          properties: {
            method: {
              type: 'string',
              enum: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', '*'],
            },
            path: { type: 'string', pattern: '^/', maxLength: 1000 },
            status: { type: 'integer', minimum: 100, maximum: 599 },
            latencyMs: { type: 'integer', minimum: 0, maximum: 120_000 },
            drop: { type: 'boolean' },
            times: { type: 'integer', minimum: 1 },
          },
        },
      },
    },
    async (request) => {
      const { method, path, status, latencyMs, drop, times } = request.body;
      const id = newId('fault');
      await db.query(
        `INSERT INTO test_faults (id, method, path_pattern, status, latency_ms, drop_connection, remaining)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [id, method, path, status ?? null, latencyMs ?? 0, drop ?? false, times ?? null],
      );
      return { id };
    },
  );

  app.delete('/_test/faults', async (_request, reply) => {
    await db.query('DELETE FROM test_faults');
    return reply.status(204).send();
  });

  app.get('/_test/settings', async () => runtimeSettings(ctx));

  app.post<{ Body: Record<string, number> }>(
    '/_test/settings',
    {
      schema: {
        body: {
          type: 'object',
          additionalProperties: false,
          properties: {
            userProvisioningDelayMs: nonNegative,
            organizationProvisioningDelayMs: nonNegative,
            accessTokenTtlSeconds: { type: 'integer', minimum: 1, maximum: 86_400 },
          },
        },
      },
    },
    async (request) => {
      await saveTestSettings(db, request.body);
      return runtimeSettings(ctx);
    },
  );

  app.post<{ Body: { name: string; values: string[] } }>(
    '/_test/dns',
    {
      schema: {
        body: {
          type: 'object',
          required: ['name', 'values'],
          additionalProperties: false,
          properties: {
            name: { type: 'string', minLength: 1, maxLength: 253 },
            values: { type: 'array', maxItems: 50, items: { type: 'string', maxLength: 1000 } },
          },
        },
      },
    },
    async (request, reply) => {
      await setTestTxtRecords(db, request.body.name, request.body.values);
      return reply.status(204).send();
    },
  );

  app.post<{ Body: { organizationId: string; multipleRolesEnabled: boolean } }>(
    '/_test/organization-settings',
    {
      schema: {
        body: {
          type: 'object',
          required: ['organizationId', 'multipleRolesEnabled'],
          additionalProperties: false,
          properties: {
            organizationId: { type: 'string', minLength: 1, maxLength: 100 },
            multipleRolesEnabled: { type: 'boolean' },
          },
        },
      },
    },
    async (request) => {
      const rows = await db.query<{ id: string; multiple_roles_enabled: boolean }>(
        'UPDATE organizations SET multiple_roles_enabled = $2 WHERE id = $1 RETURNING id, multiple_roles_enabled',
        [request.body.organizationId, request.body.multipleRolesEnabled],
      );
      const organization = rows[0];
      if (!organization) throw notFound('Organization not found');
      return {
        organizationId: organization.id,
        multipleRolesEnabled: organization.multiple_roles_enabled,
      };
    },
  );

  app.delete('/_test/dns', async (_request, reply) => {
    await db.query('DELETE FROM test_dns_records');
    return reply.status(204).send();
  });
}
