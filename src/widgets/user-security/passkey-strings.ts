// Every text of the Passkeys row and its dialogs (issue #25), kept apart from strings.ts so the
// whole set moves to a catalog in one piece.
export const passkeyStrings = {
  title: 'Passkeys',
  notSet: 'Sign in with your fingerprint, face or screen lock instead of a password',
  add: 'Add a passkey',
  listLabel: 'Your passkeys',
  addedOn: 'Added',
  lastUsed: 'Last used',
  neverUsed: 'Not used yet',
  rename: 'Rename',
  renameLabel: (name: string) => `Rename ${name}`,
  remove: 'Remove',
  removeLabel: (name: string) => `Remove ${name}`,
  kindSynced: 'Synced passkey',
  kindSecurityKey: 'Security key',
  kindDevice: 'Saved on one device',
  kindPhone: 'Phone or tablet',
  addTitle: 'Add a passkey',
  addDescription:
    'Your browser will ask you to create a passkey with your fingerprint, face, screen lock or a security key. You can then sign in with it instead of a password.',
  create: 'Create passkey',
  tryAgain: 'Try again',
  preparing: 'Waiting for your browser…',
  renameTitle: 'Rename passkey',
  nameLabel: 'Name',
  nameHint: 'A name that tells you which device or password manager holds it.',
  nameRequired: 'Please enter a name',
  nameTooLong: 'Use at most 64 characters',
  removeTitle: 'Remove passkey?',
  removeDescription: (name: string) =>
    `You will no longer be able to sign in with “${name}”. Your device may keep the passkey; you can delete it there too.`,
  // The browser's ceremony errors, each in plain words; nothing the user did is lost.
  errorCancelled: 'The passkey request was cancelled. You can try again when you are ready.',
  errorTimedOut: 'The passkey request timed out. Try again and answer your device’s prompt.',
  errorNotAllowed:
    'Your browser or device did not allow a passkey to be created here. Try again, or use another device.',
  errorAlreadyRegistered:
    'This device or password manager already holds a passkey for your account. Use another one, or remove the old passkey first.',
  errorUnsupported:
    'This browser does not support passkeys. Try a recent browser or another device.',
  errorNoAuthenticator:
    'None of your devices can create a passkey of the kind needed (with a screen lock or PIN).',
  errorWrongAddress: 'Passkeys cannot be created on this page’s address.',
  errorUnknown: 'The passkey could not be created. Please try again.',
} as const;
