// The caller's passkeys (issue #25): registration options and verification, rename and removal.
// Adding and removing need elevated access, as setting up and disabling MFA do; renaming is a
// label change and needs only the session. Every query is scoped to the caller's user id, so
// another user's passkey is a 404 whatever its id.
import type { FastifyInstance } from 'fastify';
import {
  generateRegistrationOptions,
  verifyRegistrationResponse,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { AppContext } from '../context';
import { HttpError, badRequest, conflict, notFound } from '../http/errors';
import { nameTextProblem } from '../http/text-input';
import { newId } from '../ids';
import {
  PASSKEY_CEREMONY_TIMEOUT_MS,
  RP_NAME,
  relyingParty,
  storeChallenge,
  takeChallenge,
  userHandleOf,
} from '../domain/passkeys';
import { requireElevatedAccess } from './elevated-access';
import { callerOf, widgetGuard } from './widget-guard';

export const PASSKEY_NAME_MAX_LENGTH = 64;
/** A user may keep this many passkeys; more is refused before a ceremony starts. */
export const MAX_PASSKEYS_PER_USER = 20;

const tooManyPasskeys = () =>
  badRequest(`You can keep at most ${MAX_PASSKEYS_PER_USER} passkeys. Remove one first.`);

const base = '/_widgets/UserProfile/passkeys';
const idParams = {
  type: 'object',
  required: ['passkeyId'],
  properties: { passkeyId: { type: 'string', minLength: 1, maxLength: 100 } },
} as const;

/** A credential JSON as the browser library returns it; the library checks the rest. */
const registrationResponseSchema = {
  type: 'object',
  required: ['id', 'rawId', 'type', 'response'],
  properties: {
    id: { type: 'string', minLength: 1, maxLength: 1400 },
    rawId: { type: 'string', minLength: 1, maxLength: 1400 },
    type: { type: 'string', const: 'public-key' },
    response: {
      type: 'object',
      required: ['clientDataJSON', 'attestationObject'],
      properties: {
        clientDataJSON: { type: 'string', maxLength: 8000 },
        attestationObject: { type: 'string', maxLength: 16000 },
        transports: { type: 'array', maxItems: 10, items: { type: 'string', maxLength: 20 } },
      },
    },
  },
} as const;

/** Browser transports we keep; anything else in a response is dropped. */
const knownTransports = new Set(['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb']);

/** The name a new passkey gets: 'Passkey', then 'Passkey 2', ... among the user's names. */
function defaultName(existing: string[]): string {
  const taken = new Set(existing);
  if (!taken.has('Passkey')) return 'Passkey';
  for (let number = 2; ; number += 1)
    if (!taken.has(`Passkey ${number}`)) return `Passkey ${number}`;
}

export async function passkeyRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const onRequest = widgetGuard(ctx);

  app.post(base, { onRequest }, async (request) => {
    const caller = callerOf(request);
    await requireElevatedAccess(ctx, request, caller);
    const [user] = await ctx.db.query<{
      email: string;
      first_name: string | null;
      last_name: string | null;
    }>('SELECT email, first_name, last_name FROM users WHERE id = $1', [caller.userId]);
    if (!user) throw new HttpError(401, 'Session has ended', 'session_ended');
    const existing = await ctx.db.query<{ credential_id: string; transports: string[] }>(
      'SELECT credential_id, transports FROM passkeys WHERE user_id = $1',
      [caller.userId],
    );
    if (existing.length >= MAX_PASSKEYS_PER_USER) throw tooManyPasskeys();
    const options = await generateRegistrationOptions({
      rpName: RP_NAME,
      rpID: relyingParty(ctx.config).id,
      userName: user.email,
      userID: userHandleOf(caller.userId),
      userDisplayName: [user.first_name, user.last_name].filter(Boolean).join(' ') || user.email,
      timeout: PASSKEY_CEREMONY_TIMEOUT_MS,
      attestationType: 'none',
      // One credential per authenticator per user: the browser refuses an authenticator that
      // already holds one of these (InvalidStateError).
      excludeCredentials: existing.map((row) => ({
        id: row.credential_id,
        transports: row.transports,
      })),
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    });
    const challengeId = await storeChallenge(ctx.db, 'registration', options.challenge, caller);
    return { challengeId, options };
  });

  app.post<{ Body: { challengeId: string; response: RegistrationResponseJSON } }>(
    `${base}/verify`,
    {
      onRequest,
      schema: {
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['challengeId', 'response'],
          properties: {
            challengeId: { type: 'string', minLength: 1, maxLength: 100 },
            response: registrationResponseSchema,
          },
        },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      await requireElevatedAccess(ctx, request, caller);
      const expectedChallenge = await takeChallenge(
        ctx.db,
        request.body.challengeId,
        'registration',
        caller,
      );
      if (!expectedChallenge) {
        throw new HttpError(
          400,
          'This passkey request has expired or was already used. Please try again.',
          'challenge_expired',
        );
      }
      const rp = relyingParty(ctx.config);
      let verification: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
      try {
        verification = await verifyRegistrationResponse({
          response: request.body.response,
          expectedChallenge,
          // The dashboard and the demo pages run on PUBLIC_URL; partner pages on allowed origins
          // under the same registrable domain can register too (their RP id is still PUBLIC_URL's).
          expectedOrigin: [...new Set([rp.origin, ...ctx.config.allowedOrigins])],
          expectedRPID: rp.id,
          requireUserVerification: true,
        });
      } catch {
        verification = { verified: false };
      }
      if (!verification.verified) {
        throw new HttpError(400, 'The passkey could not be verified.', 'passkey_invalid');
      }
      const info = verification.registrationInfo;
      const transports = (request.body.response.response.transports ?? []).filter((transport) =>
        knownTransports.has(transport),
      );
      // The cap is checked where the passkey is added, under a lock on the user: ceremonies
      // started in parallel (each allowed when its options were issued) cannot pass it together.
      const inserted = await ctx.db.transaction(async (tx) => {
        await tx.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [caller.userId]);
        const names = await tx.query<{ name: string }>(
          'SELECT name FROM passkeys WHERE user_id = $1',
          [caller.userId],
        );
        if (names.length >= MAX_PASSKEYS_PER_USER) throw tooManyPasskeys();
        return tx.query(
          `INSERT INTO passkeys (id, user_id, credential_id, public_key, counter, transports, device_type, backed_up, aaguid, name)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
           ON CONFLICT (credential_id) DO NOTHING RETURNING id`,
          [
            newId('passkey'),
            caller.userId,
            info.credential.id,
            Buffer.from(info.credential.publicKey).toString('base64url'),
            info.credential.counter,
            transports,
            info.credentialDeviceType,
            info.credentialBackedUp,
            info.aaguid,
            defaultName(names.map((row) => row.name)),
          ],
        );
      });
      if (inserted.length === 0) throw conflict('This passkey is already registered.');
      return { success: true };
    },
  );

  // Rename: POST with the new fields, as the contract updates members (POST members/{id}).
  app.post<{ Params: { passkeyId: string }; Body: { name: string } }>(
    `${base}/:passkeyId`,
    {
      onRequest,
      schema: {
        params: idParams,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['name'],
          properties: { name: { type: 'string', maxLength: 1000 } },
        },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const name = request.body.name.trim().replace(/\s+/g, ' ');
      if (!name) throw badRequest('Enter a name for the passkey', 'name');
      const problem = nameTextProblem(name);
      if (problem) throw badRequest(`Invalid name: ${problem}`, 'name');
      if (name.length > PASSKEY_NAME_MAX_LENGTH)
        throw badRequest(`Use at most ${PASSKEY_NAME_MAX_LENGTH} characters`, 'name');
      const [row] = await ctx.db.query<{ id: string; name: string }>(
        'UPDATE passkeys SET name = $3 WHERE id = $1 AND user_id = $2 RETURNING id, name',
        [request.params.passkeyId, caller.userId, name],
      );
      if (!row) throw notFound('Passkey not found');
      return { id: row.id, name: row.name, success: true };
    },
  );

  app.delete<{ Params: { passkeyId: string } }>(
    `${base}/:passkeyId`,
    { onRequest, schema: { params: idParams } },
    async (request) => {
      const caller = callerOf(request);
      await requireElevatedAccess(ctx, request, caller);
      const [row] = await ctx.db.query<{ id: string }>(
        'DELETE FROM passkeys WHERE id = $1 AND user_id = $2 RETURNING id',
        [request.params.passkeyId, caller.userId],
      );
      if (!row) throw notFound('Passkey not found');
      return { id: row.id, success: true };
    },
  );
}
