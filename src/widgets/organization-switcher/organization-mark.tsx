import type { OrganizationSummary } from '../../api/widgets';
import { Avatar } from '../../ui';

/** The organization's favicon, or its initials when it has none (or it fails to load). */
export function OrganizationMark({ organization }: { organization: OrganizationSummary }) {
  return (
    <Avatar
      src={organization.favicon}
      name={organization.name}
      size={1}
      radius="small"
      decorative
    />
  );
}
