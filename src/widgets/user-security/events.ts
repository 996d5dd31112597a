/** Detail of the `<user-security>` events (no fields). */
export type UserSecurityEventDetail = Record<string, never>;

/** Detail of `passkey-removed`: the removed passkey's id. */
export interface PasskeyRemovedDetail {
  id: string;
}

/** Events of `<user-security>` and their details. */
export interface UserSecurityEvents {
  'password-changed': UserSecurityEventDetail;
  'mfa-enabled': UserSecurityEventDetail;
  'mfa-disabled': UserSecurityEventDetail;
  'passkey-added': UserSecurityEventDetail;
  'passkey-removed': PasskeyRemovedDetail;
}
