import { useQuery } from '@tanstack/react-query';
import { Badge, Callout, formatRelativeTime, Info, Spinner, useUiStrings } from '../../ui';
import {
  AdminPortalButton,
  AdminPortalNotice,
  StatusCard,
  useAdminPortalLink,
  useWidgetApi,
  useWidgetReady,
  useStrings,
} from '../shared';
import { AuditLogStreamingSkeleton } from './audit-log-streaming-skeleton';
import { DestinationIcon } from './destination-icon';
import { deriveStreamView, destinationOf, ulidTime } from './model';
import { auditLogStreamQueryOptions } from './queries';
import { createAuditLogStreamingStrings } from './strings';

/**
 * The log stream card (anchor-widgets.md §3): the destination, its status and last sync, the
 * credentials notice when it is not streaming, and the button into the admin portal.
 */
export function AuditLogStreaming() {
  const strings = useStrings(createAuditLogStreamingStrings);
  const ui = useUiStrings();
  const client = useWidgetApi();
  const portal = useAdminPortalLink('log_streams');
  // What was configured in the admin portal shows on return to this tab.
  const stream = useQuery({
    ...auditLogStreamQueryOptions(client),
    refetchOnWindowFocus: portal.refetchOnReturn,
  });
  useWidgetReady(stream.data !== undefined);
  if (!stream.data) return <AuditLogStreamingSkeleton />;

  const view = deriveStreamView(stream.data, strings);
  const configured = 'id' in stream.data ? stream.data : null;
  const destination = configured ? destinationOf(configured.type) : null;
  const synced = ulidTime(configured?.lastSyncedEventId);
  const showSync = view.status === 'active' || view.status === 'error';

  return (
    <StatusCard
      label={strings.cardLabel}
      status={{ attribute: 'data-status', value: view.status }}
      icon={<DestinationIcon destination={destination} />}
      title={destination ? destination.name : strings.cardLabel}
      badge={
        view.badge &&
        view.badgeColor && (
          <Badge color={view.badgeColor} part="status-badge">
            {view.status === 'inactive' && <Spinner size={1} />}
            {view.badge}
          </Badge>
        )
      }
      details={
        <>
          {!configured && <span className="status-card-subtitle">{strings.notConfigured}</span>}
          {showSync && (
            <span className="status-card-subtitle" part="last-sync">
              {synced === undefined
                ? strings.neverSynced
                : strings.lastSync(
                    formatRelativeTime(synced, Date.now(), undefined, {
                      locale: ui.locale,
                      strings: ui.strings,
                      inSentence: true,
                    }),
                  )}
            </span>
          )}
        </>
      }
      action={
        <AdminPortalButton
          portal={portal}
          label={view.button}
          buttonIntent={view.status === 'not-configured' ? 'primary' : 'secondary'}
        />
      }
    >
      <AdminPortalNotice
        portal={portal}
        blockedMessage={strings.popupBlocked}
        errorMessage={strings.linkError}
      />
      {view.status === 'error' && (
        <Callout
          color="danger"
          role="note"
          icon={<Info aria-hidden="true" />}
          className="status-card-note"
          part="error-notice"
        >
          {strings.errorNotice}
        </Callout>
      )}
    </StatusCard>
  );
}
