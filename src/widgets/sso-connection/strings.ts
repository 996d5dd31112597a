// Every user-visible string of the SSO connection widget (SPEC.md §2 "SSO connection card", §4
// "SSO status", §8), kept in one place so the tests and the UI agree on the exact wording.

export const strings = {
  cardLabel: 'Single Sign-On',
  notConfigured: 'You haven’t set up Single Sign-On yet.',
  setUp: 'Set up SSO',
  continueSetup: 'Continue setup',
  manage: 'Manage',
  badgeSetupInProgress: 'Setup in progress',
  badgeConnected: 'Connected',
  badgeRequiresAction: 'Requires action',
  loading: 'Loading Single Sign-On status',
  expiredOn: (date: string) => `The SAML response signing certificate expired on ${date}.`,
  expiredUndated: 'The SAML response signing certificate has expired.',
  expiredConsequence:
    'Users won’t be able to sign-in to the application until the certificate is renewed.',
  expiresOn: (date: string) => `The SAML response signing certificate expires on ${date}.`,
  expiringConsequence:
    'Users won’t be able to sign-in to the application once it expires, so renew it before then.',
  popupBlocked: 'Your browser blocked the new tab. Open the admin portal with this link:',
  linkError: 'The admin portal could not be opened. Please try again.',
} as const;
