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
