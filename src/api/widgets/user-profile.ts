import type { Profile, UpdateProfileRequest } from './types';
import type { WidgetsClient } from './widgets-client';

/** Paths of the UserProfile resource (shared by the profile, security and sessions widgets). */
export const userProfilePaths = {
  me: '/_widgets/UserProfile/me',
} as const;

/** GET the signed-in user's profile. */
export function getMe(client: WidgetsClient, signal?: AbortSignal): Promise<Profile> {
  return client.get<Profile>(userProfilePaths.me, { signal });
}

/** POST a new first and last name; blank values are sent as empty strings. */
export function updateMe(client: WidgetsClient, body: UpdateProfileRequest): Promise<Profile> {
  return client.post<Profile>(userProfilePaths.me, { json: body });
}
