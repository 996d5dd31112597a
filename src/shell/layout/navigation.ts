// What the shell's navigation shows for a path (SPEC.md §2 "Shell layout"): the rail entries,
// the contextual side menu with its groups and gated items, and the footer button.
import { paths } from '../paths';

export type RailIcon =
  'dashboard' | 'clients' | 'customers' | 'programs' | 'analytics' | 'campaigns' | 'settings';

export interface RailEntry {
  label: string;
  href: string;
  icon: RailIcon;
}

export const railEntries: readonly RailEntry[] = [
  { label: 'Dashboard', href: paths.home, icon: 'dashboard' },
  { label: 'Clients', href: paths.clients.index, icon: 'clients' },
  { label: 'Customers', href: paths.customers.index, icon: 'customers' },
  { label: 'Programs', href: paths.programs.index, icon: 'programs' },
  { label: 'Analytics', href: paths.analytics.index, icon: 'analytics' },
  { label: 'Campaigns', href: paths.campaigns.index, icon: 'campaigns' },
  { label: 'Settings', href: paths.settings.index, icon: 'settings' },
];

export interface MenuItem {
  label: string;
  href: string;
  /** Permission the item needs; it shows while permissions load and hides once they lack it. */
  permission?: string;
}

export interface MenuGroup {
  title: string;
  items: MenuItem[];
}

export interface SideMenu {
  heading: string;
  groups: MenuGroup[];
}

/** Drops a trailing slash so '/customers/' and '/customers' are the same place. */
export function normalizePath(path: string): string {
  const bare = path.split(/[?#]/)[0] || '/';
  return bare.length > 1 ? bare.replace(/\/+$/, '') || '/' : bare;
}

/** A rail entry is highlighted when the path equals it or, for non-root entries, starts with it. */
export function isRailEntryActive(path: string, href: string): boolean {
  const current = normalizePath(path);
  return current === href || (href !== '/' && current.startsWith(href));
}

const dashboardMenu: SideMenu = {
  heading: 'Dashboard',
  groups: [
    {
      title: 'Overview',
      items: [
        { label: 'Dashboard', href: paths.home },
        { label: 'Recent Activity', href: paths.activity },
        { label: 'Statistics', href: paths.stats },
      ],
    },
    {
      title: 'Quick Actions',
      items: [
        { label: 'New Program', href: paths.programs.create },
        { label: 'Add Client', href: paths.clients.create },
        { label: 'Reports', href: paths.reports },
      ],
    },
  ],
};

// Longest prefix first is not needed: the prefixes do not overlap.
const prefixMenus: readonly { prefix: string; menu: SideMenu }[] = [
  {
    prefix: paths.clients.index,
    menu: {
      heading: 'Clients',
      groups: [
        {
          title: 'Client Management',
          items: [
            { label: 'All Clients', href: paths.clients.index },
            { label: 'Add Client', href: paths.clients.create },
            { label: 'Client Settings', href: paths.clients.settings },
          ],
        },
        {
          title: 'Client Operations',
          items: [
            { label: 'Onboarding', href: paths.clients.onboarding },
            { label: 'Billing', href: paths.clients.billing },
            { label: 'Support', href: paths.clients.support },
          ],
        },
      ],
    },
  },
  {
    prefix: paths.programs.index,
    menu: {
      heading: 'Programs',
      groups: [
        {
          title: 'Program Management',
          items: [
            { label: 'All Programs', href: paths.programs.index },
            { label: 'Templates', href: paths.programs.templates },
            { label: 'Rewards', href: paths.programs.rewards },
            { label: 'Rules', href: paths.programs.rules },
          ],
        },
        {
          title: 'Program Operations',
          items: [
            { label: 'Members', href: paths.programs.members },
            { label: 'Communications', href: paths.programs.communications },
            { label: 'Program Analytics', href: paths.programs.analytics },
          ],
        },
      ],
    },
  },
  {
    prefix: paths.analytics.index,
    menu: {
      heading: 'Analytics',
      groups: [
        {
          title: 'Analytics & Reports',
          items: [
            { label: 'Overview', href: paths.analytics.index },
            { label: 'Member Analytics', href: paths.analytics.members },
            { label: 'ROI', href: paths.analytics.roi },
            { label: 'Reports', href: paths.analytics.reports },
          ],
        },
        {
          title: 'Data Management',
          items: [
            { label: 'Export Data', href: paths.analytics.export },
            { label: 'Scheduled Reports', href: paths.analytics.scheduled },
          ],
        },
      ],
    },
  },
  {
    prefix: paths.campaigns.index,
    menu: {
      heading: 'Campaigns',
      groups: [
        {
          title: 'Campaign Management',
          items: [
            { label: 'All Campaigns', href: paths.campaigns.index },
            { label: 'Create Campaign', href: paths.campaigns.create },
            { label: 'Templates', href: paths.campaigns.templates },
          ],
        },
        {
          title: 'Campaign Operations',
          items: [
            { label: 'Targeting', href: paths.campaigns.targeting },
            { label: 'Performance', href: paths.campaigns.performance },
            { label: 'A/B Testing', href: paths.campaigns.testing },
          ],
        },
      ],
    },
  },
  {
    prefix: paths.settings.index,
    menu: {
      heading: 'Settings',
      groups: [
        {
          title: 'Account',
          items: [
            { label: 'Account Details', href: paths.settings.index },
            { label: 'Profile', href: paths.settings.profile },
            { label: 'Security', href: paths.settings.security },
            { label: 'Sessions', href: paths.settings.sessions },
          ],
        },
        {
          title: 'Organization',
          items: [
            {
              label: 'User Management',
              href: paths.settings.userManagement,
              permission: 'widgets:users-table:manage',
            },
            {
              label: 'Domain Verification',
              href: paths.settings.domainVerification,
              permission: 'widgets:domain-verification:manage',
            },
            {
              label: 'SSO Configuration',
              href: paths.settings.sso,
              permission: 'widgets:sso-connection:manage',
            },
          ],
        },
      ],
    },
  },
  {
    prefix: paths.customers.index,
    menu: {
      heading: 'Customers',
      groups: [
        {
          title: 'Customer Management',
          items: [
            { label: 'All Customers', href: paths.customers.index },
            { label: 'Add Customer', href: paths.customers.create },
            { label: 'Search Customers', href: paths.customers.search },
          ],
        },
        {
          title: 'Customer Operations',
          items: [
            { label: 'Segments', href: paths.customers.segments },
            { label: 'Tiers', href: paths.customers.tiers },
            { label: 'Support', href: paths.customers.support },
            { label: 'Customer Analytics', href: paths.customers.analytics },
          ],
        },
      ],
    },
  },
];

const generalMenu: SideMenu = {
  heading: 'Dashboard',
  groups: [
    {
      title: 'General',
      items: [
        { label: 'Dashboard', href: paths.home },
        { label: 'Settings', href: paths.settings.index },
      ],
    },
  ],
};

const dashboardPaths = new Set(
  dashboardMenu.groups.flatMap((group) => group.items.map((item) => item.href)),
);

/**
 * The side menu for a path: by prefix; the dashboard menu for '/' and the dashboard-only pages
 * it lists (/activity, /stats, /reports); 'General' for any other path. Gated items are kept
 * while `permissions` is null (loading) and dropped once loaded without them; empty groups go.
 */
export function sideMenuFor(path: string, permissions: readonly string[] | null): SideMenu {
  const current = normalizePath(path);
  const match = prefixMenus.find(({ prefix }) => current.startsWith(prefix));
  const menu = match?.menu ?? (dashboardPaths.has(current) ? dashboardMenu : generalMenu);
  const groups = menu.groups
    .map((group) => ({
      ...group,
      items: group.items.filter(
        (item) => !item.permission || permissions === null || permissions.includes(item.permission),
      ),
    }))
    .filter((group) => group.items.length > 0);
  return { heading: menu.heading, groups };
}

/**
 * The menu item that stands for the path: an exact match, else the item whose href is the
 * longest segment prefix of the path (so /customers/{id} keeps All Customers marked); '/' only exactly.
 */
export function activeMenuHref(path: string, menu: SideMenu): string | null {
  const current = normalizePath(path);
  let best: string | null = null;
  for (const item of menu.groups.flatMap((group) => group.items)) {
    const matches =
      item.href === current || (item.href !== '/' && current.startsWith(`${item.href}/`));
    if (matches && (best === null || item.href.length > best.length)) best = item.href;
  }
  return best;
}

/** Titles of the groups that start open: the one holding the path, or all when none holds it. */
export function initiallyOpenGroups(path: string, menu: SideMenu): string[] {
  const active = activeMenuHref(path, menu);
  const holding = menu.groups.find((group) => group.items.some((item) => item.href === active));
  return holding ? [holding.title] : menu.groups.map((group) => group.title);
}

export interface FooterAction {
  label: 'New Client' | 'New Customer' | 'New Program';
  href: string;
}

/** The desktop footer button: New Client on client paths, else the add-customer form (labelled per SPEC). */
export function footerActionFor(path: string): FooterAction {
  const current = normalizePath(path);
  if (current.startsWith(paths.clients.index))
    return { label: 'New Client', href: paths.clients.create };
  if (current.startsWith(paths.customers.index))
    return { label: 'New Customer', href: paths.customers.create };
  return { label: 'New Program', href: paths.customers.create };
}
