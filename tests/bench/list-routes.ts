// The list routes the scale benchmark measures, each a GET the bench repeats. Another surface's
// list joins by adding an entry here.
export interface BenchTarget {
  url: string;
  /** The widget user's access token (an admin of the organization). */
  token: string;
  /** A management API secret key. */
  secretKey: string;
  organizationId: string;
  /** A cursor a few pages into the members list (`before`). */
  membersCursor: string;
  /** The organization's directory, as an identity provider calls its SCIM service. */
  scim: {
    /** The directory's SCIM base path: /scim/v2.0/<external_key>. */
    base: string;
    token: string;
    /** userNames (e-mail addresses) of directory users at every size, and ones of none. */
    userNames: string[];
    /** externalIds of directory users at every size, and ones of none. */
    externalIds: string[];
  };
}

export interface ListRoute {
  name: string;
  /**
   * The cheapest route doing the same authentication work (the widget token's session, the
   * management key or the directory's bearer token checked in the database), the baseline of
   * this route's ratio.
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

const scimHeaders = (target: BenchTarget) => ({ authorization: `Bearer ${target.scim.token}` });

/** `attribute eq "value"`, the n-th of `values`, as the filter of a GET /Users. */
const scimFilter = (target: BenchTarget, attribute: string, values: string[], call: number) =>
  `${target.scim.base}/Users?filter=${encodeURIComponent(`${attribute} eq "${values[call % values.length]}"`)}`;

/**
 * SCIM's cheapest authenticated route: the bearer token checked in the database as on every SCIM
 * request (the same statement counts the request in the token's rate window), then a constant
 * document. A GET of one user by id would add a read of its own.
 */
const scimServiceProviderConfig: ListRoute = {
  name: 'GET SCIM ServiceProviderConfig',
  path: (target) => `${target.scim.base}/ServiceProviderConfig`,
  headers: scimHeaders,
};

/** A members page of ten matching `search`. */
const searchPath = (search: string) =>
  `/_widgets/UserManagement/members?limit=10&search=${encodeURIComponent(search)}`;

/** The search route for each of `searches` alone (BENCH_SEARCH_EACH=1: which one costs what). */
export const eachSearchRoute: ListRoute[] = searches.map((search) => ({
  name: `Members page, search '${search}'`,
  path: () => searchPath(search),
  headers: widgetHeaders,
  authenticated: widgetRoles,
}));

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
    path: (_, call) => searchPath(searches[call % searches.length]!),
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
  // An identity provider looks a user up before it creates or updates one (Okta, Entra).
  {
    name: 'SCIM Users filter, userName eq',
    path: (target, call) => scimFilter(target, 'userName', target.scim.userNames, call),
    headers: scimHeaders,
    authenticated: scimServiceProviderConfig,
  },
  {
    name: 'SCIM Users filter, externalId eq',
    path: (target, call) => scimFilter(target, 'externalId', target.scim.externalIds, call),
    headers: scimHeaders,
    authenticated: scimServiceProviderConfig,
  },
];
