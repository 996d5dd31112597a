// UserProfile: the caller's own profile and which sign-in methods are set up. Needs only a
// valid token; no organization.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { recordChange } from '../events/change-events';
import { HttpError, badRequest } from '../http/errors';
import { nameTextProblem } from '../http/text-input';
import { passkeyMethod } from './passkey-view';
import { callerOf, widgetGuard } from './widget-guard';

const NAME_MAX_LENGTH = 100;
const oauthProfileTypes = ['GithubOAuth', 'GoogleOAuth', 'MicrosoftOAuth', 'AppleOAuth'] as const;

export interface ProfileRow {
  id: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  profile_picture_url: string | null;
  oauth_profiles: Record<string, { email?: unknown }> | null;
}

export function toProfile(row: ProfileRow) {
  // Only the account types the widget knows: any other makes the provider's widget throw.
  const oauthProfiles: Record<string, { email: string }> = {};
  for (const type of oauthProfileTypes) {
    const email = row.oauth_profiles?.[type]?.email;
    if (typeof email === 'string') oauthProfiles[type] = { email };
  }
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name ?? '',
    lastName: row.last_name ?? '',
    ...(row.profile_picture_url ? { profilePictureUrl: row.profile_picture_url } : {}),
    ...(Object.keys(oauthProfiles).length > 0 ? { oauthProfiles } : {}),
  };
}

export const profileColumns =
  'id, email, first_name, last_name, profile_picture_url, oauth_profiles';

export async function userProfileRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const onRequest = widgetGuard(ctx);

  app.get('/_widgets/UserProfile/me', { onRequest }, async (request) => {
    const [row] = await ctx.db.query<ProfileRow>(
      `SELECT ${profileColumns} FROM users WHERE id = $1`,
      [callerOf(request).userId],
    );
    if (!row) throw new HttpError(401, 'Session has ended', 'session_ended');
    return toProfile(row);
  });

  app.post<{ Body: { firstName: string; lastName: string } }>(
    '/_widgets/UserProfile/me',
    {
      onRequest,
      schema: {
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['firstName', 'lastName'],
          properties: {
            firstName: { type: 'string', maxLength: 1000 },
            lastName: { type: 'string', maxLength: 1000 },
          },
        },
      },
    },
    async (request) => {
      const firstName = request.body.firstName.trim();
      const lastName = request.body.lastName.trim();
      for (const [field, value] of [
        ['firstName', firstName],
        ['lastName', lastName],
      ] as const) {
        if (value.length > NAME_MAX_LENGTH) {
          throw badRequest(`Invalid ${field}: at most ${NAME_MAX_LENGTH} characters`, field);
        }
        const problem = nameTextProblem(value);
        if (problem) throw badRequest(`Invalid ${field}: ${problem}`, field);
      }
      const [row] = await ctx.db.transaction(async (tx) => {
        const updated = await tx.query<ProfileRow>(
          `UPDATE users SET first_name = $2, last_name = $3, updated_at = now() WHERE id = $1 RETURNING ${profileColumns}`,
          [callerOf(request).userId, firstName || null, lastName || null],
        );
        if (updated.length > 0) await recordChange(tx, 'user.updated', callerOf(request).userId);
        return updated;
      });
      if (!row) throw new HttpError(401, 'Session has ended', 'session_ended');
      return toProfile(row);
    },
  );

  app.get('/_widgets/UserProfile/authentication-information', { onRequest }, async (request) => {
    const [row] = await ctx.db.query<{
      has_password: boolean;
      password_last_used_at: Date | null;
      has_mfa: boolean;
      mfa_last_used_at: Date | null;
    }>(
      `SELECT u.password_hash IS NOT NULL AS has_password, u.password_last_used_at,
              EXISTS (SELECT 1 FROM totp_factors f WHERE f.user_id = u.id AND f.verified_at IS NOT NULL) AS has_mfa,
              (SELECT max(f.last_used_at) FROM totp_factors f WHERE f.user_id = u.id AND f.verified_at IS NOT NULL) AS mfa_last_used_at
         FROM users u WHERE u.id = $1`,
      [callerOf(request).userId],
    );
    if (!row) throw new HttpError(401, 'Session has ended', 'session_ended');
    const method = (isSetUp: boolean, lastUsed: Date | null) => ({
      isSetUp,
      ...(lastUsed ? { lastUsed: new Date(lastUsed).toISOString() } : {}),
    });
    const caller = callerOf(request);
    return {
      data: {
        verificationMethods: {
          Password: method(row.has_password, row.password_last_used_at),
          Mfa: method(row.has_mfa, row.mfa_last_used_at),
          Passkey: await passkeyMethod(ctx.db, caller.userId, caller.sessionId),
        },
      },
    };
  });
}
