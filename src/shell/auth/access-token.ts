// The shell's access-token failure (SPEC.md §8 'Failed to retrieve access token'): whatever made
// the auth client fail stays readable as the error's cause.

export const ACCESS_TOKEN_FAILURE = 'Failed to retrieve access token';

/** Asks `getToken` for the access token; a failure becomes 'Failed to retrieve access token'. */
export async function retrieveAccessToken(getToken: () => Promise<string>): Promise<string> {
  try {
    return await getToken();
  } catch (cause) {
    throw new Error(ACCESS_TOKEN_FAILURE, { cause });
  }
}

/** The reason behind an access-token failure, for the line under its title; '' when unknown. */
export function accessTokenFailureReason(error: unknown): string {
  const cause =
    error instanceof Error && error.message === ACCESS_TOKEN_FAILURE ? error.cause : error;
  return cause instanceof Error ? cause.message : '';
}
