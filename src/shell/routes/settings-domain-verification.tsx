// /settings/domain-verification: the domain list, for holders of widgets:domain-verification:manage.
import { PermissionGate } from '../settings/permission-gate';
import { SettingsPage } from '../settings/settings-page';
import { WidgetHost } from '../settings/widget-host';

export const DOMAIN_VERIFICATION_PERMISSION = 'widgets:domain-verification:manage';

export function SettingsDomainVerificationRoute() {
  return (
    <SettingsPage
      title="Domain Verification"
      description="Verify the domains your organization owns by adding a DNS record."
    >
      <PermissionGate permission={DOMAIN_VERIFICATION_PERMISSION}>
        <WidgetHost tag="domain-verification" />
      </PermissionGate>
    </SettingsPage>
  );
}
