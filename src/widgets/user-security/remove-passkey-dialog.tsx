import type { PasskeySummary } from '../../api/widgets';
import { createKnownNames, useStrings, useWidgetApi } from '../shared';
import { passkeysPath, type VerifiedDialogProps } from './security-dialog-parts';
import { createPasskeyStrings } from './passkey-strings';
import { VerifiedConfirmDialog } from './verified-confirm-dialog';

/** 'Remove passkey?', behind identity verification. */
export function RemovePasskeyDialog({
  passkey,
  ...props
}: VerifiedDialogProps & { passkey: PasskeySummary }) {
  const passkeyStrings = useStrings(createPasskeyStrings);
  const client = useWidgetApi();
  const known = useStrings(createKnownNames);
  const name = passkey.name ? known.passkeyName(passkey.name) : passkeyStrings.title;
  return (
    <VerifiedConfirmDialog
      {...props}
      title={passkeyStrings.removeTitle}
      description={passkeyStrings.removeDescription(name)}
      confirmLabel={passkeyStrings.remove}
      request={() => client.delete(`${passkeysPath}/${encodeURIComponent(passkey.id)}`)}
    />
  );
}
