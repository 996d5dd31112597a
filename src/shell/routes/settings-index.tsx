// /settings: read-only account details and Sign Out (SPEC.md §2), then links to the sub-pages.
// The page calls no API of ours, so on opening it asks the identity service whether the session
// still stands (a forced refresh; not the shell's session check, whose cool-down would swallow a
// widget's 401 reported just after): a person whose session ended elsewhere (signed out from
// another device, deactivated by directory sync) goes to sign in instead of seeing the details
// of an access token that has not expired yet.
import { LogOut } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '../../ui';
import { useAuth } from '../auth/use-auth';
import { SettingsLinks } from '../settings/settings-links';
import { SettingsPage } from '../settings/settings-page';

export function SettingsIndexRoute() {
  const { user, role, organizationId, signOut, refreshSession } = useAuth();
  const [signingOut, setSigningOut] = useState(false);
  useEffect(() => {
    refreshSession({ force: true }).catch(() => undefined);
  }, [refreshSession]);
  if (!user) return null;
  const rows: Array<[string, string, boolean?]> = [
    ['First name', user.firstName || '—'],
    ['Last name', user.lastName || '—'],
    ['Email', user.email],
    ...(role ? ([['Role', role]] as Array<[string, string]>) : []),
    ['User ID', user.id, true],
    ...(organizationId
      ? ([['Organization ID', organizationId, true]] as Array<[string, string, boolean]>)
      : []),
  ];
  return (
    <SettingsPage
      title="Settings"
      description="Your account details as your identity provider knows them."
    >
      <div className="settings-card">
        <div className="settings-card-header">
          <h2 className="settings-card-title">Account details</h2>
        </div>
        <dl className="settings-details">
          {rows.map(([label, value, mono]) => (
            <div key={label} style={{ display: 'contents' }}>
              <dt>{label}</dt>
              <dd data-mono={mono || undefined}>{value}</dd>
            </div>
          ))}
        </dl>
        <div className="settings-card-footer">
          <Button
            intent="secondary"
            loading={signingOut}
            onClick={() => {
              setSigningOut(true);
              void signOut();
            }}
          >
            <LogOut aria-hidden="true" />
            Sign Out
          </Button>
        </div>
      </div>
      <SettingsLinks />
    </SettingsPage>
  );
}
