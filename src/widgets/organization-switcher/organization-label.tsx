import type { OrganizationSummary } from '../../api/widgets';
import { OrganizationMark } from './organization-mark';
import { useStrings } from '../shared';
import { createOrganizationSwitcherStrings } from './strings';

/** One organization (or none): its name as plain text, nothing to switch to. */
export function OrganizationLabel({
  organization,
  variant,
}: {
  organization: OrganizationSummary | undefined;
  variant: 'ghost' | 'outline';
}) {
  const strings = useStrings(createOrganizationSwitcherStrings);
  return (
    <span
      className="os-label"
      part="label"
      data-variant={variant}
      data-testid="organization-label"
      role="group"
      aria-label={strings.groupLabel}
    >
      {organization && <OrganizationMark organization={organization} />}
      <span className="os-name" title={organization?.name}>
        {organization?.name ?? ''}
      </span>
    </span>
  );
}
