// /settings/security: the user's password and multi-factor authentication; any signed-in user.
import { SettingsPage } from '../settings/settings-page';
import { WidgetHost } from '../settings/widget-host';

export function SettingsSecurityRoute() {
  return (
    <SettingsPage
      title="Security"
      description="Manage your password, multi-factor authentication and passkeys."
    >
      <WidgetHost tag="user-security" />
    </SettingsPage>
  );
}
