// The identity-provider types a connection may have (API-CONTRACT.md §2; any other value breaks
// the provider's own widget), their protocol, and the names people know them by (SPEC.md §3).
export type ProviderTag = 'Saml' | 'OpenIdConnect';

export interface ProviderType {
  type: string;
  name: string;
  providerTag: ProviderTag;
}

export const providerTypes: readonly ProviderType[] = [
  { type: 'AdfsSaml', name: 'Microsoft AD FS', providerTag: 'Saml' },
  { type: 'Auth0Saml', name: 'Auth0', providerTag: 'Saml' },
  { type: 'AzureSaml', name: 'Azure', providerTag: 'Saml' },
  { type: 'CasSaml', name: 'CAS', providerTag: 'Saml' },
  { type: 'ClassLinkSaml', name: 'Classlink', providerTag: 'Saml' },
  { type: 'CloudflareSaml', name: 'Cloudflare', providerTag: 'Saml' },
  { type: 'CyberArkSaml', name: 'CyberArk', providerTag: 'Saml' },
  { type: 'DuoSaml', name: 'Duo', providerTag: 'Saml' },
  { type: 'GenericSaml', name: 'Generic SAML', providerTag: 'Saml' },
  { type: 'GoogleSaml', name: 'Google', providerTag: 'Saml' },
  { type: 'JumpCloudSaml', name: 'JumpCloud', providerTag: 'Saml' },
  { type: 'KeycloakSaml', name: 'Keycloak', providerTag: 'Saml' },
  { type: 'LastPassSaml', name: 'LastPass', providerTag: 'Saml' },
  { type: 'MiniOrangeSaml', name: 'Miniorange', providerTag: 'Saml' },
  { type: 'NetIqSaml', name: 'NetIQ', providerTag: 'Saml' },
  { type: 'OktaSaml', name: 'Okta', providerTag: 'Saml' },
  { type: 'OneLoginSaml', name: 'OneLogin', providerTag: 'Saml' },
  { type: 'OracleSaml', name: 'Oracle', providerTag: 'Saml' },
  { type: 'PingFederateSaml', name: 'Ping Identity (PingFederate)', providerTag: 'Saml' },
  { type: 'PingOneSaml', name: 'Ping Identity (PingOne)', providerTag: 'Saml' },
  { type: 'RipplingSaml', name: 'Rippling', providerTag: 'Saml' },
  { type: 'SalesforceSaml', name: 'Salesforce', providerTag: 'Saml' },
  { type: 'ShibbolethGenericSaml', name: 'Shibboleth (generic)', providerTag: 'Saml' },
  { type: 'ShibbolethSaml', name: 'Shibboleth', providerTag: 'Saml' },
  { type: 'SimpleSamlPhpSaml', name: 'Simple SAML PHP', providerTag: 'Saml' },
  { type: 'TestIdp', name: 'Test IdP', providerTag: 'Saml' },
  { type: 'VmWareSaml', name: 'VMware', providerTag: 'Saml' },
  { type: 'AdpOidc', name: 'ADP', providerTag: 'OpenIdConnect' },
  { type: 'Auth0Migration', name: 'Auth0 (migration)', providerTag: 'OpenIdConnect' },
  { type: 'CleverOidc', name: 'Clever', providerTag: 'OpenIdConnect' },
  { type: 'EntraIdOidc', name: 'Microsoft Entra ID', providerTag: 'OpenIdConnect' },
  { type: 'GenericOidc', name: 'Generic OIDC', providerTag: 'OpenIdConnect' },
  { type: 'GoogleOidc', name: 'Google', providerTag: 'OpenIdConnect' },
  { type: 'OktaOidc', name: 'Okta', providerTag: 'OpenIdConnect' },
  { type: 'LoginGovOidc', name: 'Login.gov', providerTag: 'OpenIdConnect' },
];

const byType = new Map(providerTypes.map((entry) => [entry.type, entry]));

export function providerType(type: string): ProviderType | undefined {
  return byType.get(type);
}

export const protocolNames: Record<ProviderTag, string> = {
  Saml: 'SAML',
  OpenIdConnect: 'OpenID Connect',
};
