// The top bar's organization switcher: the kit's <organization-switcher>, hosted exactly as a
// partner page hosts it, with the dashboard's switch (which reloads into the new organization).
import { useMemo } from 'react';
import { useSwitchToOrganization } from '../organizations/use-switch-to-organization';
import { WidgetHost } from '../settings/widget-host';

const attributes = { variant: 'outline' };

export function OrganizationSlot() {
  const switchToOrganization = useSwitchToOrganization();
  const properties = useMemo(() => ({ switchToOrganization }), [switchToOrganization]);
  return (
    <div className="shell-org-slot">
      <WidgetHost
        tag="organization-switcher"
        properties={properties}
        attributes={attributes}
        placeholderHeight={32}
        className="shell-org-switcher"
      />
    </div>
  );
}
