// The SSO page's add and edit forms: their fields read and checked, an error named per field.
import { providerType } from '../domain/provider-types';

/** The longest connection name the forms take. */
export const NAME_MAX_LENGTH = 100;

export interface ConnectionInput {
  name: string;
  type: string;
  certificateNotAfter: string;
}

export type FieldErrors = Partial<Record<keyof ConnectionInput, string>>;

/** The add and edit forms' fields, trimmed, with an error per field that is wrong. */
export function parseConnectionInput(body: Partial<ConnectionInput>) {
  const input: ConnectionInput = {
    name: (body.name ?? '').trim(),
    type: body.type ?? '',
    certificateNotAfter: (body.certificateNotAfter ?? '').trim(),
  };
  const errors: FieldErrors = {};
  if (!input.name) errors.name = 'Enter a name for the connection';
  else if (input.name.length > NAME_MAX_LENGTH)
    errors.name = `Use at most ${NAME_MAX_LENGTH} characters`;
  const provider = providerType(input.type);
  if (!provider) errors.type = 'Choose your identity provider';
  let certificate: Date | null = null;
  if (provider?.providerTag === 'Saml' && input.certificateNotAfter) {
    const match = /^\d{4}-\d{2}-\d{2}$/.test(input.certificateNotAfter);
    const parsed = new Date(`${input.certificateNotAfter}T23:59:59Z`);
    if (!match || Number.isNaN(parsed.getTime())) errors.certificateNotAfter = 'Enter a date';
    else certificate = parsed;
  }
  return { input, errors, provider, certificate };
}
