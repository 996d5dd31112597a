// /settings/profile: the profile widget; any signed-in user, no permission (SPEC.md §2). A name
// or e-mail saved there shows at once in the rest of the dashboard (user menu, account details, greeting).
import { useMemo } from 'react';
import type { EmailChangedDetail, ProfileUpdatedDetail } from '../../elements/user-profile';
import { useAuth } from '../auth/use-auth';
import { SettingsPage } from '../settings/settings-page';
import { WidgetHost } from '../settings/widget-host';

export function SettingsProfileRoute() {
  const { applyProfileUpdate } = useAuth();
  const events = useMemo(
    () => ({
      'profile-updated': (event: CustomEvent) => {
        const { firstName, lastName } = event.detail as ProfileUpdatedDetail;
        applyProfileUpdate({ firstName, lastName });
      },
      'email-changed': (event: CustomEvent) => {
        applyProfileUpdate({ email: (event.detail as EmailChangedDetail).email });
      },
    }),
    [applyProfileUpdate],
  );
  return (
    <SettingsPage title="Profile" description="Your name, e-mail and connected accounts.">
      <WidgetHost tag="user-profile" events={events} />
    </SettingsPage>
  );
}
