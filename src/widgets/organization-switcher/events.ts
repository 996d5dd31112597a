/** Detail of `organization-switched`: the organization the host switched the session to. */
export interface OrganizationSwitchedDetail {
  organizationId: string;
}

/** Events of `<organization-switcher>` and their details. */
export interface OrganizationSwitcherEvents {
  'organization-switched': OrganizationSwitchedDetail;
}
