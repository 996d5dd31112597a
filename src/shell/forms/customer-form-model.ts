// Values, option lists and rules of the demo add/edit customer form (SPEC.md §3 and §5).
import type {
  CommunicationPreference,
  CountryCode,
  CustomerSource,
  CustomerStatus,
  CustomerTier,
  DemoCustomer,
  LanguageCode,
} from '../demo-data/customers';
import { requiredEmail, requiredText, wholeNumberAtLeast } from './field-rules';
import { toFormErrors, type FormErrors } from './form-errors';

export interface CustomerFormValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  dateOfBirth: string;
  street: string;
  apartment: string;
  city: string;
  state: string;
  zipCode: string;
  country: CountryCode;
  status: CustomerStatus;
  tier: CustomerTier;
  initialPoints: string;
  referralCode: string;
  source: CustomerSource | '';
  language: LanguageCode;
  communicationPreference: CommunicationPreference;
  tags: string[];
  notes: string;
}

export type CustomerFormField = keyof CustomerFormValues;

export const countryOptions: readonly { value: CountryCode; label: string }[] = [
  { value: 'us', label: 'United States' },
  { value: 'ca', label: 'Canada' },
  { value: 'uk', label: 'United Kingdom' },
  { value: 'au', label: 'Australia' },
  { value: 'de', label: 'Germany' },
  { value: 'fr', label: 'France' },
];

export const sourceOptions: readonly { value: CustomerSource; label: string }[] = [
  { value: 'website', label: 'Website' },
  { value: 'social-media', label: 'Social media' },
  { value: 'referral', label: 'Referral' },
  { value: 'advertising', label: 'Advertising' },
  { value: 'store', label: 'In store' },
  { value: 'other', label: 'Other' },
];

export const languageOptions: readonly { value: LanguageCode; label: string }[] = [
  { value: 'en', label: 'English' },
  { value: 'es', label: 'Spanish' },
  { value: 'fr', label: 'French' },
  { value: 'de', label: 'German' },
  { value: 'zh', label: 'Chinese' },
];

export const communicationOptions: readonly { value: CommunicationPreference; label: string }[] = [
  { value: 'email', label: 'Email' },
  { value: 'sms', label: 'SMS' },
  { value: 'phone', label: 'Phone' },
  { value: 'mail', label: 'Postal mail' },
];

export const emptyCustomerForm: CustomerFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  dateOfBirth: '',
  street: '',
  apartment: '',
  city: '',
  state: '',
  zipCode: '',
  country: 'us',
  status: 'Active',
  tier: 'Bronze',
  initialPoints: '0',
  referralCode: '',
  source: '',
  language: 'en',
  communicationPreference: 'email',
  tags: [],
  notes: '',
};

/** The form values of an existing sample customer, for the edit form. */
export function customerToFormValues(customer: DemoCustomer): CustomerFormValues {
  return {
    firstName: customer.firstName,
    lastName: customer.lastName,
    email: customer.email,
    phone: customer.phone,
    dateOfBirth: customer.dateOfBirth,
    street: customer.address.street,
    apartment: customer.address.apartment,
    city: customer.address.city,
    state: customer.address.state,
    zipCode: customer.address.zipCode,
    country: customer.address.country,
    status: customer.status,
    tier: customer.tier,
    initialPoints: String(customer.loyaltyPoints),
    referralCode: customer.referralCode,
    source: customer.source,
    language: customer.language,
    communicationPreference: customer.communicationPreference,
    tags: [...customer.tags],
    notes: customer.notes,
  };
}

/** First name, last name and a valid e-mail are required; initial points must be a whole number of 0 or more. */
export function validateCustomerForm(values: CustomerFormValues): FormErrors<CustomerFormField> {
  return toFormErrors({
    firstName: requiredText(values.firstName),
    lastName: requiredText(values.lastName),
    email: requiredEmail(values.email),
    initialPoints: wholeNumberAtLeast(values.initialPoints, 0),
  });
}
