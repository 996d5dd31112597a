// Pure rules of the profile card: the shown name, the connected accounts and the name update
// (SPEC.md §3 "Profile", §5 "Profile name"). No React, no API.
import type { OAuthProfileType, Profile, UpdateProfileRequest } from '../../api/widgets';

export type ProviderId = 'github' | 'google' | 'microsoft' | 'apple';

export interface ConnectedAccount {
  type: OAuthProfileType;
  provider: ProviderId;
  /** The provider's name, e.g. 'GitHub'. */
  name: string;
  /** That account's e-mail. */
  email: string;
}

const providers: Record<OAuthProfileType, { provider: ProviderId; name: string }> = {
  GithubOAuth: { provider: 'github', name: 'GitHub' },
  GoogleOAuth: { provider: 'google', name: 'Google' },
  MicrosoftOAuth: { provider: 'microsoft', name: 'Microsoft' },
  AppleOAuth: { provider: 'apple', name: 'Apple' },
};

/** Thrown for an account type the widget does not know (SPEC.md §8: an error, not a guess). */
export class UnknownAccountTypeError extends Error {
  override name = 'UnknownAccountTypeError';
  constructor(readonly accountType: string) {
    super(`Unknown OAuth account type: ${accountType}`);
  }
}

const isKnownType = (type: string): type is OAuthProfileType => Object.hasOwn(providers, type);

/**
 * The profile's connected accounts in a stable order (GitHub, Google, Microsoft, Apple).
 * Throws UnknownAccountTypeError for any other type.
 */
export function connectedAccounts(oauthProfiles: Profile['oauthProfiles']): ConnectedAccount[] {
  if (!oauthProfiles) return [];
  const accounts: ConnectedAccount[] = [];
  for (const [type, account] of Object.entries(oauthProfiles)) {
    if (!isKnownType(type)) throw new UnknownAccountTypeError(type);
    accounts.push({ type, ...providers[type], email: account?.email ?? '' });
  }
  const order = Object.keys(providers);
  return accounts.sort((a, b) => order.indexOf(a.type) - order.indexOf(b.type));
}

/** 'First Last', or null when both are blank (the card then shows 'Not set'). */
export function fullName(profile: Pick<Profile, 'firstName' | 'lastName'>): string | null {
  const name = [profile.firstName, profile.lastName]
    .map((part) => (part ?? '').trim())
    .filter(Boolean)
    .join(' ');
  return name || null;
}

/** The request body: both fields optional, a blank value is sent as an empty string. */
export function nameUpdate(firstName: string, lastName: string): UpdateProfileRequest {
  return { firstName: firstName.trim(), lastName: lastName.trim() };
}

/** The cached profile after a save: a field keeps its old value when the response's is empty. */
export function mergeSavedName(previous: Profile, saved: UpdateProfileRequest): Profile {
  return {
    ...previous,
    firstName: saved.firstName || previous.firstName,
    lastName: saved.lastName || previous.lastName,
  };
}
