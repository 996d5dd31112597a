// Wire types of the widgets API (API-CONTRACT.md §2). Field names are exactly as on the wire.

/** The value of the `WorkOS-Widgets-Type` header; one per element. */
export type WidgetType =
  | 'user-management'
  | 'user-profile'
  | 'user-security'
  | 'user-sessions'
  | 'admin-portal-sso-connection'
  | 'admin-portal-domain-verification'
  | 'api-keys'
  | 'user-api-keys'
  | 'organization-switcher';

/** Error body of every non-2xx answer. */
export interface WidgetErrorBody {
  message?: string;
  code?: string;
  errors?: unknown;
}

/** A `{ success }` acknowledgement. */
export interface SuccessResponse {
  success: boolean;
}

/** A `{ id, success }` acknowledgement for an action on one record. */
export interface IdSuccessResponse extends SuccessResponse {
  id: string;
}

// ---------------------------------------------------------------- UserManagement

export interface Role {
  slug: string;
  name: string;
  description?: string | null;
  default: boolean;
}

/** `Inactive`: a directory-managed member the directory deactivated (suspended, not removed). */
export type MemberStatus = 'Active' | 'Invited' | 'InviteExpired' | 'InviteRevoked' | 'Inactive';

export type MemberAction = 'edit-role' | 'resend-invite' | 'revoke-invite' | 'revoke-membership';

export interface Member {
  id: string;
  email: string;
  emailVerified: boolean;
  firstName?: string | null;
  lastName?: string | null;
  profilePictureUrl?: string | null;
  createdAt: string;
  lastActivityAt?: string | null;
  status: MemberStatus;
  roles: Role[];
  isLoggedInUser?: boolean;
  /** Provisioned by the organization's directory (SCIM): its role and removal are the directory's. */
  directoryManaged?: boolean;
  actions: MemberAction[];
}

/** Page cursors: "Next" sends `before`, "Previous" sends `after`; null means no page that way. */
export interface ListMetadata {
  before: string | null;
  after: string | null;
}

export interface ListMembersParams {
  after?: string;
  before?: string;
  /** Page size; the widget uses 10. */
  limit?: number;
  /** Role slug filter. */
  role?: string;
  search?: string;
}

export interface ListMembersResponse {
  data: Member[];
  list_metadata: ListMetadata;
}

export interface RolesAndConfig {
  roles: Role[];
  multipleRolesEnabled: boolean;
}

export interface InviteUserRequest {
  email: string;
  roles: string[];
}

export interface UpdateMemberRolesRequest {
  roles: string[];
}

/** One of the caller's organizations, for the organization switcher. */
export interface OrganizationSummary {
  id: string;
  name: string;
  /** True for the access token's `org_id`. */
  current: boolean;
  /** An icon URL; default none (initials are shown). */
  favicon?: string | null;
}

export interface ListOrganizationsResponse {
  data: OrganizationSummary[];
}

// ---------------------------------------------------------------- UserProfile

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

export interface SessionLocation {
  cityName: string;
  countryISOCode: string;
}

export interface Session {
  id: string;
  userAgent: string;
  ipAddress: string;
  currentLocation: SessionLocation | null;
  lastActivityAt: string;
  createdAt: string;
}

export interface ListSessionsResponse {
  data: Session[];
}

export interface RevokeAllSessionsRequest {
  currentSessionId: string;
}

// ---------------------------------------------------------------- Admin portal

export type SsoProviderTag = 'Saml' | 'OpenIdConnect';

export type SsoConnectionState = 'Active' | 'Validating' | 'Deleting' | 'Inactive';

/** The provider's connection types; any other value breaks the provider's own widget. */
export type SsoConnectionType =
  | 'AdfsSaml'
  | 'Auth0Saml'
  | 'AzureSaml'
  | 'CasSaml'
  | 'ClassLinkSaml'
  | 'CloudflareSaml'
  | 'CyberArkSaml'
  | 'DuoSaml'
  | 'GenericSaml'
  | 'GoogleSaml'
  | 'JumpCloudSaml'
  | 'KeycloakSaml'
  | 'LastPassSaml'
  | 'MiniOrangeSaml'
  | 'NetIqSaml'
  | 'OktaSaml'
  | 'OneLoginSaml'
  | 'OracleSaml'
  | 'PingFederateSaml'
  | 'PingOneSaml'
  | 'RipplingSaml'
  | 'SalesforceSaml'
  | 'ShibbolethGenericSaml'
  | 'ShibbolethSaml'
  | 'SimpleSamlPhpSaml'
  | 'TestIdp'
  | 'VmWareSaml'
  | 'AdpOidc'
  | 'Auth0Migration'
  | 'CleverOidc'
  | 'EntraIdOidc'
  | 'GenericOidc'
  | 'GoogleOidc'
  | 'OktaOidc'
  | 'LoginGovOidc';

export interface SsoConnection {
  id: string;
  name: string;
  providerTag: SsoProviderTag;
  type: SsoConnectionType;
  state: SsoConnectionState;
  latestExpiringCertificate?: { notAfter: string } | null;
  latestExpiredCertificate?: { notAfter: string } | null;
  lastSession?: { createdAt: string } | null;
  createdAt: string;
}

export type DomainState = 'Verified' | 'LegacyVerified' | 'Pending' | 'Failed';

export interface Domain {
  id: string;
  domain: string;
  state: DomainState;
  nameServer?: string | null;
  verificationToken?: string | null;
  verificationPrefix?: string | null;
  subdomain?: string | null;
  createdAt: string;
}

export interface ListDomainsResponse {
  data: Domain[];
}

export type AdminPortalIntent = 'sso' | 'domain_verification';

export interface GenerateLinkResponse {
  link: string;
}

// ---------------------------------------------------------------- ApiKeys

/** The owner of a personal key, as the user scope lists it. */
export interface ApiKeyOwner {
  type: 'user';
  id: string;
  email: string;
  firstName?: string;
  lastName?: string;
  displayName: string;
}

/** A key as listed; its secret is never part of it, only the obfuscated form. */
export interface ApiKey {
  id: string;
  name: string;
  obfuscatedValue: string;
  createdAt: string;
  lastUsedAt: string | null;
  expiresAt: string | null;
  permissions: string[];
  /** User scope only. */
  owner?: ApiKeyOwner;
}

export interface ListApiKeysParams {
  limit?: number;
  before?: string;
  after?: string;
  search?: string;
}

export interface ListApiKeysResponse {
  data: ApiKey[];
  list_metadata: ListMetadata;
}

export interface CreateApiKeyRequest {
  name: string;
  permissions: string[];
  expiresAt: string | null;
}

/** The answer to a create: `value` is the whole secret, in this answer only. */
export interface CreatedApiKey {
  id: string;
  value: string;
  obfuscatedValue: string;
  name: string;
  permissions: string[];
  createdAt: string;
  expiresAt: string | null;
}

export interface ApiKeyPermission {
  id: string;
  slug: string;
  name: string;
  description?: string;
}

export interface ListApiKeyPermissionsResponse {
  data: ApiKeyPermission[];
  list_metadata: ListMetadata;
}
