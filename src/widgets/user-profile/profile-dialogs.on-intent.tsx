import { useElevatedAccess } from '../shared/identity-check/use-elevated-access';
import { ChangeEmailDialog, type ChangeEmailDialogProps } from './change-email-dialog';

// <user-profile>'s dialogs (edit name, change e-mail): a chunk of their own, fetched when the
// 'Edit' or 'Change' button is pointed at, focused or clicked (`.on-intent`: the build names it
// chunks/on-intent/profile-dialogs.js and the bundle-size bench does not count it in what an
// idle page downloads). The identity
// check, OTP cells and field models come with it (chunks/on-intent/identity-check.js), so the
// elevated-access state is held here: this component stays mounted once loaded, so a token
// outlives each opening of the dialog.

export { EditNameDialog } from './edit-name-dialog';

export type EmailChangeProps = Omit<ChangeEmailDialogProps, 'elevated'>;

/** The e-mail change dialog of <user-profile>, with the elevated access it needs. */
export function EmailChange(props: EmailChangeProps) {
  const elevated = useElevatedAccess();
  return <ChangeEmailDialog {...props} elevated={elevated} />;
}
