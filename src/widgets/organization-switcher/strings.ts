// Every user-visible string of <organization-switcher> (SPEC.md §2 "Organization switcher", §8).
export const strings = {
  groupLabel: 'Organization',
  switchAction: 'Switch organization',
  noneSelected: 'Select organization',
  searchLabel: 'Search organizations',
  searchPlaceholder: 'Search organizations...',
  listLabel: 'Organizations',
  empty: 'No organizations found.',
  loadFailed: 'Failed to load organizations',
  retry: 'Retry',
  switching: (name: string) => `Switching to ${name}…`,
  switchFailed: 'Failed to switch organization',
  switchFailedFallback: 'An error occurred while switching organizations',
  dismiss: 'Dismiss',
  loading: 'Loading organizations',
} as const;
