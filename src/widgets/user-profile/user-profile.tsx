import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Avatar, Button } from '../../ui';
import { meQueryOptions, useWidgetApi, useWidgetReady, useStrings } from '../shared';
import { ConnectedAccounts } from './connected-accounts';
import { EditNameDialog } from './edit-name-dialog';
import { connectedAccounts, fullName } from './model';
import { ProfileSkeleton } from './profile-skeleton';
import { createUserProfileStrings } from './strings';

/**
 * The profile card of SPEC.md §2: picture (only when present), full name or 'Not set' with
 * Edit, e-mail, and connected accounts (only when any). An unknown account type throws to the
 * widget's error fallback.
 */
export function UserProfile() {
  const strings = useStrings(createUserProfileStrings);
  const client = useWidgetApi();
  const me = useQuery(meQueryOptions(client));
  const [editing, setEditing] = useState(false);
  useWidgetReady(me.data !== undefined);

  if (!me.data) return <ProfileSkeleton />;
  const profile = me.data;
  const accounts = connectedAccounts(profile.oauthProfiles);
  const name = fullName(profile);

  return (
    <div className="up-card" part="base" role="group" aria-label={strings.cardLabel}>
      <div className="up-identity">
        {profile.profilePictureUrl ? (
          <Avatar src={profile.profilePictureUrl} name={name ?? profile.email} size={4} />
        ) : null}
        <dl className="up-fields">
          <div className="up-field">
            <dt>{strings.nameLabel}</dt>
            <dd className="up-name" data-empty={name === null || undefined}>
              {name ?? strings.nameNotSet}
            </dd>
          </div>
          <div className="up-field">
            <dt>{strings.emailLabel}</dt>
            <dd className="up-email">{profile.email}</dd>
          </div>
        </dl>
        <Button
          className="up-edit"
          intent="secondary"
          size={1}
          aria-label={strings.editNameLabel}
          onClick={() => setEditing(true)}
        >
          {strings.edit}
        </Button>
      </div>
      {accounts.length > 0 && <ConnectedAccounts accounts={accounts} />}
      <EditNameDialog open={editing} onOpenChange={setEditing} profile={profile} />
    </div>
  );
}
