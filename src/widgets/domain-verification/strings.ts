// Every user-visible string of the domain verification widget (SPEC.md §2, §4 "Domain states"),
// kept in one place so the tests and the UI agree on the exact wording.

export const strings = {
  listLabel: 'Domains',
  addDomain: 'Add domain',
  emptyTitle: 'No domains yet',
  emptyText:
    'Add and verify the domains your organization owns, so people with those e-mail addresses are recognised as members.',
  loading: 'Loading domains',
  stateVerified: 'Verified',
  statePending: 'Verification pending',
  stateFailed: 'Verification failed',
  actionsLabel: (domain: string) => `Actions for ${domain}`,
  actionView: 'View',
  actionReverify: 'Verify again',
  actionRemove: 'Remove',
  txtHeading: 'Add this TXT record to the domain’s DNS:',
  txtType: 'Type',
  txtHost: 'Host',
  txtFullName: (name: string) => `Full name: ${name}`,
  txtValue: 'Value',
  copy: 'Copy',
  copied: 'Copied',
  copyLabel: (what: string) => `Copy ${what}`,
  copyFailed: 'Could not copy; select the text and copy it yourself.',
  detailsTitle: (domain: string) => `Verify ${domain}`,
  detailsDescription:
    'Add the TXT record below at your DNS provider. Changes to DNS can take up to 72 hours to be visible.',
  detailsAdded: 'Added',
  close: 'Close',
  removeTitle: 'Remove domain?',
  removeDescription: (domain: string) =>
    `${domain} will be removed from your organization. To use it again, add it and verify it again.`,
  removeSubmit: 'Remove domain',
  cancel: 'Cancel',
  removeError: 'There was an error removing the domain. Please try again.',
  reverifyError: 'There was an error verifying the domain. Please try again.',
  reverifyLookupFailed:
    'The DNS lookup for the TXT record failed, so nothing changed. Please try again in a moment.',
  reverifyVerified: (domain: string) => `${domain} is verified.`,
  reverifyFailed: (domain: string) =>
    `The TXT record for ${domain} was not found, so ${domain} is still not verified. Check the record at your DNS provider, then verify again; changes can take up to 72 hours to be visible.`,
  reverifyPending: (domain: string) =>
    `The TXT record for ${domain} was not found yet, so its verification is still pending. Changes to DNS can take up to 72 hours to be visible.`,
  popupBlocked: 'Your browser blocked the new tab. Open the admin portal with this link:',
  linkError: 'The admin portal could not be opened. Please try again.',
} as const;
