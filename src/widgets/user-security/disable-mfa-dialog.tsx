import { useStrings, useWidgetApi } from '../shared';
import { profilePath, type VerifiedDialogProps } from './security-dialog-parts';
import { createUserSecurityStrings } from './strings';
import { VerifiedConfirmDialog } from './verified-confirm-dialog';

/** 'Disable multi-factor authentication?', behind identity verification; removes every TOTP factor. */
export function DisableMfaDialog(props: VerifiedDialogProps) {
  const strings = useStrings(createUserSecurityStrings);
  const client = useWidgetApi();
  return (
    <VerifiedConfirmDialog
      {...props}
      title={strings.disableTitle}
      description={strings.disableDescription}
      confirmLabel={strings.disable}
      request={() => client.delete(`${profilePath}/totp-factors`)}
    />
  );
}
