// The top bar's organization switcher slot; the switcher itself belongs to the organizations module.
import { OrganizationSwitcher } from '../organizations/organization-switcher';

export function OrganizationSlot() {
  return (
    <div className="shell-org-slot">
      <OrganizationSwitcher />
    </div>
  );
}
