// /settings/sso: the SSO connection card, for holders of widgets:sso-connection:manage.
import { PermissionGate } from '../settings/permission-gate';
import { SettingsPage } from '../settings/settings-page';
import { WidgetHost } from '../settings/widget-host';

export const SSO_PERMISSION = 'widgets:sso-connection:manage';

export function SettingsSsoRoute() {
  return (
    <SettingsPage
      title="Single Sign-On"
      description="Let your organization’s members sign in with your identity provider (SAML or OpenID Connect)."
    >
      <PermissionGate permission={SSO_PERMISSION}>
        <WidgetHost tag="sso-connection" />
      </PermissionGate>
    </SettingsPage>
  );
}
