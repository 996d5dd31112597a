// The body of POST /user_management/authenticate (API-CONTRACT.md §1), shared by its grants.
import { HttpError } from '../http/errors';

export interface AuthenticateBody {
  grant_type: 'authorization_code' | 'refresh_token' | 'password';
  client_id: string;
  /** The secret key: a confidential client (a partner's backend with the Node SDK). */
  client_secret?: string;
  email?: string;
  password?: string;
  ip_address?: string;
  user_agent?: string;
  code?: string;
  code_verifier?: string;
  refresh_token?: string;
  organization_id?: string;
}

export const authenticateBodySchema = {
  type: 'object',
  required: ['grant_type', 'client_id'],
  properties: {
    grant_type: {
      type: 'string',
      enum: ['authorization_code', 'refresh_token', 'password'],
    },
    client_id: { type: 'string', minLength: 1, maxLength: 256 },
    client_secret: { type: 'string', minLength: 1, maxLength: 256 },
    email: { type: 'string', minLength: 1, maxLength: 320 },
    password: { type: 'string', minLength: 1, maxLength: 1024 },
    ip_address: { type: 'string', maxLength: 45 },
    user_agent: { type: 'string', maxLength: 1024 },
    code: { type: 'string', minLength: 1, maxLength: 256 },
    code_verifier: { type: 'string', minLength: 1, maxLength: 128 },
    refresh_token: { type: 'string', minLength: 1, maxLength: 256 },
    // Checked before anything rotates: a malformed id must not cost the client its token.
    organization_id: { type: 'string', pattern: '^org_[0-9A-Za-z]{1,64}$' },
  },
} as const;

export const invalidGrant = (message: string) => new HttpError(400, message, 'invalid_grant');
