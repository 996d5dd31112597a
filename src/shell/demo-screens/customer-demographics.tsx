// Demographics tab: age, location, language and how the customer joined.
import { customerName, type DemoCustomer } from '../demo-data/customers';
import { formatDate } from '../demo-data/format';
import {
  communicationOptions,
  countryOptions,
  languageOptions,
  sourceOptions,
} from '../forms/customer-form-model';

const labelOf = <Value extends string>(
  options: readonly { value: Value; label: string }[],
  value: Value | '',
) => options.find((option) => option.value === value)?.label ?? 'Not set';

/** Age in whole years on a reference date. */
function ageOn(dateOfBirth: string, reference: Date): number {
  const birth = new Date(dateOfBirth);
  let age = reference.getUTCFullYear() - birth.getUTCFullYear();
  const beforeBirthday =
    reference.getUTCMonth() < birth.getUTCMonth() ||
    (reference.getUTCMonth() === birth.getUTCMonth() &&
      reference.getUTCDate() < birth.getUTCDate());
  if (beforeBirthday) age -= 1;
  return age;
}

/** A description list of the customer's profile facts. */
export function CustomerDemographics({ customer }: { customer: DemoCustomer }) {
  const { address } = customer;
  const rows: [string, string][] = [
    ['Full name', customerName(customer)],
    [
      'Date of birth',
      `${formatDate(customer.dateOfBirth)} (age ${ageOn(customer.dateOfBirth, new Date())})`,
    ],
    ['Address', [address.street, address.apartment].filter(Boolean).join(', ')],
    ['City', [address.city, address.state, address.zipCode].filter(Boolean).join(', ')],
    ['Country', labelOf(countryOptions, address.country)],
    ['Preferred language', labelOf(languageOptions, customer.language)],
    ['Communication preference', labelOf(communicationOptions, customer.communicationPreference)],
    ['Acquisition source', labelOf(sourceOptions, customer.source)],
    ['Referral code', customer.referralCode || 'None'],
    ['Member since', formatDate(customer.joinDate)],
  ];
  return (
    <div className="demo-demographics">
      <dl className="demo-details">
        {rows.map(([term, value]) => (
          <div key={term} className="demo-detail">
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {customer.notes && (
        <div className="demo-notes">
          <h3 className="demo-subheading">Notes</h3>
          <p>{customer.notes}</p>
        </div>
      )}
    </div>
  );
}
