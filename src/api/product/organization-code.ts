// Organization code rules (SPEC.md §5): 1–50 of A-Z, 0-9 and underscore.

export const ORGANIZATION_CODE_MAX_LENGTH = 50;

/** Derives a code from a name: uppercase, runs of non-alphanumerics to '_', edge '_' trimmed, max 50. */
export function deriveOrganizationCode(name: string): string {
  return name
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, ORGANIZATION_CODE_MAX_LENGTH);
}

/** Cleans a code typed by hand: uppercased, anything outside A-Z, 0-9, _ removed, max 50. */
export function sanitizeOrganizationCode(input: string): string {
  return input
    .toUpperCase()
    .replace(/[^A-Z0-9_]/g, '')
    .slice(0, ORGANIZATION_CODE_MAX_LENGTH);
}
