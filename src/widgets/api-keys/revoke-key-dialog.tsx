import { useEffect, useRef } from 'react';
import type { ApiKey } from '../../api/widgets';
import { AlertDialog, Button, Callout } from '../../ui';
import { useStrings } from '../shared';
import { createApiKeysStrings } from './strings';
import type { useRevokeApiKey } from './use-api-key-mutations';

export interface RevokeKeyDialogProps {
  apiKey: ApiKey | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  mutation: ReturnType<typeof useRevokeApiKey>;
}

/** "Revoke {name}?" naming what breaks; Cancel is focused first so a stray Enter revokes nothing. */
export function RevokeKeyDialog({ apiKey, open, onOpenChange, mutation }: RevokeKeyDialogProps) {
  const strings = useStrings(createApiKeysStrings);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const { reset } = mutation;
  useEffect(() => {
    if (open) reset();
  }, [open, reset]);
  if (!apiKey) return null;
  const confirm = () => {
    if (mutation.isPending) return;
    mutation.mutate(apiKey, { onSuccess: () => onOpenChange(false) });
  };
  return (
    <AlertDialog
      open={open}
      onOpenChange={onOpenChange}
      title={strings.revokeTitle(apiKey.name)}
      description={strings.revokeDescription(apiKey.name)}
      initialFocus={cancelRef}
      footer={
        <>
          <Button ref={cancelRef} intent="secondary" onClick={() => onOpenChange(false)}>
            {strings.cancel}
          </Button>
          <Button intent="destructive" loading={mutation.isPending} onClick={confirm}>
            {strings.revokeConfirm}
          </Button>
        </>
      }
    >
      {mutation.isError ? (
        <Callout color="danger">{mutation.error.message || strings.fallbackError}</Callout>
      ) : undefined}
    </AlertDialog>
  );
}
