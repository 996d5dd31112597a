// /settings/audit-log: the organization's audit log (<audit-logs>), for holders of
// widgets:audit-logs:read; above it, for holders of widgets:audit-log-streaming:manage, the
// log stream to the organization's SIEM (<audit-log-streaming>).
import { useAuth } from '../auth/use-auth';
import { PermissionGate } from '../settings/permission-gate';
import { SettingsPage } from '../settings/settings-page';
import { WidgetHost } from '../settings/widget-host';

export const AUDIT_LOGS_PERMISSION = 'widgets:audit-logs:read';
export const AUDIT_LOG_STREAMING_PERMISSION = 'widgets:audit-log-streaming:manage';

export function SettingsAuditLogRoute() {
  const { permissions } = useAuth();
  return (
    <SettingsPage
      title="Audit Log"
      description="Who did what in your organization: invitations, role changes, API keys and more."
    >
      <PermissionGate permission={AUDIT_LOGS_PERMISSION}>
        {permissions?.includes(AUDIT_LOG_STREAMING_PERMISSION) && (
          <WidgetHost tag="audit-log-streaming" placeholderHeight={74} />
        )}
        <WidgetHost tag="audit-logs" placeholderHeight={520} />
      </PermissionGate>
    </SettingsPage>
  );
}
