import { describe, expect, it } from 'vitest';
import type { SsoConnectionType } from '../../api/widgets';
import { knownProviderTypes, providerInfo } from './providers';

// Every type value of API-CONTRACT.md §2, with the name SPEC.md §3 gives it.
const expected: Record<SsoConnectionType, string> = {
  AdfsSaml: 'Microsoft',
  Auth0Saml: 'Auth0',
  AzureSaml: 'Azure',
  CasSaml: 'CAS',
  ClassLinkSaml: 'Classlink',
  CloudflareSaml: 'Cloudflare',
  CyberArkSaml: 'CyberArk',
  DuoSaml: 'Duo',
  GenericSaml: 'Generic SAML',
  GoogleSaml: 'Google',
  JumpCloudSaml: 'JumpCloud',
  KeycloakSaml: 'Keycloak',
  LastPassSaml: 'LastPass',
  MiniOrangeSaml: 'Miniorange',
  NetIqSaml: 'NetIQ',
  OktaSaml: 'Okta',
  OneLoginSaml: 'OneLogin',
  OracleSaml: 'Oracle',
  PingFederateSaml: 'Ping Identity',
  PingOneSaml: 'Ping Identity',
  RipplingSaml: 'Rippling',
  SalesforceSaml: 'Salesforce',
  ShibbolethGenericSaml: 'Shibboleth',
  ShibbolethSaml: 'Shibboleth',
  SimpleSamlPhpSaml: 'Simple SAML PHP',
  TestIdp: 'Test IdP',
  VmWareSaml: 'VMware',
  AdpOidc: 'ADP',
  Auth0Migration: 'Auth0',
  CleverOidc: 'Clever',
  EntraIdOidc: 'Microsoft Entra ID',
  GenericOidc: 'Generic OIDC',
  GoogleOidc: 'Google',
  OktaOidc: 'Okta',
  LoginGovOidc: 'Login.gov',
};

describe('providerInfo', () => {
  it.each(Object.entries(expected))('given %s, should show %s', (type, name) => {
    expect(providerInfo(type).name).toBe(name);
  });

  it('should know exactly the contract types', () => {
    expect([...knownProviderTypes].sort()).toEqual(Object.keys(expected).sort());
  });

  it('given a branded type, should draw its mark; generic types use the generic icon', () => {
    expect(providerInfo('OktaSaml').mark).toMatchObject({ letters: 'O' });
    expect(providerInfo('GenericSaml').mark).toBeNull();
    expect(providerInfo('GenericOidc').mark).toBeNull();
  });

  it('given an unknown type, should keep its raw name and the generic icon', () => {
    expect(providerInfo('AcmeCorpSaml')).toEqual({ name: 'AcmeCorpSaml', mark: null });
    expect(providerInfo('constructor')).toEqual({ name: 'constructor', mark: null });
  });
});
