import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { Domain } from '../../api/widgets';
import { Callout, Skeleton, onIntentChunk } from '../../ui';
import {
  AdminPortalButton,
  AdminPortalNotice,
  useAdminPortalLink,
  useWidgetApi,
  useWidgetReady,
  useStrings,
} from '../shared';
import { DomainRow } from './domain-row';
import {
  reverifyErrorMessage,
  reverifyOutcome,
  type DomainAction,
  type ReverifyOutcome,
} from './model';
import { domainsQueryOptions } from './queries';
import { createDomainVerificationStrings } from './strings';
import { useReverifyDomain } from './use-domain-mutations';

type OpenDialog = { kind: 'view' | 'remove'; domain: Domain } | null;

// Viewing a domain's details and removing it are rare: their dialogs are a chunk fetched when a
// row's actions button is pointed at or focused, or when one opens (a pending layer until then),
// not once idle.
const dialogs = onIntentChunk(() => import('./domain-dialogs.on-intent'), 'button.dv-actions');
const DomainDetailsDialog = dialogs.component(
  (m) => m.DomainDetailsDialog,
  (props) => props.open,
);
const RemoveDomainDialog = dialogs.component(
  (m) => m.RemoveDomainDialog,
  (props) => props.open,
);

/**
 * The domain verification widget (SPEC.md §2, §4 "Domain states"): the organization's domains
 * with their state and TXT record, 'Add domain' into the hosted admin portal, and per-domain
 * view, verify again and remove.
 */
export function DomainVerification() {
  const strings = useStrings(createDomainVerificationStrings);
  const client = useWidgetApi();
  const portal = useAdminPortalLink('domain_verification');
  // A domain added in the admin portal shows on return to this tab.
  const domains = useQuery({
    ...domainsQueryOptions(client),
    refetchOnWindowFocus: portal.refetchOnReturn,
  });
  useWidgetReady(domains.data !== undefined);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [outcome, setOutcome] = useState<ReverifyOutcome | null>(null);
  const reverify = useReverifyDomain();
  const container = useRef<HTMLDivElement>(null);

  const onAction = (action: DomainAction, domain: Domain) => {
    setOutcome(null);
    if (action === 'reverify') {
      reverify.mutate(domain, {
        onSuccess: (result) => setOutcome(reverifyOutcome(result, strings)),
        onError: (error) =>
          setOutcome({ tone: 'danger', message: reverifyErrorMessage(error, strings) }),
      });
      return;
    }
    setDialog({ kind: action, domain });
  };

  const addDomain = (
    <AdminPortalButton
      portal={portal}
      label={strings.addDomain}
      className="dv-add"
      part="add-domain"
    />
  );

  if (!domains.data) {
    return (
      <div className="dv" role="status" aria-label={strings.loading}>
        <div className="dv-toolbar">
          <Skeleton shape="rect" width={112} height={32} />
        </div>
        <ul className="dv-list" aria-hidden="true">
          {[0, 1, 2].map((key) => (
            <li key={key} className="dv-row">
              <div className="dv-row-main">
                <Skeleton width={180} />
                <Skeleton shape="pill" width={96} />
              </div>
            </li>
          ))}
        </ul>
      </div>
    );
  }

  const list = domains.data.data;
  return (
    <div ref={container} className="dv" {...dialogs.intentProps}>
      <div className="dv-toolbar">{list.length > 0 && addDomain}</div>
      <AdminPortalNotice
        portal={portal}
        blockedMessage={strings.popupBlocked}
        errorMessage={strings.linkError}
      />
      {outcome && (
        <Callout color={outcome.tone} role="status" className="dv-outcome">
          {outcome.message}
        </Callout>
      )}
      {list.length === 0 ? (
        <div className="dv-empty" part="empty">
          <p className="dv-empty-title">{strings.emptyTitle}</p>
          <p className="dv-empty-text">{strings.emptyText}</p>
          {addDomain}
        </div>
      ) : (
        <ul className="dv-list" part="list" aria-label={strings.listLabel}>
          {list.map((domain) => (
            <DomainRow
              key={domain.id}
              domain={domain}
              verifying={reverify.isPending && reverify.variables?.id === domain.id}
              onAction={onAction}
            />
          ))}
        </ul>
      )}
      {dialog?.kind === 'view' && (
        <DomainDetailsDialog
          open
          onOpenChange={(open) => !open && setDialog(null)}
          domain={dialog.domain}
        />
      )}
      {dialog?.kind === 'remove' && (
        <RemoveDomainDialog
          open
          onOpenChange={(open) => !open && setDialog(null)}
          domain={dialog.domain}
          onRemoved={() => {
            // The removed row held the focus; put it somewhere sensible in the widget.
            requestAnimationFrame(() =>
              container.current?.querySelector<HTMLElement>('.dv-actions, .dv-add')?.focus(),
            );
          }}
        />
      )}
    </div>
  );
}
