// /settings/profile: the profile widget; any signed-in user, no permission (SPEC.md §2).
import { SettingsPage } from '../settings/settings-page';
import { WidgetHost } from '../settings/widget-host';

export function SettingsProfileRoute() {
  return (
    <SettingsPage title="Profile" description="Your name, e-mail and connected accounts.">
      <WidgetHost tag="user-profile" />
    </SettingsPage>
  );
}
