// /settings/user-management: the users widget, for holders of widgets:users-table:manage.
import { PermissionGate } from '../settings/permission-gate';
import { SettingsPage } from '../settings/settings-page';
import { WidgetHost } from '../settings/widget-host';

export const USERS_TABLE_PERMISSION = 'widgets:users-table:manage';

export function SettingsUserManagementRoute() {
  return (
    <SettingsPage
      title="User Management"
      description="Invite, manage and remove users, and change their roles."
    >
      <PermissionGate permission={USERS_TABLE_PERMISSION}>
        <WidgetHost tag="users-management" />
      </PermissionGate>
    </SettingsPage>
  );
}
