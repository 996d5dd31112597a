// /settings/directory-sync: the organization's directories, for holders of widgets:dsync:manage.
import { PermissionGate } from '../settings/permission-gate';
import { SettingsPage } from '../settings/settings-page';
import { WidgetHost } from '../settings/widget-host';

export const DIRECTORY_SYNC_PERMISSION = 'widgets:dsync:manage';

export function SettingsDirectorySyncRoute() {
  return (
    <SettingsPage
      title="Directory Sync"
      description="Provision your organization's people and groups from your identity provider (Okta, Microsoft Entra ID or any SCIM 2.0 directory)."
    >
      <PermissionGate permission={DIRECTORY_SYNC_PERMISSION}>
        <WidgetHost tag="directory-sync" />
      </PermissionGate>
    </SettingsPage>
  );
}
