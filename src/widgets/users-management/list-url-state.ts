// The users list's filter and search live in the host page's query string as ak_role and ak_q
// (SPEC.md §2 "Embedded widgets"), so a reload or a shared link shows the same list.

export const ROLE_PARAM = 'ak_role';
export const SEARCH_PARAM = 'ak_q';

export interface ListUrlState {
  role?: string;
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

/** The state to start with: read only outside a frame, and ak_role wins over ak_q. */
export function readListUrlState(search: string, inFrame: boolean): ListUrlState {
  if (inFrame) return {};
  const params = new URLSearchParams(search);
  const role = params.get(ROLE_PARAM);
  if (role) return { role };
  const query = params.get(SEARCH_PARAM);
  if (query) return { search: query };
  return {};
}

/**
 * The page URL after a filter or search change: the changed parameter is set (or removed when
 * empty) and the other one is cleared, every other part of the URL is kept.
 */
export function writeListUrlState(href: string, change: ListUrlState): string {
  const url = new URL(href);
  url.searchParams.delete(ROLE_PARAM);
  url.searchParams.delete(SEARCH_PARAM);
  if (change.role) url.searchParams.set(ROLE_PARAM, change.role);
  else if (change.search) url.searchParams.set(SEARCH_PARAM, change.search);
  return url.toString();
}

/** Rewrites the address bar without adding a history entry. */
export function replaceListUrlState(
  win: Pick<Window, 'location' | 'history'>,
  change: ListUrlState,
): void {
  const next = writeListUrlState(win.location.href, change);
  if (next !== win.location.href) win.history.replaceState(win.history.state, '', next);
}
