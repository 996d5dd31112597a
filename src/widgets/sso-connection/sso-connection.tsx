import { useQuery } from '@tanstack/react-query';
import { Badge, Callout } from '../../ui';
import {
  AdminPortalButton,
  AdminPortalNotice,
  StatusCard,
  useAdminPortalLink,
  useWidgetApi,
  useWidgetReady,
  useI18n,
  useStrings,
} from '../shared';
import { certificateNotice, deriveSsoStatus, shownConnection } from './model';
import { ProviderIcon } from './provider-icon';
import { providerInfo } from './providers';
import { ssoConnectionsQueryOptions } from './queries';
import { SsoConnectionSkeleton } from './sso-connection-skeleton';
import { createSsoConnectionStrings } from './strings';

/** Languages that set sentences side by side without a space (after 。). */
const UNSPACED_SENTENCES = new Set(['ja']);

/**
 * The SSO connection card (SPEC.md §2, §4 "SSO status"): the first connection's provider, its
 * status and the certificate notice, and the button into the hosted admin portal.
 */
export function SsoConnection() {
  const strings = useStrings(createSsoConnectionStrings);
  const { locale } = useI18n();
  const client = useWidgetApi();
  // A failed load throws to the widget root, which shows 'Unknown error' (SPEC.md §8).
  const portal = useAdminPortalLink('sso');
  // What was set up in the admin portal shows on return to this tab.
  const connections = useQuery({
    ...ssoConnectionsQueryOptions(client),
    refetchOnWindowFocus: portal.refetchOnReturn,
  });
  useWidgetReady(connections.data !== undefined);
  if (!connections.data) return <SsoConnectionSkeleton />;

  const connection = shownConnection(connections.data);
  const view = deriveSsoStatus(connection, Date.now(), strings);
  const provider = connection ? providerInfo(connection.type) : null;
  const notice = certificateNotice(view, undefined, strings, locale.tag);

  return (
    <StatusCard
      label={strings.cardLabel}
      status={{ attribute: 'data-status', value: view.status }}
      icon={<ProviderIcon mark={provider?.mark ?? null} />}
      title={provider ? provider.name : strings.cardLabel}
      badge={
        view.badge &&
        view.badgeColor && (
          <Badge color={view.badgeColor} part="status-badge">
            {view.badge}
          </Badge>
        )
      }
      details={
        <span className="status-card-subtitle">
          {connection ? connection.name : strings.notConfigured}
        </span>
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
      {notice && (
        <Callout
          color={notice.tone}
          role="note"
          className="status-card-note"
          part="certificate-notice"
        >
          {notice.lines.join(UNSPACED_SENTENCES.has(locale.catalog) ? '' : ' ')}
        </Callout>
      )}
    </StatusCard>
  );
}
