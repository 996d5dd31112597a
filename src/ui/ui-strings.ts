// The few words UI primitives say on their own (aria labels, defaults, relative times). English
// here; a widget root passes its catalog's words through UiRoot's `strings`.

/** Words of the primitives and of relative times; every entry has an English default. */
export interface UiStrings {
  /** The × button of a dialog. */
  close: string;
  /** A save button's 'done' state. */
  done: string;
  /** The password field's toggle, hidden and shown. */
  showPassword: string;
  hidePassword: string;
  /** The OTP group and each cell ('Digit 1 of 6'). */
  verificationCode: string;
  otpDigit: (index: number, length: number) => string;
  /** A select with nothing chosen. */
  selectPlaceholder: string;
  /** A scrolling table region without its own label. */
  table: string;
  /** Relative times under 30 days (SPEC §9). */
  justNow: string;
  /** 'just now' after other words ('Last seen just now'). */
  justNowInSentence: string;
  minutesAgo: (count: number) => string;
  hoursAgo: (count: number) => string;
  daysAgo: (count: number) => string;
  weeksAgo: (count: number) => string;
}

const ago = (unit: string) => (count: number) => `${count} ${unit}${count === 1 ? '' : 's'} ago`;

export const englishUiStrings: UiStrings = {
  close: 'Close',
  done: 'Done',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  verificationCode: 'Verification code',
  otpDigit: (index, length) => `Digit ${index} of ${length}`,
  selectPlaceholder: 'Select…',
  table: 'Table',
  justNow: 'Just now',
  justNowInSentence: 'just now',
  minutesAgo: ago('minute'),
  hoursAgo: ago('hour'),
  daysAgo: ago('day'),
  weeksAgo: ago('week'),
};
