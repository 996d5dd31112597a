// Pure rules of <api-keys>' dialogs (expiration choices, names, permissions): apart from model.ts
// so they come with the dialogs' on-intent chunk, not before the first rows.
import { NAME_MAX_LENGTH } from './model';

export type ExpirationChoice = 'never' | '1h' | '24h' | '3d' | '7d' | 'custom';
export const expirationChoices: readonly ExpirationChoice[] = [
  'never',
  '1h',
  '24h',
  '3d',
  '7d',
  'custom',
];

const HOUR_MS = 3_600_000;
const presetMs: Record<Exclude<ExpirationChoice, 'never' | 'custom'>, number> = {
  '1h': HOUR_MS,
  '24h': 24 * HOUR_MS,
  '3d': 72 * HOUR_MS,
  '7d': 168 * HOUR_MS,
};

export type ExpiryResult = { ok: true; expiresAt: string | null } | { ok: false };

/**
 * The `expiresAt` to send for a choice: null for Never, now + the preset, or the picked local
 * date and time (`YYYY-MM-DDTHH:mm` of a datetime-local input), which must lie in the future.
 */
export function expiresAtFor(choice: ExpirationChoice, picked: string, now: number): ExpiryResult {
  if (choice === 'never') return { ok: true, expiresAt: null };
  if (choice !== 'custom')
    return { ok: true, expiresAt: new Date(now + presetMs[choice]).toISOString() };
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(picked)) return { ok: false };
  const date = new Date(picked);
  if (Number.isNaN(date.getTime()) || date.getTime() <= now) return { ok: false };
  return { ok: true, expiresAt: date.toISOString() };
}

/** A name's problem, or undefined when it may be sent. */
export function nameProblem(name: string): 'required' | 'too-long' | undefined {
  const trimmed = name.trim();
  if (!trimmed) return 'required';
  if (trimmed.length > NAME_MAX_LENGTH) return 'too-long';
  return undefined;
}

export interface PermissionLike {
  slug: string;
  name: string;
  description?: string;
}

/** Permissions whose name, slug or description contains the filter, case-insensitively. */
export function filterPermissions<T extends PermissionLike>(
  permissions: readonly T[],
  filter: string,
): T[] {
  const needle = filter.trim().toLowerCase();
  if (!needle) return [...permissions];
  return permissions.filter((permission) =>
    [permission.slug, permission.name, permission.description ?? ''].some((text) =>
      text.toLowerCase().includes(needle),
    ),
  );
}

/** The local `YYYY-MM-DDTHH:mm` of a time, for a datetime-local input's value or min. */
export function toLocalInputValue(time: number): string {
  const date = new Date(time);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
