// Every user-visible string of the user-sessions widget (SPEC.md §2 "Sessions widget", §8).

export const strings = {
  listLabel: 'Sessions',
  thisDevice: 'This device',
  lastSeen: 'Last seen',
  unknownLocation: 'Unknown location',
  unknownLocationInSentence: 'location unknown',
  noSessions: 'No active sessions.',
  signOut: 'Sign out',
  /** The Sign out button's name: what tells one row from another, read out of context. */
  signOutLabel: (device: string, location: string, lastSeen: string) =>
    `Sign out of ${device}, ${location}, last active ${lastSeen}`,
  cancel: 'Cancel',

  signOutTitle: 'Sign out of device?',
  signOutDescription: (device: string) =>
    `${device} will be signed out and will need to sign in again.`,

  signOutAllCardTitle: 'Sign out of all other devices',
  signOutAllCardText: 'Sign out everywhere except this device.',
  signOutAllButton: 'Sign out of all other devices',
  signOutAllTitle: 'Sign out of all other devices?',
  signOutAllDescription:
    'Every other device will be signed out and will need to sign in again. This device stays signed in.',
  signOutAllSubmit: 'Sign out',

  fallbackError: 'Something went wrong. Please try again.',
} as const;
