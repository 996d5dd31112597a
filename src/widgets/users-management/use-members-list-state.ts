import { useCallback, useEffect, useRef, useState } from 'react';
import { isInFrame, readListUrlState, replaceListUrlState } from './list-url-state';
import { SEARCH_DEBOUNCE_MS, type PageCursor } from './model';

export interface MembersListState {
  /** The role filter ('' for All). */
  role: string;
  /** What is typed in the search box. */
  searchInput: string;
  /** The search text the list is fetched with (debounced). */
  search: string;
  /** The page on screen; null for the first. */
  cursor: PageCursor;
  setRole: (role: string) => void;
  setSearchInput: (text: string) => void;
  /** Empties the search box and fetches without a search right away. */
  clearSearch: () => void;
  setCursor: (cursor: PageCursor) => void;
}

function initialState() {
  if (typeof window === 'undefined') return {};
  return readListUrlState(window.location.search, isInFrame(window));
}

/**
 * The list's filter, search and page. The start comes from the page's query string so the first
 * request is already filtered; later changes rewrite it (SPEC.md §2). The filter and the search
 * exclude each other: applying one clears the other, and either goes back to page one, so the
 * list, the controls and the URL always agree.
 */
export function useMembersListState(): MembersListState {
  const [initial] = useState(initialState);
  const [role, setRoleValue] = useState(initial.role ?? '');
  const [searchInput, setSearchInputValue] = useState(initial.search ?? '');
  const [search, setSearch] = useState(initial.search ?? '');
  const appliedSearch = useRef((initial.search ?? '').trim());
  const debounceTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(debounceTimer.current), []);

  // A new search replaces the role filter, in the list and in the URL.
  const applySearch = useCallback((text: string) => {
    setSearch(text);
    const trimmed = text.trim();
    if (trimmed === appliedSearch.current) return;
    appliedSearch.current = trimmed;
    setRoleValue('');
    replaceListUrlState(window, { search: trimmed });
  }, []);

  const setSearchInput = useCallback(
    (text: string) => {
      setSearchInputValue(text);
      clearTimeout(debounceTimer.current);
      debounceTimer.current = setTimeout(() => applySearch(text), SEARCH_DEBOUNCE_MS);
    },
    [applySearch],
  );

  // A cleared box applies at once; typing waits for the debounce.
  const clearSearch = useCallback(() => {
    clearTimeout(debounceTimer.current);
    setSearchInputValue('');
    applySearch('');
  }, [applySearch]);

  // A role filter replaces the search, typed or applied.
  const setRole = useCallback((next: string) => {
    clearTimeout(debounceTimer.current);
    setSearchInputValue('');
    setSearch('');
    appliedSearch.current = '';
    setRoleValue(next);
    replaceListUrlState(window, { role: next });
  }, []);

  // The cursor belongs to one filter and search; any other combination starts at page one.
  const listKey = `${role}\u0000${search.trim()}`;
  const [paging, setPaging] = useState<{ key: string; cursor: PageCursor }>({
    key: listKey,
    cursor: null,
  });
  const cursor = paging.key === listKey ? paging.cursor : null;

  const setCursor = useCallback(
    (next: PageCursor) => setPaging({ key: listKey, cursor: next }),
    [listKey],
  );

  return { role, searchInput, search, cursor, setRole, setSearchInput, clearSearch, setCursor };
}
