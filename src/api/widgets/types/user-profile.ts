// Wire types of the widgets API (API-CONTRACT.md §2): the profile, e-mail change, passkeys,
// password and TOTP. Field names are exactly as on the wire.

export type OAuthProfileType = 'GithubOAuth' | 'GoogleOAuth' | 'MicrosoftOAuth' | 'AppleOAuth';

export interface Profile {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  profilePictureUrl?: string | null;
  oauthProfiles?: Partial<Record<OAuthProfileType, { email: string }>>;
}

export interface UpdateProfileRequest {
  firstName: string;
  lastName: string;
}

export interface SendVerificationResponse {
  /** The challenge id itself (a string). */
  authenticationChallenge: string;
  type: 'EmailVerification';
}

export interface VerifyRequest {
  code: string;
  authenticationChallengeId: string;
}

export interface VerifyResponse {
  elevatedAccessToken: string;
  expiresAt: string;
}

export interface SendEmailChangeRequest {
  newEmail: string;
}

export interface SendEmailChangeResponse {
  /** When the code mailed to the new address stops working (ISO). */
  expiresAt: string;
}

export interface VerifyEmailChangeRequest {
  code: string;
}

export interface VerifyEmailChangeResponse extends VerifyResponse {
  /** The profile as `me` returns it, with the new address. */
  user: Profile;
}

export interface VerificationMethodState {
  isSetUp: boolean;
  lastUsed?: string | null;
}

/** One registered passkey; the provider publishes `id`, the other fields are this server's. */
export interface PasskeySummary {
  id: string;
  /** The name the user gave it (default 'Passkey'). */
  name?: string;
  createdAt?: string;
  lastUsed?: string | null;
  /** 'multiDevice' for a synced passkey, 'singleDevice' for one bound to its authenticator. */
  deviceType?: 'singleDevice' | 'multiDevice';
  backedUp?: boolean;
  /** How the browser reached the authenticator (`internal`, `hybrid`, `usb`, `nfc`, `ble`, ...). */
  transports?: string[];
}

export interface PasskeyMethodState {
  provider: 'Passkey';
  isSetUp: boolean;
  lastUsed?: string | null;
  passKeys: PasskeySummary[];
  /** The current session was signed in with a passkey. */
  isCurrentSession: boolean;
}

export interface AuthenticationInformation {
  data: {
    verificationMethods: {
      Password?: VerificationMethodState;
      Mfa?: VerificationMethodState;
      Passkey?: PasskeyMethodState;
    };
  };
}

/** POST /_widgets/UserProfile/passkeys: `options` are WebAuthn creation options (JSON form). */
export interface CreatePasskeyResponse {
  challengeId: string;
  options: PublicKeyCredentialCreationOptionsJSON;
}

export interface CreatePasswordRequest {
  password: string;
}

export interface UpdatePasswordRequest {
  currentPassword: string;
  newPassword: string;
}

export interface CreateTotpFactorResponse {
  authenticationFactor: {
    id: string;
    totp: { qr_code: string; secret: string; uri: string };
  };
  authenticationChallenge: { id: string };
}

export interface VerifyTotpFactorRequest {
  code: string;
  authenticationChallengeId: string;
}
