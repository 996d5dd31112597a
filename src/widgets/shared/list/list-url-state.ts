// A list's filter and search live in the host page's query string (SPEC.md §2 "Embedded
// widgets": `<users-management>`'s ak_role and ak_q, `<api-keys>`' ak_q or uak_q), so a reload or
// a shared link shows the same list. Read and written only outside a frame.

/** The query-string parameters of one list: its search, and its filter if it has one. */
export interface ListUrlParams {
  search: string;
  filter?: string;
}

export interface ListUrlState {
  filter?: string;
  search?: string;
}

/** True inside an iframe, or when the parent cannot be read (a cross-origin frame). */
export function isInFrame(win: { readonly self: unknown; readonly top: unknown }): boolean {
  try {
    return win.self !== win.top;
  } catch {
    return true;
  }
}

/** The state to start with: read only outside a frame, and the filter wins over the search. */
export function readListUrlState(
  search: string,
  inFrame: boolean,
  params: ListUrlParams,
): ListUrlState {
  if (inFrame) return {};
  const query = new URLSearchParams(search);
  const filter = params.filter && query.get(params.filter);
  if (filter) return { filter };
  const text = query.get(params.search);
  return text ? { search: text } : {};
}

/**
 * The page URL after a filter or search change: the changed parameter is set (or removed when
 * empty) and the other one is cleared; every other part of the URL is kept.
 */
export function writeListUrlState(
  href: string,
  change: ListUrlState,
  params: ListUrlParams,
): string {
  const url = new URL(href);
  url.searchParams.delete(params.search);
  if (params.filter) url.searchParams.delete(params.filter);
  if (change.filter && params.filter) url.searchParams.set(params.filter, change.filter);
  else if (change.search) url.searchParams.set(params.search, change.search);
  return url.toString();
}

/** Rewrites the address bar without adding a history entry; nothing inside a frame. */
export function replaceListUrlState(
  win: Pick<Window, 'location' | 'history' | 'self' | 'top'>,
  change: ListUrlState,
  params: ListUrlParams,
): void {
  if (isInFrame(win)) return;
  const next = writeListUrlState(win.location.href, change, params);
  if (next !== win.location.href) win.history.replaceState(win.history.state, '', next);
}
