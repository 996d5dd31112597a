// Every user-visible string of the user-profile widget (SPEC.md §2 "Profile card", §5, §8).

export const strings = {
  cardLabel: 'Profile',
  nameLabel: 'Name',
  emailLabel: 'E-mail',
  nameNotSet: 'Not set',
  edit: 'Edit',
  editNameLabel: 'Edit name',
  connectedAccounts: 'Connected accounts',

  editTitle: 'Edit name',
  editDescription: 'Both fields are optional.',
  firstNameLabel: 'First name',
  lastNameLabel: 'Last name',
  cancel: 'Cancel',
  save: 'Save',
  done: 'Done',
  saveFallbackError: 'Something went wrong. Please try again.',
} as const;

// The e-mail change (issue #24): identity check, new address, code from the new address.
export const emailChangeStrings = {
  change: 'Change',
  changeEmailLabel: 'Change e-mail address',
  title: 'Change e-mail address',
  verifyTitle: 'Verify your identity',
  resendCode: 'Send a new code',
  addressDescription: (email: string) =>
    `Your e-mail address is ${email}. We will send a code to the new address to confirm it.`,
  newEmailLabel: 'New e-mail address',
  continue: 'Continue',
  cancel: 'Cancel',
  codeDescription: (email: string) => `Enter the 6-digit code we sent to ${email}.`,
  codeExpires: (time: string) => `The code expires at ${time}.`,
  codeLabel: 'Code from the new address',
  useAnotherAddress: 'Use a different address',
  newCodeSent: 'A new code is on its way.',
  // One message per failure, shown on the field it belongs to.
  emailRequired: 'Please enter the new e-mail address',
  emailInvalid: 'Enter a valid e-mail address.',
  emailSame: 'This is already your e-mail address.',
  emailTaken: 'This e-mail address is already used by another account.',
  codeWrong: 'Invalid code, please try again.',
  codeExpired: 'This code has expired. Request a new code.',
  codeTooManyTries: 'Too many incorrect attempts. Request a new code.',
  codeNoChange: 'This code is no longer valid. Request a new code.',
  rateLimited: 'Too many e-mail change requests. Please wait a while and try again.',
  network: 'Could not reach the server. Check your connection and try again.',
  fallback: 'Something went wrong. Please try again.',
} as const;
