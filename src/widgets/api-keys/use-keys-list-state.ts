import { useCallback, useEffect, useRef, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from './model';

/** A page: `before` for Next, `after` for Previous (the contract's cursors); null for the first. */
export type PageCursor = { before: string } | { after: string } | null;

export interface KeysListState {
  searchInput: string;
  /** The search the list is fetched with (debounced). */
  search: string;
  cursor: PageCursor;
  setSearchInput: (text: string) => void;
  clearSearch: () => void;
  setCursor: (cursor: PageCursor) => void;
}

const inFrame = () => {
  try {
    return window.self !== window.top;
  } catch {
    return true;
  }
};

function readSearch(param: string): string {
  if (typeof window === 'undefined' || inFrame()) return '';
  return new URLSearchParams(window.location.search).get(param) ?? '';
}

/** Sets (or removes) `param` in the address bar without a history entry; not inside a frame. */
function writeSearch(param: string, value: string): void {
  if (inFrame()) return;
  const url = new URL(window.location.href);
  if (value) url.searchParams.set(param, value);
  else url.searchParams.delete(param);
  if (url.href !== window.location.href) window.history.replaceState(window.history.state, '', url);
}

/**
 * The list's search and page. The search starts from the page's query string (`param`) and is
 * written back on each change, so a reload or a shared link shows the same list; a new search
 * goes back to page one.
 */
export function useKeysListState(param: string): KeysListState {
  const [initial] = useState(() => readSearch(param));
  const [searchInput, setSearchInputValue] = useState(initial);
  const [search, setSearch] = useState(initial.trim());
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const apply = useCallback(
    (text: string) => {
      const trimmed = text.trim();
      setSearch(trimmed);
      writeSearch(param, trimmed);
    },
    [param],
  );
  const setSearchInput = useCallback(
    (text: string) => {
      setSearchInputValue(text);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => apply(text), SEARCH_DEBOUNCE_MS);
    },
    [apply],
  );
  const clearSearch = useCallback(() => {
    clearTimeout(timer.current);
    setSearchInputValue('');
    apply('');
  }, [apply]);

  const [paging, setPaging] = useState<{ search: string; cursor: PageCursor }>({
    search,
    cursor: null,
  });
  const cursor = paging.search === search ? paging.cursor : null;
  const setCursor = useCallback(
    (next: PageCursor) => setPaging({ search, cursor: next }),
    [search],
  );
  return { searchInput, search, cursor, setSearchInput, clearSearch, setCursor };
}
