// The demo sign-ins (team conventions): printed at start and offered on the sign-in page in
// demo mode. The password is public; production refuses demo mode.

export const DEMO_PASSWORD = 'Demo-pass-2026';
/** Base32 TOTP secret of the MFA demo user, constant so tests can compute codes. */
export const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXP';

export interface DemoAccount {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  name: string;
  description: string;
}

const account = (
  email: string,
  firstName: string,
  lastName: string,
  description: string,
): DemoAccount => ({
  email,
  password: DEMO_PASSWORD,
  firstName,
  lastName,
  name: `${firstName} ${lastName}`,
  description,
});

export const DEMO_ACCOUNTS: DemoAccount[] = [
  account(
    'admin@acme.test',
    'Ada',
    'Admin',
    'Admin of Acme Loyalty and of four SSO demo organizations, member of Globex Rewards',
  ),
  account('member@acme.test', 'Milo', 'Member', 'Member of Acme Loyalty'),
  account('newcomer@acme.test', 'Nia', 'Newcomer', 'No organization yet (onboarding)'),
  account('mfa@acme.test', 'Max', 'Factor', `Member of Acme, TOTP secret ${DEMO_TOTP_SECRET}`),
];
