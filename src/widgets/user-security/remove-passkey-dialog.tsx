import type { PasskeySummary } from '../../api/widgets';
import { useStrings, useWidgetApi } from '../shared';
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
  return (
    <VerifiedConfirmDialog
      {...props}
      title={passkeyStrings.removeTitle}
      description={passkeyStrings.removeDescription(passkey.name ?? passkeyStrings.title)}
      confirmLabel={passkeyStrings.remove}
      request={() => client.delete(`${passkeysPath}/${encodeURIComponent(passkey.id)}`)}
    />
  );
}
