// The demo create-client form: company, contact details, address, primary contact and tags.
import type { ReactNode } from 'react';
import { Select, TextField } from '../../ui';
import { industryOptions, validateClientForm, type ClientFormValues } from './client-form-model';
import { FormSection } from './form-section';
import { TagsInput } from './tags-input';
import { TextAreaField } from './text-area-field';
import { useDemoForm } from './use-demo-form';
import './forms.css';

export interface ClientFormProps {
  initialValues: ClientFormValues;
  /** Called with the values once the rules pass. */
  onSubmit(values: ClientFormValues): void;
  /** Shown above the actions (the submit confirmation); default none. */
  status?: ReactNode;
  /** The action row (Cancel, submit). */
  actions: ReactNode;
}

/** A noValidate form whose messages come from the SPEC.md §5 rules and default messages. */
export function ClientForm({ initialValues, onSubmit, status, actions }: ClientFormProps) {
  const { values, errors, setValue, handleSubmit } = useDemoForm(initialValues, validateClientForm);
  const text = (key: Exclude<keyof ClientFormValues, 'tags' | 'industry'>) => ({
    name: key,
    value: values[key],
    error: errors[key],
    onChange: (event: { target: { value: string } }) => setValue(key, event.target.value),
  });
  return (
    <form
      className="form-card"
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      aria-label="Create client"
    >
      <FormSection title="Company" description="The business that runs the loyalty program.">
        <TextField label="Company name" required autoComplete="organization" {...text('name')} />
        <Select
          label="Industry"
          name="industry"
          placeholder="Select an industry"
          options={industryOptions}
          value={values.industry}
          onValueChange={(value) => setValue('industry', value as ClientFormValues['industry'])}
        />
        <TextAreaField
          label="Description"
          className="form-span-2"
          rows={3}
          {...text('description')}
        />
      </FormSection>
      <FormSection title="Contact details" description="Where invoices and program updates go.">
        <TextField label="Email" type="email" required autoComplete="email" {...text('email')} />
        <TextField label="Phone" type="tel" autoComplete="tel" {...text('phone')} />
        <TextField
          label="Website"
          type="url"
          placeholder="https://"
          className="form-span-2"
          autoComplete="url"
          {...text('website')}
        />
      </FormSection>
      <FormSection title="Address" description="The company's registered address.">
        <TextField
          label="Street address"
          className="form-span-2"
          autoComplete="address-line1"
          {...text('street')}
        />
        <TextField label="City" autoComplete="address-level2" {...text('city')} />
        <TextField label="State / Province" autoComplete="address-level1" {...text('state')} />
        <TextField label="ZIP / Postal code" autoComplete="postal-code" {...text('zipCode')} />
        <TextField label="Country" autoComplete="country-name" {...text('country')} />
      </FormSection>
      <FormSection title="Primary contact" description="The person we work with day to day.">
        <TextField label="Contact name" autoComplete="name" {...text('contactName')} />
        <TextField label="Contact email" type="email" {...text('contactEmail')} />
        <TextField label="Contact phone" type="tel" {...text('contactPhone')} />
        <div className="form-span-2">
          <TagsInput value={values.tags} onChange={(tags) => setValue('tags', tags)} />
        </div>
      </FormSection>
      {status}
      <div className="form-actions">{actions}</div>
    </form>
  );
}
