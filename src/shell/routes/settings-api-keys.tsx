// /settings/api-keys: the organization's API keys, for holders of widgets:api-keys:manage; and
// /settings/personal-api-keys: every member's own keys (the widget's user scope).
import { PermissionGate } from '../settings/permission-gate';
import { SettingsPage } from '../settings/settings-page';
import { WidgetHost } from '../settings/widget-host';

export const API_KEYS_PERMISSION = 'widgets:api-keys:manage';

const organizationScope = { scope: 'organization' };
const userScope = { scope: 'user' };

export function SettingsApiKeysRoute() {
  return (
    <SettingsPage
      title="API Keys"
      description="Keys that let your organization's systems call the loyalty API."
    >
      <PermissionGate permission={API_KEYS_PERMISSION}>
        <WidgetHost tag="api-keys" attributes={organizationScope} />
      </PermissionGate>
    </SettingsPage>
  );
}

export function SettingsPersonalApiKeysRoute() {
  return (
    <SettingsPage
      title="Personal API Keys"
      description="Keys that act as you, with at most your own permissions."
    >
      <WidgetHost tag="api-keys" attributes={userScope} />
    </SettingsPage>
  );
}
