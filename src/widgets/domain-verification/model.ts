// Pure rules of the domain list (SPEC.md §4 "Domain states", API-CONTRACT.md §2 Domain).
import { isWidgetApiError, type Domain, type DomainState } from '../../api/widgets';
import { englishDomainVerificationStrings, type DomainVerificationStrings } from './strings';

export const DEFAULT_VERIFICATION_PREFIX = 'verification_token';

export type DomainAction = 'view' | 'reverify' | 'remove';

export interface DomainStateBadge {
  label: string;
  color: 'green' | 'amber' | 'red';
}

export function domainStateBadge(
  state: DomainState,
  strings: DomainVerificationStrings = englishDomainVerificationStrings(),
): DomainStateBadge {
  switch (state) {
    case 'Verified':
    case 'LegacyVerified':
      return { label: strings.stateVerified, color: 'green' };
    case 'Pending':
      return { label: strings.statePending, color: 'amber' };
    case 'Failed':
      return { label: strings.stateFailed, color: 'red' };
  }
}

/** Pending: view or remove; Failed: verify again or remove; Verified: remove only. */
export function domainActions(state: DomainState): DomainAction[] {
  if (state === 'Pending') return ['view', 'remove'];
  if (state === 'Failed') return ['reverify', 'remove'];
  return ['remove'];
}

/** Whether the domain still needs its TXT record published. */
export function needsTxtRecord(domain: Domain): boolean {
  return domain.state === 'Pending' || domain.state === 'Failed';
}

export interface TxtRecord {
  type: 'TXT';
  /** Where to publish it, as DNS providers ask for it (API-CONTRACT.md): the subdomain, or "@" for the domain itself. */
  host: string;
  /** The full name the record ends up at: the subdomain under the domain, or the domain. */
  name: string;
  value: string;
}

/**
 * The DNS record a domain is verified by: TXT at `subdomain || "@"` (that is, at `subdomain`
 * under the domain, or the domain itself), with
 * `{verificationPrefix ?? "verification_token"}={verificationToken}`.
 */
export function txtRecordOf(
  domain: Pick<Domain, 'domain' | 'subdomain' | 'verificationPrefix' | 'verificationToken'>,
): TxtRecord {
  const subdomain = domain.subdomain?.trim().replace(/\.$/, '');
  return {
    type: 'TXT',
    host: subdomain || '@',
    name: subdomain ? `${subdomain}.${domain.domain}` : domain.domain,
    value: `${domain.verificationPrefix || DEFAULT_VERIFICATION_PREFIX}=${domain.verificationToken ?? ''}`,
  };
}

export function isVerified(state: DomainState): boolean {
  return state === 'Verified' || state === 'LegacyVerified';
}

export interface ReverifyOutcome {
  tone: 'success' | 'warning' | 'danger';
  message: string;
}

/** What to tell the admin after verifying a domain again, from the domain the server answered. */
export function reverifyOutcome(
  result: Pick<Domain, 'domain' | 'state'>,
  strings: DomainVerificationStrings = englishDomainVerificationStrings(),
): ReverifyOutcome {
  if (isVerified(result.state))
    return { tone: 'success', message: strings.reverifyVerified(result.domain) };
  if (result.state === 'Pending')
    return { tone: 'warning', message: strings.reverifyPending(result.domain) };
  return { tone: 'danger', message: strings.reverifyFailed(result.domain) };
}

/** The message for a verify-again call that failed: a failed DNS lookup says so. */
export function reverifyErrorMessage(
  error: unknown,
  strings: DomainVerificationStrings = englishDomainVerificationStrings(),
): string {
  return isWidgetApiError(error) && error.code === 'dns_lookup_failed'
    ? strings.reverifyLookupFailed
    : strings.reverifyError;
}
