// The demo add/edit customer form: personal details, address, loyalty and preferences.
import type { ReactNode } from 'react';
import { Select, TextField } from '../../ui';
import { customerStatuses, customerTiers } from '../demo-data/customers';
import {
  communicationOptions,
  countryOptions,
  languageOptions,
  sourceOptions,
  validateCustomerForm,
  type CustomerFormValues,
} from './customer-form-model';
import { FormSection } from './form-section';
import { TagsInput } from './tags-input';
import { TextAreaField } from './text-area-field';
import { useDemoForm } from './use-demo-form';
import './forms.css';

export interface CustomerFormProps {
  /** Values to start from (empty for create, the customer for edit). */
  initialValues: CustomerFormValues;
  /** 'create' labels points as initial points; 'edit' as the current balance. */
  mode: 'create' | 'edit';
  /** Called with the values once the rules pass. */
  onSubmit(values: CustomerFormValues): void;
  /** The action row (Cancel, submit, delete); rendered at the bottom of the form. */
  actions: ReactNode;
}

const today = new Date().toISOString().slice(0, 10);
const toOptions = (list: readonly string[]) => list.map((value) => ({ value, label: value }));

/** A noValidate form whose messages come from the SPEC.md §5 rules and default messages. */
export function CustomerForm({ initialValues, mode, onSubmit, actions }: CustomerFormProps) {
  const { values, errors, setValue, handleSubmit } = useDemoForm(
    initialValues,
    validateCustomerForm,
  );
  const text = (key: keyof CustomerFormValues) => ({
    name: key,
    value: values[key] as string,
    error: errors[key],
    onChange: (event: { target: { value: string } }) => setValue(key, event.target.value as never),
  });
  return (
    <form
      className="form-card"
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      aria-label={mode === 'create' ? 'Add customer' : 'Edit customer'}
    >
      <FormSection
        title="Personal information"
        description="How the customer is identified and contacted."
      >
        <TextField label="First name" required autoComplete="given-name" {...text('firstName')} />
        <TextField label="Last name" required autoComplete="family-name" {...text('lastName')} />
        <TextField label="Email" type="email" required autoComplete="email" {...text('email')} />
        <TextField label="Phone" type="tel" autoComplete="tel" {...text('phone')} />
        <TextField label="Date of birth" type="date" max={today} {...text('dateOfBirth')} />
      </FormSection>
      <FormSection title="Address" description="Used for mailers and regional offers.">
        <TextField
          label="Street address"
          className="form-span-2"
          autoComplete="address-line1"
          {...text('street')}
        />
        <TextField
          label="Apartment, suite, etc."
          autoComplete="address-line2"
          {...text('apartment')}
        />
        <TextField label="City" autoComplete="address-level2" {...text('city')} />
        <TextField label="State / Province" autoComplete="address-level1" {...text('state')} />
        <TextField label="ZIP / Postal code" autoComplete="postal-code" {...text('zipCode')} />
        <Select
          label="Country"
          name="country"
          options={countryOptions}
          value={values.country}
          onValueChange={(value) => setValue('country', value as CustomerFormValues['country'])}
        />
      </FormSection>
      <FormSection
        title="Loyalty program"
        description="Tier, status and how the customer found you."
      >
        <Select
          label="Tier"
          name="tier"
          options={toOptions(customerTiers)}
          value={values.tier}
          onValueChange={(value) => setValue('tier', value as CustomerFormValues['tier'])}
        />
        <Select
          label="Status"
          name="status"
          options={toOptions(customerStatuses)}
          value={values.status}
          onValueChange={(value) => setValue('status', value as CustomerFormValues['status'])}
        />
        <TextField
          label={mode === 'create' ? 'Initial points' : 'Points balance'}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          hint="A whole number, 0 or more."
          {...text('initialPoints')}
        />
        <TextField
          label="Referral code"
          hint="Optional; credits the referrer."
          {...text('referralCode')}
        />
        <Select
          label="Source"
          name="source"
          placeholder="Select a source"
          options={sourceOptions}
          value={values.source}
          onValueChange={(value) => setValue('source', value as CustomerFormValues['source'])}
        />
      </FormSection>
      <FormSection title="Preferences" description="Language, channel and internal notes.">
        <Select
          label="Preferred language"
          name="language"
          options={languageOptions}
          value={values.language}
          onValueChange={(value) => setValue('language', value as CustomerFormValues['language'])}
        />
        <Select
          label="Communication preference"
          name="communicationPreference"
          options={communicationOptions}
          value={values.communicationPreference}
          onValueChange={(value) =>
            setValue(
              'communicationPreference',
              value as CustomerFormValues['communicationPreference'],
            )
          }
        />
        <div className="form-span-2">
          <TagsInput value={values.tags} onChange={(tags) => setValue('tags', tags)} />
        </div>
        <TextAreaField label="Notes" className="form-span-2" {...text('notes')} />
      </FormSection>
      <div className="form-actions">{actions}</div>
    </form>
  );
}
