// The list kit: what a widget's searchable, paged list is made of, shared by <users-management>
// and <api-keys> (and meant for every list to come):
// - `useListState({ search: 'xx_q', filter?: 'xx_role', debounceMs })` (this file): the search
//   box's text, the debounced search, an optional filter and the page cursor, kept in the page's
//   query string (list-url-state.ts);
// - from src/ui: `<SearchField>` (the labelled search box; Escape or its button clears),
//   `<EmptyState>` (role=status, part=empty) and `<Pager>` (Previous/Next, part=pager, an
//   optional pending status).
//
//   const list = useListState({ search: 'al_q', debounceMs: 300 });
//   const page = useQuery(myPageQueryOptions({ search: list.search || undefined, ...list.cursor }));
//   <SearchField label={s.searchLabel} clearLabel={s.clearSearchLabel} value={list.searchInput}
//     onValueChange={list.setSearchInput} onClear={list.clearSearch} />
//   {rows.length === 0 && <EmptyState title={...} description={...} action={...} />}
//   <Pager label={s.pagination} previousLabel={...} nextLabel={...}
//     onPrevious={meta.after ? () => list.setCursor({ after: meta.after }) : undefined}
//     onNext={meta.before ? () => list.setCursor({ before: meta.before }) : undefined} />
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  isInFrame,
  readListUrlState,
  replaceListUrlState,
  type ListUrlParams,
} from './list-url-state';

/** A page: `before` for Next, `after` for Previous (the contract's cursors); null for the first. */
export type PageCursor = { before: string } | { after: string } | null;

export interface ListStateOptions extends ListUrlParams {
  /** How long typing waits before the search applies, in ms. */
  debounceMs: number;
}

export interface ListState {
  /** The filter's value ('' for none; always '' without a filter parameter). */
  filter: string;
  /** What is typed in the search box. */
  searchInput: string;
  /** The search the list is fetched with: debounced and trimmed. */
  search: string;
  /** The page on screen; null for the first. */
  cursor: PageCursor;
  setFilter: (value: string) => void;
  setSearchInput: (text: string) => void;
  /** Empties the search box and fetches without a search right away. */
  clearSearch: () => void;
  setCursor: (cursor: PageCursor) => void;
}

/**
 * A list's search, filter and page. The start comes from the page's query string (outside a
 * frame) so the first request is already filtered; later changes rewrite it without a history
 * entry (SPEC.md §2). The filter and the search exclude each other: applying one clears the
 * other, and either goes back to page one, so the list, the controls and the URL always agree.
 */
export function useListState({
  search: searchParam,
  filter: filterParam,
  debounceMs,
}: ListStateOptions): ListState {
  const [initial] = useState(() =>
    typeof window === 'undefined'
      ? {}
      : readListUrlState(window.location.search, isInFrame(window), {
          search: searchParam,
          filter: filterParam,
        }),
  );
  const [filter, setFilterValue] = useState(initial.filter ?? '');
  const [searchInput, setSearchInputValue] = useState(initial.search ?? '');
  const [search, setSearch] = useState((initial.search ?? '').trim());
  const applied = useRef(search);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  // A new search replaces the filter, in the list and in the URL.
  const applySearch = useCallback(
    (text: string) => {
      const trimmed = text.trim();
      if (trimmed === applied.current) return;
      applied.current = trimmed;
      setSearch(trimmed);
      setFilterValue('');
      replaceListUrlState(
        window,
        { search: trimmed },
        { search: searchParam, filter: filterParam },
      );
    },
    [searchParam, filterParam],
  );

  const setSearchInput = useCallback(
    (text: string) => {
      setSearchInputValue(text);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => applySearch(text), debounceMs);
    },
    [applySearch, debounceMs],
  );

  // A cleared box applies at once; typing waits for the debounce.
  const clearSearch = useCallback(() => {
    clearTimeout(timer.current);
    setSearchInputValue('');
    applySearch('');
  }, [applySearch]);

  // A filter replaces the search, typed or applied.
  const setFilter = useCallback(
    (value: string) => {
      clearTimeout(timer.current);
      setSearchInputValue('');
      setSearch('');
      applied.current = '';
      setFilterValue(value);
      replaceListUrlState(window, { filter: value }, { search: searchParam, filter: filterParam });
    },
    [searchParam, filterParam],
  );

  // The cursor belongs to one filter and search; any other combination starts at page one.
  const listKey = `${filter}\u0000${search}`;
  const [paging, setPaging] = useState<{ key: string; cursor: PageCursor }>({
    key: listKey,
    cursor: null,
  });
  const cursor = paging.key === listKey ? paging.cursor : null;
  const setCursor = useCallback(
    (next: PageCursor) => setPaging({ key: listKey, cursor: next }),
    [listKey],
  );

  return { filter, searchInput, search, cursor, setFilter, setSearchInput, clearSearch, setCursor };
}
