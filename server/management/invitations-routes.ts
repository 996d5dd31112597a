// Invitations: send, list (filters `email`, `organization_id`), get, revoke. An invitation is
// the member row the users widget also shows as Invited; the e-mail and the answer to the send
// carry the accept link (`/?invitation_token=…`, which the dashboard's sign-in accepts).
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import type { Queryable } from '../db/database';
import { recordChange } from '../events/change-events';
import { conflict, notFound } from '../http/errors';
import { newId, newSecret } from '../ids';
import { isEmailAddress, normalizeEmail } from '../domain/email-address';
import { hashSecret } from '../domain/secrets';
import { sendInvitation } from '../domain/invitations';
import { listPage, listQueryProperties, parseListQuery, type ListQuery } from './list';
import { unprocessable } from '../http/management-errors';
import { roleSlugsFor } from './memberships-routes';
import {
  invitationColumns,
  invitationIdOf,
  invitationObject,
  invitationRowIdOf,
  invitationState,
  type InvitationRow,
} from '../domain/sdk-objects';
import { emailSchema, idParam, idValue, slugSchema } from './schemas';
import { findManagedUser } from './users-routes';
import { findOrganization } from './organizations-routes';

interface SendBody {
  email: string;
  organization_id?: string;
  expires_in_days?: number;
  inviter_user_id?: string;
  role_slug?: string;
  locale?: string;
}

/** Rows that are or were invitations: every one got an expiry when it was sent. */
const invitationRows = 'FROM memberships m WHERE m.invite_expires_at IS NOT NULL';

async function findInvitation(db: Queryable, id: string): Promise<InvitationRow> {
  const [row] = await db.query<InvitationRow>(
    `SELECT ${invitationColumns} ${invitationRows} AND m.id = $1`,
    [id],
  );
  if (!row) throw notFound(`Invitation not found: '${id}'.`);
  return row;
}

/** The invitation a request names by its `invitation_…` id. */
async function findNamedInvitation(db: Queryable, id: string): Promise<InvitationRow> {
  const rowId = invitationRowIdOf(id);
  if (!rowId) throw notFound(`Invitation not found: '${id}'.`);
  const [row] = await db.query<InvitationRow>(
    `SELECT ${invitationColumns} ${invitationRows} AND m.id = $1`,
    [rowId],
  );
  if (!row) throw notFound(`Invitation not found: '${id}'.`);
  return row;
}

/** A list cursor in the API's names (`invitation_…`) as the row id it stands for, and back. */
const rowCursor = (cursor: string | undefined) =>
  cursor === undefined ? undefined : (invitationRowIdOf(cursor) ?? cursor);
const apiCursor = (cursor: string | null) => (cursor === null ? null : invitationIdOf(cursor));

export const acceptInvitationUrl = (publicUrl: string, token: string): string =>
  `${publicUrl}/?invitation_token=${encodeURIComponent(token)}`;

export async function invitationRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;

  app.get<{ Querystring: ListQuery & { email?: string; organization_id?: string } }>(
    '/user_management/invitations',
    {
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { ...listQueryProperties, email: emailSchema, organization_id: idValue },
        },
      },
    },
    async (request) => {
      const list = parseListQuery(request.query);
      const params: unknown[] = [];
      let sql = `SELECT ${invitationColumns} ${invitationRows}`;
      if (request.query.email) {
        params.push(normalizeEmail(request.query.email));
        sql += ` AND lower(m.email) = $${params.length}`;
      }
      if (request.query.organization_id) {
        params.push(request.query.organization_id);
        sql += ` AND m.organization_id = $${params.length}`;
      }
      const page = await listPage(
        db,
        { sql, params, idColumn: 'm.id' },
        { ...list, after: rowCursor(list.after), before: rowCursor(list.before) },
        (row: InvitationRow) => invitationObject(row),
      );
      const { before, after } = page.list_metadata;
      return { ...page, list_metadata: { before: apiCursor(before), after: apiCursor(after) } };
    },
  );

  app.get<{ Params: { id: string } }>(
    '/user_management/invitations/:id',
    { schema: { params: idParam('id') } },
    async (request) => invitationObject(await findNamedInvitation(db, request.params.id)),
  );

  app.post<{ Body: SendBody }>(
    '/user_management/invitations',
    {
      schema: {
        body: {
          type: 'object',
          required: ['email'],
          additionalProperties: false,
          properties: {
            email: emailSchema,
            organization_id: idValue,
            expires_in_days: { type: 'integer', minimum: 1, maximum: 30 },
            inviter_user_id: idValue,
            role_slug: slugSchema,
            locale: { type: 'string', maxLength: 35 },
          },
        },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const email = normalizeEmail(body.email);
      if (!isEmailAddress(email))
        throw unprocessable('email is not a valid e-mail address', 'email');
      // Invitations here always join an organization: there is no environment-wide sign-up list.
      if (!body.organization_id)
        throw unprocessable(
          'organization_id is required on this server',
          'organization_id',
          'missing_organization',
        );
      await findOrganization(db, body.organization_id);
      if (body.inviter_user_id) await findManagedUser(db, body.inviter_user_id);
      const slugs = await roleSlugsFor(db, body.organization_id, body.role_slug);
      const token = newSecret();
      const days =
        body.expires_in_days ?? Math.max(1, Math.round(ctx.config.inviteTtlSeconds / 86400));
      const expiresAt = new Date(Date.now() + days * 86400 * 1000);
      const id = await db.transaction(async (tx) => {
        const [existing] = await tx.query<InvitationRow>(
          `SELECT ${invitationColumns} FROM memberships m WHERE m.organization_id = $1 AND lower(m.email) = $2 FOR UPDATE`,
          [body.organization_id, email],
        );
        if (existing?.status === 'Active')
          throw conflict('This person is already a member of the organization', 'email');
        if (existing && existing.invite_expires_at && invitationState(existing) === 'pending')
          throw conflict('This person already has a pending invitation', 'email');
        const [user] = await tx.query<{ id: string }>(
          'SELECT id FROM users WHERE lower(email) = $1',
          [email],
        );
        const rowId = existing?.id ?? newId('om');
        if (existing) {
          await tx.query(
            `UPDATE memberships SET status = 'Invited', role_slugs = $2, invite_token_hash = $3, invite_expires_at = $4,
                    invited_by = $5, invite_revoked_at = NULL, updated_at = now() WHERE id = $1`,
            [rowId, slugs, hashSecret(token), expiresAt, body.inviter_user_id ?? null],
          );
        } else {
          await tx.query(
            `INSERT INTO memberships (id, organization_id, user_id, email, status, role_slugs, invite_token_hash,
                                      invite_expires_at, invited_by)
             VALUES ($1, $2, $3, $4, 'Invited', $5, $6, $7, $8)`,
            [
              rowId,
              body.organization_id,
              user?.id ?? null,
              email,
              slugs,
              hashSecret(token),
              expiresAt,
              body.inviter_user_id ?? null,
            ],
          );
        }
        await sendInvitation(ctx, tx, {
          organizationId: body.organization_id!,
          inviterId: body.inviter_user_id ?? null,
          email,
          token,
          expiresAt,
        });
        await recordChange(tx, 'invitation.created', rowId);
        return rowId;
      });
      const url = acceptInvitationUrl(ctx.config.publicUrl, token);
      return reply.status(201).send(invitationObject(await findInvitation(db, id), { token, url }));
    },
  );

  // The caller holds the token, so the answer may carry it and the accept link.
  app.get<{ Params: { token: string } }>(
    '/user_management/invitations/by_token/:token',
    {
      schema: {
        params: {
          type: 'object',
          properties: { token: { type: 'string', minLength: 1, maxLength: 128 } },
        },
      },
    },
    async (request) => {
      const { token } = request.params;
      const [row] = await db.query<InvitationRow>(
        `SELECT ${invitationColumns} ${invitationRows} AND m.invite_token_hash = $1`,
        [hashSecret(token)],
      );
      if (!row) throw notFound('Invitation not found for this token.');
      return invitationObject(row, {
        token,
        url: acceptInvitationUrl(ctx.config.publicUrl, token),
      });
    },
  );

  // A new token and expiry, mailed again; the old link stops working.
  app.post<{ Params: { id: string }; Body: { locale?: string } }>(
    '/user_management/invitations/:id/resend',
    {
      schema: {
        params: idParam('id'),
        body: {
          type: ['object', 'null'],
          additionalProperties: false,
          properties: { locale: { type: 'string', maxLength: 35 } },
        },
      },
    },
    async (request) => {
      const invitation = await findNamedInvitation(db, request.params.id);
      const state = invitationState(invitation);
      if (state !== 'pending' && state !== 'expired')
        throw conflict(`The invitation is ${state} and cannot be resent`, 'id');
      const token = newSecret();
      const expiresAt = new Date(Date.now() + ctx.config.inviteTtlSeconds * 1000);
      await db.transaction(async (tx) => {
        await tx.query(
          `UPDATE memberships SET invite_token_hash = $2, invite_expires_at = $3, updated_at = now()
            WHERE id = $1 AND status = 'Invited'`,
          [invitation.id, hashSecret(token), expiresAt],
        );
        await sendInvitation(ctx, tx, {
          organizationId: invitation.organization_id,
          inviterId: invitation.invited_by ?? '',
          email: invitation.email,
          token,
          expiresAt,
        });
        await recordChange(tx, 'invitation.resent', invitation.id);
      });
      const url = acceptInvitationUrl(ctx.config.publicUrl, token);
      return invitationObject(await findInvitation(db, invitation.id), { token, url });
    },
  );

  app.post<{ Params: { id: string } }>(
    '/user_management/invitations/:id/revoke',
    { schema: { params: idParam('id') } },
    async (request) => {
      const invitation = await findNamedInvitation(db, request.params.id);
      const state = invitationState(invitation);
      if (state !== 'pending' && state !== 'expired')
        throw conflict(`The invitation is ${state} and cannot be revoked`, 'id');
      await db.transaction(async (tx) => {
        const revoked = await tx.query(
          `UPDATE memberships SET status = 'InviteRevoked', invite_revoked_at = now(), updated_at = now()
            WHERE id = $1 AND status = 'Invited' RETURNING id`,
          [invitation.id],
        );
        if (revoked.length > 0) await recordChange(tx, 'invitation.revoked', invitation.id);
      });
      return invitationObject(await findInvitation(db, invitation.id));
    },
  );
}
