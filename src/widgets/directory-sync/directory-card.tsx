import type { WidgetDirectory } from '../../api/widgets';
import { Badge, Callout, RelativeTime, Spinner } from '../../ui';
import { StatusCard, useStrings } from '../shared';
import { DirectoryIcon } from './directory-icon';
import { directoryCardView } from './model';
import { PortalLink } from './portal-link';
import { directoryProvider } from './providers';
import { createDirectorySyncStrings } from './strings';

export interface DirectoryCardProps {
  directory: WidgetDirectory;
  link: string | null | undefined;
  onOpen: (directoryId: string) => void;
}

/** One directory: provider and name, state, counts and last sync, the portal button. */
export function DirectoryCard({ directory, link, onOpen }: DirectoryCardProps) {
  const strings = useStrings(createDirectorySyncStrings);
  const view = directoryCardView(directory, strings);
  const provider = directoryProvider(directory.type);
  return (
    <StatusCard
      as="li"
      status={{ attribute: 'data-state', value: view.state }}
      icon={<DirectoryIcon mark={provider.mark} />}
      title={directory.name || provider.name}
      badge={
        view.badge && (
          <Badge color={view.badge.color} part="badge state-badge">
            {view.badge.label}
          </Badge>
        )
      }
      details={
        <>
          <span className="status-card-subtitle ds-detail">{provider.name}</span>
          {view.counts && (
            <span className="status-card-subtitle ds-detail" part="counts">
              {strings.users(directory.metadata.users.active)}
              <span aria-hidden="true"> ∙ </span>
              <span className="kit-visually-hidden">, </span>
              {strings.groups(directory.metadata.groups)}
              {directory.lastSyncRunAt && (
                <>
                  <span aria-hidden="true"> ∙ </span>
                  <span className="kit-visually-hidden">, </span>
                  {strings.lastSync} <RelativeTime date={directory.lastSyncRunAt} inSentence />
                </>
              )}
            </span>
          )}
        </>
      }
      action={
        <>
          {view.progress && (
            <span className="ds-progress" part="progress" role="status">
              <Spinner size={1} />
              {view.progress}
            </span>
          )}
          {view.button && (
            <PortalLink
              href={link}
              label={view.button === 'continue-setup' ? strings.continueSetup : strings.manage}
              unavailable={strings.noLink}
              onOpen={() => onOpen(directory.id)}
            />
          )}
        </>
      }
    >
      {view.callout && (
        <Callout color="info" role="note" className="status-card-note">
          {view.callout}
        </Callout>
      )}
    </StatusCard>
  );
}
