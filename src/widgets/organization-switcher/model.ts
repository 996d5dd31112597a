// Pure rules of the organization switcher: which one is current, what a search keeps, what a
// failed switch says (SPEC.md §2, §8).
import type { OrganizationSummary } from '../../api/widgets';
import { englishOrganizationSwitcherStrings, type OrganizationSwitcherStrings } from './strings';

/** What the host supplies to switch the session: resolve when done, reject on failure. */
export type SwitchToOrganization = (request: { organizationId: string }) => void | Promise<void>;

/** The current organization: the one switched to here, else the one the server marks current. */
export function currentOf(
  organizations: readonly OrganizationSummary[],
  switchedTo: string | null,
): OrganizationSummary | undefined {
  return (
    (switchedTo ? organizations.find((item) => item.id === switchedTo) : undefined) ??
    organizations.find((item) => item.current)
  );
}

/** Organizations whose name contains the query (trimmed, case- and accent-insensitive). */
export function filterOrganizations(
  organizations: readonly OrganizationSummary[],
  query: string,
): OrganizationSummary[] {
  const fold = (text: string) =>
    text
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLocaleLowerCase();
  const needle = fold(query.trim());
  return needle
    ? organizations.filter((item) => fold(item.name).includes(needle))
    : [...organizations];
}

/** The message under the trigger after a rejected switch: the error's text or the fallback. */
export function switchFailureText(
  error: unknown,
  strings: OrganizationSwitcherStrings = englishOrganizationSwitcherStrings(),
): string {
  if (error instanceof Error && error.message.trim()) return error.message;
  if (typeof error === 'string' && error.trim()) return error;
  return strings.switchFailedFallback;
}
