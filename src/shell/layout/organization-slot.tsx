// The top bar's organization switcher: the kit's <organization-switcher>, hosted exactly as a
// partner page hosts it, with the dashboard's switch (which reloads into the new organization).
import { CircleAlert } from 'lucide-react';
import { useMemo } from 'react';
import { useSwitchToOrganization } from '../organizations/use-switch-to-organization';
import { WidgetHost, type WidgetHostFailure } from '../settings/widget-host';

// The bar is part of the dashboard's screens (English, left to right): the switcher follows the
// dashboard's direction, not that of the browser's language it is shown in (an `ar` browser).
const attributes = {
  variant: 'outline',
  dir: typeof document !== 'undefined' && document.dir === 'rtl' ? 'rtl' : 'ltr',
};

// The top bar sits beside the page: when the switcher cannot run (no token, its code did not
// load) the page says why in its own alert, so the bar only shows a quiet state, with the reason
// on hover, instead of a second alert.
const renderFailure = ({ reason }: WidgetHostFailure) => (
  <span className="shell-org-unavailable" role="status" title={reason || undefined}>
    <CircleAlert aria-hidden="true" />
    Failed to load organizations
  </span>
);

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
        renderFailure={renderFailure}
      />
    </div>
  );
}
