// The body of the widgets' code checks against an authentication challenge (elevated access,
// TOTP enrolment): one schema, so each such route bounds and refuses input the same way. The
// route trims the code and checks its six digits itself, to answer with its own message.

/** A code as the user typed it, before the route trims it. */
export const codeProperty = { type: 'string', maxLength: 20 } as const;

export interface CodeVerifyBody {
  code: string;
  authenticationChallengeId: string;
}

export const codeVerifyBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['code', 'authenticationChallengeId'],
  properties: {
    code: codeProperty,
    authenticationChallengeId: { type: 'string', minLength: 1, maxLength: 100 },
  },
} as const;
