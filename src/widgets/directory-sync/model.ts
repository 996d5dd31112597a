// Pure rules of the directory sync card (anchor-widgets.md §2): what each directory state shows.
// No React, no network.
import type { WidgetDirectory } from '../../api/widgets';
import { englishDirectorySyncStrings, type DirectorySyncStrings } from './strings';

export type DirectoryButton = 'continue-setup' | 'manage';

export interface DirectoryCardView {
  /** The state as the card treats it (an unknown one is shown like a linked directory). */
  state: string;
  /** Badge beside the name; none for most states. */
  badge: { label: string; color: 'green' | 'red' } | null;
  /** Text beside a spinner while something is under way. */
  progress: string | null;
  /** Whether the users, groups and last sync line shows. */
  counts: boolean;
  /** The button into the admin portal; null when there is none (deleting). */
  button: DirectoryButton | null;
  /** A callout under the row asking the administrator to act. */
  callout: string | null;
}

/** What one directory's card shows, by its state. */
export function directoryCardView(
  directory: Pick<WidgetDirectory, 'state'>,
  strings: DirectorySyncStrings = englishDirectorySyncStrings(),
): DirectoryCardView {
  const view = (partial: Partial<DirectoryCardView>): DirectoryCardView => ({
    state: directory.state,
    badge: null,
    progress: null,
    counts: false,
    button: 'manage',
    callout: null,
    ...partial,
  });
  switch (directory.state) {
    case 'unlinked':
      return view({ progress: strings.setupInProgress, button: 'continue-setup' });
    case 'validating':
      return view({ progress: strings.waitingForData });
    case 'invalid_credentials':
      return view({
        badge: { label: strings.requiresAction, color: 'red' },
        counts: true,
        callout: strings.invalidCredentials,
      });
    case 'requires_type':
      return view({
        badge: { label: strings.requiresAction, color: 'red' },
        callout: strings.requiresType,
      });
    case 'deleting':
      return view({ progress: strings.deleting, counts: true, button: null });
    case 'linked':
      return view({ badge: { label: strings.connected, color: 'green' }, counts: true });
    default:
      return view({ counts: true });
  }
}
