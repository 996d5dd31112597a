import { useRef } from 'react';
import type { Domain } from '../../api/widgets';
import { AlertDialog, Button, Callout } from '../../ui';
import { useStrings } from '../shared';
import { createDomainVerificationStrings } from './strings';
import { useRemoveDomain } from './use-domain-mutations';

export interface RemoveDomainDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  domain: Domain;
  onRemoved: () => void;
}

/** 'Remove domain?' (488 px): Cancel first, so a stray Enter removes nothing. */
export function RemoveDomainDialog({
  open,
  onOpenChange,
  domain,
  onRemoved,
}: RemoveDomainDialogProps) {
  const strings = useStrings(createDomainVerificationStrings);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const mutation = useRemoveDomain();
  const confirm = () => {
    if (mutation.isPending) return;
    mutation.mutate(domain, {
      onSuccess: () => {
        onOpenChange(false);
        onRemoved();
      },
    });
  };
  return (
    <AlertDialog
      open={open}
      onOpenChange={onOpenChange}
      width={488}
      title={strings.removeTitle}
      description={strings.removeDescription(domain.domain)}
      initialFocus={cancelRef}
      footer={
        <>
          <Button ref={cancelRef} intent="secondary" onClick={() => onOpenChange(false)}>
            {strings.cancel}
          </Button>
          <Button intent="destructive" loading={mutation.isPending} onClick={confirm}>
            {strings.removeSubmit}
          </Button>
        </>
      }
    >
      {mutation.isError ? <Callout color="danger">{strings.removeError}</Callout> : undefined}
    </AlertDialog>
  );
}
