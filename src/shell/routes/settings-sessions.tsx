// /settings/sessions: the sessions widget; any signed-in user, no permission (SPEC.md §2).
import { SettingsPage } from '../settings/settings-page';
import { WidgetHost } from '../settings/widget-host';

export function SettingsSessionsRoute() {
  return (
    <SettingsPage title="Sessions" description="Devices signed in to your account.">
      <WidgetHost tag="user-sessions" />
    </SettingsPage>
  );
}
