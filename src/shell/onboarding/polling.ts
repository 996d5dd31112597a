/** Onboarding polling constants (SPEC.md §9): every 2 s, give up waiting after 60 s, 30 attempts shown. */
export const POLL_INTERVAL_MS = 2000;
export const POLL_TIMEOUT_MS = 60_000;
export const MAX_ATTEMPTS = 30;
