import type { Domain } from '../../api/widgets';
import { ConfirmDialog } from '../../ui';
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
  const mutation = useRemoveDomain();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      width={488}
      title={strings.removeTitle}
      description={strings.removeDescription(domain.domain)}
      confirmLabel={strings.removeSubmit}
      cancelLabel={strings.cancel}
      pending={mutation.isPending}
      error={mutation.isError ? strings.removeError : undefined}
      onConfirm={() =>
        mutation.mutate(domain, {
          onSuccess: () => {
            onOpenChange(false);
            onRemoved();
          },
        })
      }
    />
  );
}
