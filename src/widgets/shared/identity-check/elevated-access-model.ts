// Elevated access (SPEC.md §4): the token's lifetime as the widget sees it, and the server's
// refusal of a mutation that needs it. Shared by <user-security> and <user-profile>.
import { isWidgetApiError } from '../../../api/widgets';

/** SPEC.md §9: the widget checks its elevated token every 30 s. */
export const ELEVATED_CHECK_INTERVAL_MS = 30_000;

/** True when the server refused a mutation for want of (or with a lapsed) elevated token. */
export function needsVerification(error: unknown): boolean {
  return (
    isWidgetApiError(error) && error.status === 403 && error.code === 'elevated_access_required'
  );
}

/** Whether an elevated token that expires at `expiresAt` (ms) may still be used at `now`. */
export function elevatedTokenValid(expiresAt: number | undefined, now: number): boolean {
  return expiresAt !== undefined && now < expiresAt;
}

/** Parses the verify response's expiresAt; an unusable value counts as already expired. */
export function parseExpiresAt(value: string | undefined): number {
  const time = value ? Date.parse(value) : NaN;
  return Number.isFinite(time) ? time : 0;
}
