// Public surface of the organization-switcher widget, for its element registration.
export { OrganizationSwitcher } from './organization-switcher';
export type { OrganizationSwitcherProps } from './organization-switcher';
export { organizationSwitcherStyles } from './organization-switcher-styles';
export type { OrganizationSwitchedDetail, OrganizationSwitcherEvents } from './events';
export type { SwitchToOrganization } from './model';
export { organizationSwitcherCatalog } from './strings';
