import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Avatar, Button, onIntentChunk } from '../../ui';
import { meQueryOptions, useStrings, useWidgetApi, useWidgetReady } from '../shared';
import { ConnectedAccounts } from './connected-accounts';
import { connectedAccounts, fullName } from './model';
import { ProfileSkeleton } from './profile-skeleton';
import { createUserProfileStrings } from './strings';

// The dialogs (edit name; the e-mail change with the identity check and the OTP cells) are a
// chunk fetched when 'Edit' or 'Change' is pointed at or focused, or on its click, not on idle:
// rare actions. A dialog opened before its code is here shows the pending layer until it is.
const dialogs = onIntentChunk(
  () => import('./profile-dialogs.on-intent'),
  'button.up-edit, button.up-change-email',
);
const EmailChange = dialogs.component(
  (m) => m.EmailChange,
  (props) => props.open,
);
const EditName = dialogs.component(
  (m) => m.EditNameDialog,
  (props) => props.open,
);

/**
 * The profile card of SPEC.md §2: picture (only when present), full name or 'Not set' with
 * Edit, e-mail with Change (issue #24), and connected accounts (only when any). An unknown account type throws to the
 * widget's error fallback.
 */
export function UserProfile() {
  const strings = useStrings(createUserProfileStrings);
  const client = useWidgetApi();
  const me = useQuery(meQueryOptions(client));
  const [editing, setEditing] = useState(false);
  const [changingEmail, setChangingEmail] = useState(false);
  useWidgetReady(me.data !== undefined);

  if (!me.data) return <ProfileSkeleton />;
  const profile = me.data;
  const accounts = connectedAccounts(profile.oauthProfiles);
  const name = fullName(profile);

  return (
    <div
      className="up-card"
      part="base"
      role="group"
      aria-label={strings.cardLabel}
      {...dialogs.intentProps}
    >
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
            <dd className="up-email-row">
              <span className="up-email">{profile.email}</span>
              <Button
                className="up-change-email"
                intent="secondary"
                size={1}
                aria-label={strings.emailChange.changeEmailLabel}
                onClick={() => setChangingEmail(true)}
              >
                {strings.emailChange.change}
              </Button>
            </dd>
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
      <EditName open={editing} onOpenChange={setEditing} profile={profile} />
      <EmailChange
        open={changingEmail}
        onOpenChange={setChangingEmail}
        currentEmail={profile.email}
      />
    </div>
  );
}
