// The list routes the scale benchmark measures, each a GET the bench repeats. Another surface's
// list joins by adding an entry here (the SCIM Users filter, when directory sync lands: a GET of
// /scim/v2/<directory>/Users?filter=userName sw "user1" with the directory's bearer token).
export interface BenchTarget {
  url: string;
  /** The widget user's access token (an admin of the organization). */
  token: string;
  /** A management API secret key. */
  secretKey: string;
  organizationId: string;
  /** A cursor a few pages into the members list (`before`). */
  membersCursor: string;
}

export interface ListRoute {
  name: string;
  /**
   * The cheapest route doing the same authentication work (the widget token's session and the
   * management key checked in the database), the baseline of this route's ratio.
   */
  authenticated?: ListRoute;
  /** The path and query of the n-th call (calls may rotate through values). */
  path(target: BenchTarget, call: number): string;
  headers(target: BenchTarget): Record<string, string>;
}

export const widgetHeaders = (target: BenchTarget) => ({
  authorization: `Bearer ${target.token}`,
  'workos-widgets-version': '1',
  'workos-widgets-type': 'user-management',
});
const managementHeaders = (target: BenchTarget) => ({
  authorization: `Bearer ${target.secretKey}`,
});

// Name and e-mail fragments (3+ characters: the trigram index), short prefixes, and misses.
const searches = ['garcia', 'maria s', 'user42', 'bench.example', 'kim', 'ma', 'zz', 'qqxq'];

/** The cheapest authenticated route: the token's signature checked, nothing read. */
export const cheapestRoute: ListRoute = {
  name: 'GET /api/token',
  path: () => '/api/token',
  headers: (target) => ({ authorization: `Bearer ${target.token}` }),
};

/** The widgets' cheapest route: the session and permissions read, then the organization's roles. */
const widgetRoles: ListRoute = {
  name: 'GET widget roles',
  path: () => '/_widgets/UserManagement/roles',
  headers: widgetHeaders,
};

/** The management API's cheapest read: the key checked, then one organization. */
const managementOrganization: ListRoute = {
  name: 'GET /organizations/:id',
  path: (target) => `/organizations/${target.organizationId}`,
  headers: managementHeaders,
};

export const listRoutes: ListRoute[] = [
  {
    name: 'Members page, first',
    path: () => '/_widgets/UserManagement/members?limit=10',
    headers: widgetHeaders,
    authenticated: widgetRoles,
  },
  {
    name: 'Members page, by cursor',
    path: (target) =>
      `/_widgets/UserManagement/members?limit=10&before=${encodeURIComponent(target.membersCursor)}`,
    headers: widgetHeaders,
    authenticated: widgetRoles,
  },
  {
    name: 'Members page, role filter',
    path: () => '/_widgets/UserManagement/members?limit=10&role=admin',
    headers: widgetHeaders,
    authenticated: widgetRoles,
  },
  {
    name: 'Members page, search',
    path: (_, call) =>
      `/_widgets/UserManagement/members?limit=10&search=${encodeURIComponent(searches[call % searches.length]!)}`,
    headers: widgetHeaders,
    authenticated: widgetRoles,
  },
  {
    name: 'listUsers (organization)',
    path: (target) => `/user_management/users?organization_id=${target.organizationId}&limit=10`,
    headers: managementHeaders,
    authenticated: managementOrganization,
  },
  {
    name: 'listOrganizationMemberships',
    path: (target) =>
      `/user_management/organization_memberships?organization_id=${target.organizationId}&limit=10`,
    headers: managementHeaders,
    authenticated: managementOrganization,
  },
];
