// <audit-logs>'s pure rules: the filters as the user edits them, what the API is asked for, and
// how an event reads in the list and its details.
import type { AuditLogEntity, AuditLogFilters } from '../../api/widgets';

/** Events per page. */
export const PAGE_SIZE = 10;
/** The actor filter is sent this long after the last keystroke. */
export const ACTOR_DEBOUNCE_MS = 300;

/** The filters as the form holds them: dates are `YYYY-MM-DD` from date inputs, '' when unset. */
export interface FilterForm {
  action: string;
  actor: string;
  from: string;
  to: string;
}

export const emptyFilters: FilterForm = { action: '', actor: '', from: '', to: '' };

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Midnight (start) or the last millisecond (end) of a local calendar day, as ISO; undefined if not a date. */
export function dayBoundary(day: string, edge: 'start' | 'end'): string | undefined {
  const match = DAY.exec(day);
  if (!match) return undefined;
  const [year, month, date] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  const at =
    edge === 'start'
      ? new Date(year, month, date, 0, 0, 0, 0)
      : new Date(year, month, date, 23, 59, 59, 999);
  return Number.isNaN(at.getTime()) ? undefined : at.toISOString();
}

/** True when both dates are set and the start is after the end. */
export function rangeReversed(form: FilterForm): boolean {
  return DAY.test(form.from) && DAY.test(form.to) && form.from > form.to;
}

/** What the API is asked for: only the filters that are set (the actor trimmed). */
export function toApiFilters(form: FilterForm): AuditLogFilters {
  const filters: AuditLogFilters = {};
  if (form.action) filters.action = form.action;
  const actor = form.actor.trim();
  if (actor) filters.actor = actor;
  const rangeStart = dayBoundary(form.from, 'start');
  const rangeEnd = dayBoundary(form.to, 'end');
  if (rangeStart) filters.rangeStart = rangeStart;
  if (rangeEnd) filters.rangeEnd = rangeEnd;
  return filters;
}

export const hasFilters = (form: FilterForm): boolean =>
  Boolean(form.action || form.actor.trim() || form.from || form.to);

/** An actor's or target's name, else its id. */
export const entityLabel = (entity: AuditLogEntity): string => entity.name?.trim() || entity.id;

/** A metadata value as text: strings as they are, anything else as JSON. */
export function metadataText(value: unknown): string {
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}
