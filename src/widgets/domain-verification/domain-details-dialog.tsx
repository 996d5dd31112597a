import type { Domain } from '../../api/widgets';
import { Badge, Button, Dialog } from '../../ui';
import { domainStateBadge } from './model';
import { useI18n, useStrings } from '../shared';
import { createDomainVerificationStrings } from './strings';
import { TxtRecord } from './txt-record';

export interface DomainDetailsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  domain: Domain;
}

/** 'View' of a pending domain (530 px): its state, when it was added and the record to publish. */
export function DomainDetailsDialog({ open, onOpenChange, domain }: DomainDetailsDialogProps) {
  const strings = useStrings(createDomainVerificationStrings);
  const { locale } = useI18n();
  const addedFormat = new Intl.DateTimeFormat(locale.tag, { dateStyle: 'long' });
  const badge = domainStateBadge(domain.state, strings);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      width={530}
      title={strings.detailsTitle(domain.domain)}
      description={strings.detailsDescription}
      footer={
        <Button intent="secondary" onClick={() => onOpenChange(false)}>
          {strings.close}
        </Button>
      }
    >
      <div className="dv-details">
        <p className="dv-details-meta">
          <Badge color={badge.color}>{badge.label}</Badge>
          <span>
            {strings.detailsAdded} {addedFormat.format(new Date(domain.createdAt))}
          </span>
        </p>
        <TxtRecord domain={domain} />
      </div>
    </Dialog>
  );
}
