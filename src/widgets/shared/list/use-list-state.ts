// The list kit: what a widget's searchable, paged list is made of, shared by <users-management>
// and <api-keys> (and meant for every list to come):
// - `useListState({ search?: 'xx_q', filters?: { role: 'xx_role', … }, debounceMs })` (this
//   file): the search box's text, the debounced search, the filters (several combine) and the
//   page cursor, kept in the page's query string (list-url-state.ts);
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
import { isInFrame, readListUrlState, replaceListUrlState } from './list-url-state';

/** A page: `before` for Next, `after` for Previous (the contract's cursors); null for the first. */
export type PageCursor = { before: string } | { after: string } | null;

export interface ListStateOptions<K extends string> {
  /** The search's query-string parameter; none for a list without a search box. */
  search?: string;
  /** Each filter's query-string parameter, by the filter's name. */
  filters?: Readonly<Record<K, string>>;
  /** How long typing waits before the search applies, in ms. */
  debounceMs: number;
}

export interface ListState<K extends string> {
  /** Every filter's value, by name ('' for none). */
  filters: Readonly<Record<K, string>>;
  /** What is typed in the search box. */
  searchInput: string;
  /** The search the list is fetched with: debounced and trimmed. */
  search: string;
  /** The page on screen; null for the first. */
  cursor: PageCursor;
  /** Changes the named filters (the others keep their values). */
  setFilters: (change: Partial<Record<K, string>>) => void;
  setSearchInput: (text: string) => void;
  /** Empties the search box and fetches without a search right away. */
  clearSearch: () => void;
  setCursor: (cursor: PageCursor) => void;
}

const unset = <K extends string>(params: Readonly<Record<K, string>> | undefined) =>
  Object.fromEntries(Object.keys(params ?? {}).map((name) => [name, ''])) as Record<K, string>;

/**
 * A list's search, filters and page. The start comes from the page's query string (outside a
 * frame) so the first request is already filtered; later changes rewrite it without a history
 * entry (SPEC.md §2), so a reload or going back to the page shows the same list. The filters
 * combine with each other; the filters and the search exclude each other: applying one clears
 * the other, and either goes back to page one, so the list, the controls and the URL agree.
 */
export function useListState<K extends string = never>({
  search: searchParam,
  filters: filterParams,
  debounceMs,
}: ListStateOptions<K>): ListState<K> {
  // The parameters are constants of the widget; a key keeps the callbacks stable.
  const params = useRef({ search: searchParam, filters: filterParams });
  const [initial] = useState(() =>
    typeof window === 'undefined'
      ? {}
      : readListUrlState(window.location.search, isInFrame(window), params.current),
  );
  const [filters, setFilterValues] = useState<Record<K, string>>(() => ({
    ...unset(filterParams),
    ...initial.filters,
  }));
  const [searchInput, setSearchInputValue] = useState(initial.search ?? '');
  const [search, setSearch] = useState((initial.search ?? '').trim());
  const applied = useRef(search);
  const current = useRef(filters);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  // A new search replaces the filters, in the list and in the URL.
  const applySearch = useCallback((text: string) => {
    const trimmed = text.trim();
    if (trimmed === applied.current) return;
    applied.current = trimmed;
    setSearch(trimmed);
    current.current = unset(params.current.filters);
    setFilterValues(current.current);
    replaceListUrlState(window, { search: trimmed }, params.current);
  }, []);

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
  const setFilters = useCallback((change: Partial<Record<K, string>>) => {
    clearTimeout(timer.current);
    setSearchInputValue('');
    setSearch('');
    applied.current = '';
    current.current = { ...current.current, ...change };
    setFilterValues(current.current);
    replaceListUrlState(window, { filters: current.current }, params.current);
  }, []);

  // The cursor belongs to one set of filters and search; any other starts at page one.
  const listKey = JSON.stringify([filters, search]);
  const [paging, setPaging] = useState<{ key: string; cursor: PageCursor }>({
    key: listKey,
    cursor: null,
  });
  const cursor = paging.key === listKey ? paging.cursor : null;
  const setCursor = useCallback(
    (next: PageCursor) => setPaging({ key: listKey, cursor: next }),
    [listKey],
  );

  return {
    filters,
    searchInput,
    search,
    cursor,
    setFilters,
    setSearchInput,
    clearSearch,
    setCursor,
  };
}
