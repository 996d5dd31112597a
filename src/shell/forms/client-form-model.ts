// Values, option lists and rules of the demo create-client form (SPEC.md §3 and §5).
import { industryLabels, type ClientIndustry } from '../demo-data/clients';
import { emailShape, requiredEmail, requiredText, urlShape } from './field-rules';
import { toFormErrors, type FormErrors } from './form-errors';

export interface ClientFormValues {
  name: string;
  industry: ClientIndustry | '';
  description: string;
  email: string;
  phone: string;
  website: string;
  street: string;
  city: string;
  state: string;
  zipCode: string;
  country: string;
  contactName: string;
  contactEmail: string;
  contactPhone: string;
  tags: string[];
}

export type ClientFormField = keyof ClientFormValues;

export const industryOptions: readonly { value: ClientIndustry; label: string }[] = (
  Object.keys(industryLabels) as ClientIndustry[]
).map((value) => ({ value, label: industryLabels[value] }));

export const emptyClientForm: ClientFormValues = {
  name: '',
  industry: '',
  description: '',
  email: '',
  phone: '',
  website: '',
  street: '',
  city: '',
  state: '',
  zipCode: '',
  country: '',
  contactName: '',
  contactEmail: '',
  contactPhone: '',
  tags: [],
};

/** Company name and a valid e-mail are required; optional website and contact e-mail must be well formed when given. */
export function validateClientForm(values: ClientFormValues): FormErrors<ClientFormField> {
  return toFormErrors({
    name: requiredText(values.name),
    email: requiredEmail(values.email),
    website: urlShape(values.website),
    contactEmail: emailShape(values.contactEmail),
  });
}

/** The payload the demo logs on submit: trimmed strings, tags as they are. */
export function clientFormPayload(values: ClientFormValues): ClientFormValues {
  const trimmed = { ...values };
  for (const key of Object.keys(trimmed) as ClientFormField[]) {
    const value = trimmed[key];
    if (typeof value === 'string') (trimmed as Record<string, unknown>)[key] = value.trim();
  }
  return trimmed;
}
