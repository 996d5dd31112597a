import { useCallback, useEffect, useRef, useState } from 'react';
import { ACTOR_DEBOUNCE_MS, emptyFilters, rangeReversed, type FilterForm } from './model';

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
 * The list's filters and page. Any change of the filters goes back to the newest page; pages
 * are walked with the API's `after` cursor and a stack of the cursors passed, for "Newer".
 */
export function useAuditListState(): AuditListState {
  const [form, setForm] = useState<FilterForm>(emptyFilters);
  const [applied, setApplied] = useState<FilterForm>(emptyFilters);
  const [cursors, setCursors] = useState<string[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const apply = useCallback((next: FilterForm) => {
    if (rangeReversed(next)) return;
    setApplied(next);
    setCursors([]);
  }, []);

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
