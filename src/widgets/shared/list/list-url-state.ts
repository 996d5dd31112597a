// A list's filters and search live in the host page's query string (SPEC.md §2 "Embedded
// widgets": `<users-management>`'s ak_role and ak_q, `<api-keys>`' ak_q or uak_q, `<audit-logs>`'
// al_action, al_actor, al_from and al_to), so a reload, back and forward, or a shared link show
// the same list. Read and written only outside a frame.

/**
 * The query-string parameters of one list: its search, if it has one, and its filters, if any
 * (each filter's parameter by the filter's name; several filters combine).
 */
export interface ListUrlParams {
  search?: string;
  filters?: Readonly<Record<string, string>>;
}

export interface ListUrlState {
  /** The filters that are set, by name. */
  filters?: Record<string, string>;
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

/** The state to start with: read only outside a frame, and the filters win over the search. */
export function readListUrlState(
  search: string,
  inFrame: boolean,
  params: ListUrlParams,
): ListUrlState {
  if (inFrame) return {};
  const query = new URLSearchParams(search);
  const filters = setOnly(
    Object.fromEntries(
      Object.entries(params.filters ?? {}).map(([name, param]) => [name, query.get(param) ?? '']),
    ),
  );
  if (filters) return { filters };
  const text = params.search && query.get(params.search);
  return text ? { search: text } : {};
}

/** The filters that have a value; undefined when none has. */
function setOnly(filters: Record<string, string> | undefined) {
  const set = Object.entries(filters ?? {}).filter(([, value]) => value !== '');
  return set.length > 0 ? Object.fromEntries(set) : undefined;
}

/**
 * The page URL after a filter or search change: the filters that are set (or else the search)
 * are written, every other parameter of the list is removed; the rest of the URL is kept.
 */
export function writeListUrlState(
  href: string,
  change: ListUrlState,
  params: ListUrlParams,
): string {
  const url = new URL(href);
  if (params.search) url.searchParams.delete(params.search);
  for (const param of Object.values(params.filters ?? {})) url.searchParams.delete(param);
  const filters = setOnly(change.filters);
  if (filters) {
    for (const [name, value] of Object.entries(filters)) {
      const param = params.filters?.[name];
      if (param) url.searchParams.set(param, value);
    }
  } else if (change.search && params.search) url.searchParams.set(params.search, change.search);
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
