// What the account widgets need to show every state: a profile picture for the demo admin and
// sessions on several browsers, systems and places for the other demo users (the admin's own
// are inserted by seed.ts).
import type { AppContext } from '../context';
import type { Queryable } from '../db/database';
import { newId } from '../ids';
import { initialsAvatar } from './seed-avatar';
import { MEMBER_SESSIONS, MFA_SESSIONS, type DemoSession } from './demo-sessions';

export async function seedProfilesAndSessions(
  tx: Queryable,
  ctx: AppContext,
  userIds: Record<string, string>,
  organizationId: string,
): Promise<void> {
  await tx.query('UPDATE users SET profile_picture_url = $2 WHERE id = $1', [
    userIds['admin@acme.test'],
    initialsAvatar('Ada', 'Admin'),
  ]);
  const sessions: [string, DemoSession[]][] = [
    ['member@acme.test', MEMBER_SESSIONS],
    ['mfa@acme.test', MFA_SESSIONS],
  ];
  for (const [email, list] of sessions) {
    for (const session of list) {
      await tx.query(
        `INSERT INTO sessions (id, user_id, organization_id, client_id, user_agent, ip_address, city_name,
           country_iso_code, created_at, last_activity_at)
         VALUES ($1, $2, $3, $4, $5, $6, NULLIF($7, ''), NULLIF($8, ''),
           now() - ($9::integer * interval '1 minute'), now() - ($10::integer * interval '1 minute'))`,
        [
          newId('session'),
          userIds[email],
          organizationId,
          ctx.config.clientId,
          session.userAgent,
          session.ipAddress,
          session.cityName,
          session.countryIsoCode,
          session.createdMinutesAgo,
          session.lastActiveMinutesAgo,
        ],
      );
    }
  }
}
