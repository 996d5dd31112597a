// The organization form's rules (SPEC.md §5), pure so they are unit-tested apart from the screen.
import {
  deriveOrganizationCode,
  sanitizeOrganizationCode,
  type OrganizationTier,
} from '../../api/product';

export interface OrganizationFormValues {
  name: string;
  code: string;
  /** True once the user typed a code; the name then stops rewriting it. */
  codeEdited: boolean;
  tier: OrganizationTier | '';
}

export type OrganizationFormErrors = Partial<Record<'name' | 'code' | 'tier', string>>;

export const emptyOrganizationForm: OrganizationFormValues = {
  name: '',
  code: '',
  codeEdited: false,
  tier: '',
};

export const organizationFormMessages = {
  name: 'Organization name is required',
  code: 'Organization code is required',
  tier: 'Validation error: Please select an organization tier',
} as const;

/** A new name; the code follows it until the user edits the code. */
export function withName(values: OrganizationFormValues, name: string): OrganizationFormValues {
  return { ...values, name, code: values.codeEdited ? values.code : deriveOrganizationCode(name) };
}

/**
 * A hand-typed code, sanitized. An emptied field stays empty (refilling it at once would undo
 * the user's own edit); the next change of the name derives the code again.
 */
export function withCode(values: OrganizationFormValues, input: string): OrganizationFormValues {
  const code = sanitizeOrganizationCode(input);
  return code ? { ...values, code, codeEdited: true } : { ...values, code: '', codeEdited: false };
}

export function validateOrganizationForm(values: OrganizationFormValues): OrganizationFormErrors {
  const errors: OrganizationFormErrors = {};
  if (!values.name.trim()) errors.name = organizationFormMessages.name;
  if (!values.code) errors.code = organizationFormMessages.code;
  if (!values.tier) errors.tier = organizationFormMessages.tier;
  return errors;
}

/** Submit is disabled while name, code or plan is empty or the request is pending. */
export function canSubmitOrganizationForm(
  values: OrganizationFormValues,
  pending: boolean,
): boolean {
  return !pending && values.name.trim() !== '' && values.code !== '' && values.tier !== '';
}
