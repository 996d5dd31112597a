import { useCallback, useEffect, useRef, useState } from 'react';
import { useListState } from '../shared';
import { ACTOR_DEBOUNCE_MS, emptyFilters, rangeReversed, type FilterForm } from './model';

/** The filters' query-string parameters (the list kit keeps them in the page URL). */
export const AUDIT_FILTER_PARAMS: Readonly<Record<keyof FilterForm, string>> = {
  action: 'al_action',
  actor: 'al_actor',
  from: 'al_from',
  to: 'al_to',
};

export interface AuditListState {
  /** The filters as typed and picked. */
  form: FilterForm;
  /** The filters the list is fetched with (the actor debounced; a reversed range is not applied). */
  applied: FilterForm;
  /** The cursor of the page shown; undefined for the newest page. */
  after: string | undefined;
  /** Whether a newer page exists (the user paged to an older one). */
  hasNewer: boolean;
  setField: (field: keyof FilterForm, value: string) => void;
  clear: () => void;
  older: (cursor: string) => void;
  newer: () => void;
}

/**
 * The list's filters and page. The applied filters are the list kit's (in the page URL, so a
 * reload or going back shows the same events); any change of them goes back to the newest page.
 * Pages are walked with the API's `after` cursor and a stack of the cursors passed, for "Newer".
 */
export function useAuditListState(): AuditListState {
  const list = useListState({ filters: AUDIT_FILTER_PARAMS, debounceMs: ACTOR_DEBOUNCE_MS });
  const applied: FilterForm = list.filters;
  const [form, setForm] = useState<FilterForm>(applied);
  const [cursors, setCursors] = useState<string[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const { setFilters } = list;
  const apply = useCallback(
    (next: FilterForm) => {
      if (rangeReversed(next)) return;
      setFilters(next);
      setCursors([]);
    },
    [setFilters],
  );

  const setField = useCallback(
    (field: keyof FilterForm, value: string) => {
      const next = { ...form, [field]: value };
      setForm(next);
      clearTimeout(timer.current);
      if (field === 'actor') timer.current = setTimeout(() => apply(next), ACTOR_DEBOUNCE_MS);
      else apply(next);
    },
    [apply, form],
  );
  const clear = useCallback(() => {
    clearTimeout(timer.current);
    setForm(emptyFilters);
    apply(emptyFilters);
  }, [apply]);
  const older = useCallback((cursor: string) => setCursors((stack) => [...stack, cursor]), []);
  const newer = useCallback(() => setCursors((stack) => stack.slice(0, -1)), []);

  return {
    form,
    applied,
    after: cursors[cursors.length - 1],
    hasNewer: cursors.length > 0,
    setField,
    clear,
    older,
    newer,
  };
}
