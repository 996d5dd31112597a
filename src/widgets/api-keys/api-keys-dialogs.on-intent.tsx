// <api-keys>'s dialogs (create, the secret shown once, details, edit expiration, revoke) with the
// expiration field and permissions picker they use: one chunk, fetched when 'Create API key' or a
// row's actions button is pointed at, focused or clicked (`.on-intent`: the build names it
// chunks/on-intent/api-keys-dialogs.js and the bundle-size bench does not count it in what an
// idle page downloads). One chunk rather than five: fewer requests and less gzip overhead.

export { CreateKeyDialog } from './create-key-dialog';
export { EditExpirationDialog } from './edit-expiration-dialog';
export { KeyDetailsDialog } from './key-details-dialog';
export { RevokeKeyDialog } from './revoke-key-dialog';
export { SecretDialog } from './secret-dialog';
