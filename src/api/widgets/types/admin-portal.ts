// Wire types of the widgets API (API-CONTRACT.md §2): SSO connections, domains, admin portal links.
// Field names are exactly as on the wire.

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

export type AdminPortalIntent = 'sso' | 'domain_verification' | 'log_streams';

export interface GenerateLinkResponse {
  link: string;
}
