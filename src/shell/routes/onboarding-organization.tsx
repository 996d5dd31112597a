// /onboarding/organization: create the user's organization with a name, a code derived from it
// (or typed) and a plan (SPEC.md §2, §5, §9).
import { Building2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Redirect, useLocation } from 'wouter';
import { toast } from 'sonner';
import { showErrorToast } from '../layout/error-toast';
import type { OrganizationTier } from '../../api/product';
import { Button, Callout, TextField } from '../../ui';
import { useAuth } from '../auth/use-auth';
import { OnboardingHeader } from '../onboarding/onboarding-header';
import { OnboardingLayout } from '../onboarding/onboarding-layout';
import {
  canSubmitOrganizationForm,
  emptyOrganizationForm,
  validateOrganizationForm,
  withCode,
  withName,
  type OrganizationFormErrors,
} from '../onboarding/organization-form-model';
import { PlanPicker } from '../onboarding/plan-picker';
import { useCreateOrganization } from '../organizations/organization-queries';
import { paths } from '../paths';

type Touched = Partial<Record<keyof OrganizationFormErrors, boolean>>;

export function OnboardingOrganizationRoute() {
  const { loading, user, organizationId } = useAuth();
  const [, navigate] = useLocation();
  const create = useCreateOrganization();
  const [values, setValues] = useState(emptyOrganizationForm);
  const [touched, setTouched] = useState<Touched>({});
  const [failure, setFailure] = useState<string | null>(null);
  const errors = validateOrganizationForm(values);
  const shown = (field: keyof OrganizationFormErrors) =>
    touched[field] ? errors[field] : undefined;

  if (loading) return null;
  if (!user) return <Redirect to={paths.login} replace />;
  if (!user.externalId) return <Redirect to={paths.onboarding.initializing} replace />;
  if (organizationId) return <Redirect to={paths.home} replace />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched({ name: true, code: true, tier: true });
    if (!canSubmitOrganizationForm(values, create.isPending) || values.tier === '') return;
    setFailure(null);
    const name = values.name.trim();
    create.mutate(
      { name, code: values.code, tier: values.tier },
      {
        onSuccess: (organization) => {
          toast.success('Organization created', {
            description: `${organization.name || name} has been successfully created.`,
          });
          navigate(
            `${paths.onboarding.processing}?${new URLSearchParams({ organizationId: organization.organizationId })}`,
          );
        },
        onError: (error) => {
          const message = error.message || 'An unexpected error occurred';
          setFailure(message);
          showErrorToast('Failed to create organization', message);
        },
      },
    );
  };

  return (
    <OnboardingLayout width="wide">
      <OnboardingHeader
        icon={<Building2 />}
        title="Create Your Organization"
        subtitle="Set up the organization that runs your loyalty program. You can invite your team afterwards."
      />
      <form className="org-form" onSubmit={submit} noValidate aria-label="Create organization">
        {failure && (
          <Callout color="danger" title="Failed to create organization">
            {failure}
          </Callout>
        )}
        <div className="org-form-fields">
          <TextField
            label="Organization name"
            name="name"
            autoComplete="organization"
            placeholder="Acme Loyalty"
            required
            value={values.name}
            error={shown('name')}
            onChange={(event) => setValues(withName(values, event.target.value))}
            onBlur={() => setTouched((current) => ({ ...current, name: true }))}
          />
          <TextField
            label="Organization code"
            name="code"
            hint="Capital letters, digits and underscores; up to 50 characters."
            placeholder="ACME_LOYALTY"
            required
            spellCheck={false}
            autoCapitalize="characters"
            value={values.code}
            error={shown('code')}
            onChange={(event) => setValues(withCode(values, event.target.value))}
            onBlur={() => setTouched((current) => ({ ...current, code: true }))}
          />
        </div>
        <PlanPicker
          value={values.tier}
          onChange={(tier: OrganizationTier) => setValues({ ...values, tier })}
          onBlur={() => setTouched((current) => ({ ...current, tier: true }))}
          error={shown('tier')}
          disabled={create.isPending}
        />
        <div className="org-form-submit">
          <Button
            type="submit"
            size={3}
            loading={create.isPending}
            disabled={!canSubmitOrganizationForm(values, create.isPending)}
          >
            {create.isPending ? 'Creating organization...' : 'Create organization'}
          </Button>
        </div>
      </form>
    </OnboardingLayout>
  );
}
