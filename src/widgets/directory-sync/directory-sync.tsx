import { useQuery } from '@tanstack/react-query';
import {
  StatusCard,
  StatusCardSkeleton,
  useStrings,
  useWidgetApi,
  useWidgetEvent,
  useWidgetReady,
} from '../shared';
import { DirectoryCard } from './directory-card';
import type { DirectorySyncEvents } from './events';
import { PortalLink } from './portal-link';
import { directoriesQueryOptions } from './queries';
import { createDirectorySyncStrings } from './strings';

/**
 * The directory sync widget (anchor-widgets.md §2): one card per directory of the organization
 * with its provider, state, counts and last sync, and a button into the hosted admin portal; a
 * 'Set up directory' card when there is none.
 */
export function DirectorySync() {
  const strings = useStrings(createDirectorySyncStrings);
  const client = useWidgetApi();
  const dispatch = useWidgetEvent();
  // A failed load throws to the widget root, which shows the error fallback. The list refetches
  // when the tab regains focus (what was done in the admin portal shows, and the link is fresh).
  const directories = useQuery(directoriesQueryOptions(client));
  useWidgetReady(directories.data !== undefined);
  const opened = (directoryId: string | null) =>
    dispatch<DirectorySyncEvents['admin-portal-opened']>('admin-portal-opened', {
      intent: 'dsync',
      directoryId,
    });

  if (!directories.data) {
    return (
      <StatusCardSkeleton
        label={strings.loading}
        className="ds-empty"
        lines={[220]}
        actionWidth={128}
      />
    );
  }

  const { data, link } = directories.data;
  if (data.length === 0) {
    return (
      <StatusCard
        className="ds-empty"
        part="card empty"
        label={strings.cardLabel}
        details={<p className="ds-empty-text">{strings.empty}</p>}
        action={
          <PortalLink
            href={link}
            label={strings.setUp}
            unavailable={strings.noLink}
            primary
            onOpen={() => opened(null)}
          />
        }
      />
    );
  }
  return (
    <ul className="ds-list" part="list" aria-label={strings.listLabel}>
      {data.map((directory) => (
        <DirectoryCard key={directory.id} directory={directory} link={link} onOpen={opened} />
      ))}
    </ul>
  );
}
