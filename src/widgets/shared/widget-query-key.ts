/**
 * The query key of a widgets API resource. Keys carry only the path and its parameters (the
 * query client is already per API base and token identity), so every element on the page with
 * that identity asking for the same resource shares one fetch: e.g. `widgetQueryKey('/_widgets/UserProfile/me')`.
 */
export function widgetQueryKey<Params extends object | undefined = undefined>(
  path: string,
  params?: Params,
) {
  return params === undefined ? (['widgets', path] as const) : (['widgets', path, params] as const);
}
