import { useEffect, useState } from 'react';
import type { CreatedApiKey } from '../../api/widgets';
import { Button, Callout, Check, CheckboxList, Dialog } from '../../ui';
import { useStrings } from '../shared';
import { createApiKeysStrings } from './strings';

export interface SecretDialogProps {
  /** The key just created, with its secret; null when no secret is on show. */
  created: CreatedApiKey | null;
  /** Must the user confirm they copied it before the dialog may close (user scope)? */
  requireConfirmation: boolean;
  /** Closing forgets the secret (the parent drops `created`). */
  onClose: () => void;
}

/**
 * The one place the whole secret is ever shown: copy to clipboard and "you won't see it again".
 * When confirmation is required, Escape, the overlay and Done do nothing until the user has
 * copied the secret or ticked that they did.
 */
export function SecretDialog({ created, requireConfirmation, onClose }: SecretDialogProps) {
  const strings = useStrings(createApiKeysStrings);
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const [confirmed, setConfirmed] = useState(false);
  useEffect(() => {
    setCopy('idle');
    setConfirmed(false);
  }, [created]);
  const mayClose = !requireConfirmation || confirmed || copy === 'copied';

  const copySecret = () => {
    const clipboard = navigator.clipboard as Clipboard | undefined;
    if (!created || !clipboard) {
      setCopy('failed');
      return;
    }
    clipboard.writeText(created.value).then(
      () => setCopy('copied'),
      () => setCopy('failed'),
    );
  };

  return (
    <Dialog
      open={created !== null}
      onOpenChange={(open) => {
        if (!open && mayClose) onClose();
      }}
      title={strings.secretTitle}
      showCloseButton={mayClose}
      dismissOnOverlay={mayClose}
      width={530}
      footer={
        <Button disabled={!mayClose} onClick={onClose}>
          {strings.done}
        </Button>
      }
    >
      {created && (
        <div className="ak-secret-panel" part="secret">
          <Callout color="warning">{strings.secretWarning}</Callout>
          <div className="ak-secret-row">
            <input
              className="ak-secret-value"
              // A secret reads left to right in any locale.
              dir="ltr"
              readOnly
              aria-label={strings.secretLabel(created.name)}
              value={created.value}
              onFocus={(event) => event.currentTarget.select()}
            />
            <Button intent="secondary" onClick={copySecret}>
              {copy === 'copied' ? (
                <>
                  <Check aria-hidden="true" /> {strings.copied}
                </>
              ) : (
                strings.copy
              )}
            </Button>
          </div>
          <span className="ui-visually-hidden" role="status">
            {copy === 'copied' ? strings.copied : ''}
          </span>
          {copy === 'failed' && <Callout color="danger">{strings.copyFailed}</Callout>}
          {requireConfirmation && (
            <CheckboxList
              label={strings.confirmCopied}
              hideLabel
              options={[{ value: 'copied', label: strings.confirmCopied }]}
              value={confirmed || copy === 'copied' ? ['copied'] : []}
              onValueChange={(value) => setConfirmed(value.includes('copied'))}
            />
          )}
        </div>
      )}
    </Dialog>
  );
}
