// Identity-provider types (API-CONTRACT.md §2) and how the card shows them: the name people know
// (SPEC.md §3) and a small mark (brand colour + letters) drawn as an inline SVG by ProviderIcon.
// Only the shown type's mark is rendered; no images from other hosts.

export interface ProviderMark {
  /** Background of the mark. */
  color: string;
  /** One to three letters drawn on it. */
  letters: string;
}

export interface ProviderInfo {
  name: string;
  /** null for an unknown type: the generic icon is drawn. */
  mark: ProviderMark | null;
}

const mark = (color: string, letters: string): ProviderMark => ({ color, letters });

const known: Record<string, ProviderInfo> = {
  AdfsSaml: { name: 'Microsoft', mark: mark('#00a4ef', 'MS') },
  Auth0Saml: { name: 'Auth0', mark: mark('#eb5424', 'A0') },
  AzureSaml: { name: 'Azure', mark: mark('#0078d4', 'Az') },
  CasSaml: { name: 'CAS', mark: mark('#1f5c99', 'CAS') },
  ClassLinkSaml: { name: 'Classlink', mark: mark('#2b9ad6', 'CL') },
  CloudflareSaml: { name: 'Cloudflare', mark: mark('#c35a00', 'CF') },
  CyberArkSaml: { name: 'CyberArk', mark: mark('#1b3a6b', 'CA') },
  DuoSaml: { name: 'Duo', mark: mark('#3d8a2e', 'D') },
  GenericSaml: { name: 'Generic SAML', mark: null },
  GoogleSaml: { name: 'Google', mark: mark('#1a73e8', 'G') },
  JumpCloudSaml: { name: 'JumpCloud', mark: mark('#1f6b7a', 'JC') },
  KeycloakSaml: { name: 'Keycloak', mark: mark('#3d6b8f', 'K') },
  LastPassSaml: { name: 'LastPass', mark: mark('#c8102e', 'LP') },
  MiniOrangeSaml: { name: 'Miniorange', mark: mark('#c2410c', 'mO') },
  NetIqSaml: { name: 'NetIQ', mark: mark('#005ea5', 'NQ') },
  OktaSaml: { name: 'Okta', mark: mark('#007dc1', 'O') },
  OneLoginSaml: { name: 'OneLogin', mark: mark('#1c1f2a', '1L') },
  OracleSaml: { name: 'Oracle', mark: mark('#c74634', 'Or') },
  PingFederateSaml: { name: 'Ping Identity', mark: mark('#b3282d', 'P') },
  PingOneSaml: { name: 'Ping Identity', mark: mark('#b3282d', 'P') },
  RipplingSaml: { name: 'Rippling', mark: mark('#502d3c', 'R') },
  SalesforceSaml: { name: 'Salesforce', mark: mark('#0b72b5', 'SF') },
  ShibbolethGenericSaml: { name: 'Shibboleth', mark: mark('#8a1f11', 'Sh') },
  ShibbolethSaml: { name: 'Shibboleth', mark: mark('#8a1f11', 'Sh') },
  SimpleSamlPhpSaml: { name: 'Simple SAML PHP', mark: mark('#4a5a8a', 'SS') },
  TestIdp: { name: 'Test IdP', mark: mark('#4b5563', 'T') },
  VmWareSaml: { name: 'VMware', mark: mark('#4a6b1f', 'VM') },
  AdpOidc: { name: 'ADP', mark: mark('#d0271d', 'ADP') },
  Auth0Migration: { name: 'Auth0', mark: mark('#eb5424', 'A0') },
  CleverOidc: { name: 'Clever', mark: mark('#1464ff', 'C') },
  EntraIdOidc: { name: 'Microsoft Entra ID', mark: mark('#0067b8', 'E') },
  GenericOidc: { name: 'Generic OIDC', mark: null },
  GoogleOidc: { name: 'Google', mark: mark('#1a73e8', 'G') },
  OktaOidc: { name: 'Okta', mark: mark('#007dc1', 'O') },
  LoginGovOidc: { name: 'Login.gov', mark: mark('#112e51', 'L') },
};

/** Every type the provider sends, for tests and demos. */
export const knownProviderTypes: readonly string[] = Object.keys(known);

/** Name and mark of a connection type; an unknown type keeps its raw name and the generic icon. */
export function providerInfo(type: string): ProviderInfo {
  return (Object.hasOwn(known, type) ? known[type] : undefined) ?? { name: type, mark: null };
}
