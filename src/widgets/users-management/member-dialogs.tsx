import { Suspense } from 'react';
import type { Role } from '../../api/widgets';
import { LayerPending } from '../../ui';
import { usePreloadDialogNames } from '../known-names/dialog-names';
import { usePreloadMemberDialogStrings } from './dialog-strings';
import { EditRoleDialog } from './edit-role-dialog';
import { InviteSentDialog } from './invite-sent-dialog';
import { InviteUserDialog } from './invite-user-dialog';
import { openDialog, type DialogState } from './dialog-state';
import type { RolesState } from './model';
import { RemoveUserDialog } from './remove-user-dialog';
import { ResendInviteDialog } from './resend-invite-dialog';
import { RevokeInviteDialog } from './revoke-invite-dialog';

export interface MemberDialogsProps {
  state: DialogState;
  onChange: (update: (previous: DialogState) => DialogState) => void;
  roles: readonly Role[];
  rolesState: RolesState;
  multipleRoles: boolean;
  /** After a member was removed (their row, which held focus, is about to go). */
  onRemoved?: () => void;
}

/**
 * Renders the dialog the state names. The dialogs' strings in the element's language (and the
 * roles' descriptions) are fetched as soon as this chunk is in, before a dialog opens; one opened
 * sooner shows the pending layer until they arrive. A later change of locale never shows it: the
 * element keeps its old language until these catalogs' new one is in (extras/dialog-catalog.ts).
 */
export function MemberDialogs(props: MemberDialogsProps) {
  usePreloadMemberDialogStrings();
  usePreloadDialogNames(props.multipleRoles);
  return (
    <Suspense fallback={props.state.open ? <LayerPending /> : null}>
      <DialogOf {...props} />
    </Suspense>
  );
}

function DialogOf({
  state,
  onChange,
  roles,
  rolesState,
  multipleRoles,
  onRemoved,
}: MemberDialogsProps) {
  const { kind, member, open, session } = state;
  const onOpenChange = (next: boolean) => onChange((previous) => ({ ...previous, open: next }));
  if (kind === 'invite') {
    return (
      <InviteUserDialog
        key={session}
        open={open}
        onOpenChange={onOpenChange}
        roles={roles}
        rolesState={rolesState}
      />
    );
  }
  if (!member) return null;
  const common = { key: session, open, onOpenChange, member };
  switch (kind) {
    case 'edit-role':
      return <EditRoleDialog {...common} roles={roles} multipleRoles={multipleRoles} />;
    case 'remove':
      return <RemoveUserDialog {...common} onRemoved={onRemoved} />;
    case 'revoke':
      return <RevokeInviteDialog {...common} />;
    case 'resend':
      return (
        <ResendInviteDialog
          {...common}
          onSent={() => onChange((previous) => openDialog(previous, 'resent', member))}
        />
      );
    case 'resent':
      return (
        <InviteSentDialog
          key={session}
          open={open}
          onOpenChange={onOpenChange}
          email={member.email}
        />
      );
    default:
      return null;
  }
}
