import { useEffect } from 'react';
import type { ApiKey } from '../../api/widgets';
import { ConfirmDialog } from '../../ui';
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
  const { reset } = mutation;
  useEffect(() => {
    if (open) reset();
  }, [open, reset]);
  if (!apiKey) return null;
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={strings.revokeTitle(apiKey.name)}
      description={strings.revokeDescription(apiKey.name)}
      confirmLabel={strings.revokeConfirm}
      cancelLabel={strings.cancel}
      pending={mutation.isPending}
      error={mutation.isError ? mutation.error.message || strings.fallbackError : undefined}
      onConfirm={() => mutation.mutate(apiKey, { onSuccess: () => onOpenChange(false) })}
    />
  );
}
