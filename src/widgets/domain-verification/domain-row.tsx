import type { Domain } from '../../api/widgets';
import { Badge, DropdownMenu, IconButton, MenuItem, MoreHorizontal } from '../../ui';
import { domainActions, domainStateBadge, needsTxtRecord, type DomainAction } from './model';
import { useStrings } from '../shared';
import { createDomainVerificationStrings, type DomainVerificationStrings } from './strings';
import { TxtRecord } from './txt-record';

export interface DomainRowProps {
  domain: Domain;
  /** Whether a reverify of this domain is running. */
  verifying: boolean;
  onAction: (action: DomainAction, domain: Domain) => void;
}

const actionLabels = (strings: DomainVerificationStrings): Record<DomainAction, string> => ({
  view: strings.actionView,
  reverify: strings.actionReverify,
  remove: strings.actionRemove,
});

/** One domain: its name and state, its TXT record while unverified, and its actions. */
export function DomainRow({ domain, verifying, onAction }: DomainRowProps) {
  const strings = useStrings(createDomainVerificationStrings);
  const badge = domainStateBadge(domain.state, strings);
  return (
    <li className="dv-row" part="row" data-state={domain.state} aria-busy={verifying || undefined}>
      <div className="dv-row-main">
        <span className="dv-row-title">
          <span className="dv-domain">{domain.domain}</span>
          <Badge color={badge.color} className="dv-state" part="state-badge">
            {badge.label}
          </Badge>
        </span>
        <DropdownMenu
          trigger={
            <IconButton
              aria-label={strings.actionsLabel(domain.domain)}
              size={1}
              className="dv-actions"
            >
              <MoreHorizontal aria-hidden="true" />
            </IconButton>
          }
        >
          {domainActions(domain.state).map((action) => (
            <MenuItem
              key={action}
              color={action === 'remove' ? 'danger' : undefined}
              disabled={action === 'reverify' && verifying}
              onSelect={() => onAction(action, domain)}
            >
              {actionLabels(strings)[action]}
            </MenuItem>
          ))}
        </DropdownMenu>
      </div>
      {needsTxtRecord(domain) && <TxtRecord domain={domain} />}
    </li>
  );
}
