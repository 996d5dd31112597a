// Widget token scopes: the SDK's names, and the older name our routes and roles used for SSO
// (`widgets:sso-connection:manage`), which stays an alias of `widgets:sso:manage`.

export const WIDGET_SCOPES = [
  'widgets:users-table:manage',
  'widgets:domain-verification:manage',
  'widgets:sso:manage',
  'widgets:sso-connection:manage',
  'widgets:api-keys:manage',
  'widgets:user-api-keys:manage-self',
  'widgets:user-api-keys:manage-all',
  'widgets:dsync:manage',
  'widgets:audit-log-streaming:manage',
  'widgets:audit-logs:read',
] as const;

const aliases: Record<string, string> = {
  'widgets:sso:manage': 'widgets:sso-connection:manage',
  'widgets:sso-connection:manage': 'widgets:sso:manage',
};

/** The permissions with each aliased name added, so either name satisfies a check. */
export function withAliases(permissions: readonly string[]): string[] {
  const all = new Set(permissions);
  for (const permission of permissions) {
    const alias = aliases[permission];
    if (alias) all.add(alias);
  }
  return [...all];
}

/** The requested scopes that the granted permissions allow, in the requested names. */
export function narrowScopes(requested: readonly string[], granted: readonly string[]): string[] {
  const allowed = new Set(withAliases(granted));
  return [...new Set(requested.filter((scope) => allowed.has(scope)))];
}
