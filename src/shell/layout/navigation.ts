// What the shell's navigation shows for a path (SPEC.md §2 "Shell layout"): the rail entries,
// the contextual side menu with its groups and gated items, and the footer button.
import { paths } from '../paths';
import { dashboardMenu, generalMenu, prefixMenus } from './side-menus';

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
 * longest segment prefix of the path (so /customers/{id} keeps All Customers marked); '/' only
 * exactly. Gated items count even when hidden, so a page whose item is hidden (an Access Denied
 * page) marks nothing rather than its parent, e.g. Account Details for /settings/user-management.
 */
export function activeMenuHref(path: string): string | null {
  const current = normalizePath(path);
  let best: string | null = null;
  for (const item of sideMenuFor(path, null).groups.flatMap((group) => group.items)) {
    const matches =
      item.href === current || (item.href !== '/' && current.startsWith(`${item.href}/`));
    if (matches && (best === null || item.href.length > best.length)) best = item.href;
  }
  return best;
}

/** Titles of the groups that start open: the one holding the path, or all when none holds it. */
export function initiallyOpenGroups(path: string, menu: SideMenu): string[] {
  const active = activeMenuHref(path);
  const holding = menu.groups.find((group) => group.items.some((item) => item.href === active));
  return holding ? [holding.title] : menu.groups.map((group) => group.title);
}

export interface FooterAction {
  label: 'New Client' | 'New Customer' | 'New Program';
  href: string;
}

/**
 * The desktop footer button: New Client on client paths, New Customer on customer paths, else
 * New Program. SPEC.md has New Program open the add-customer form (a defect of the product it
 * was read from); a button labelled New Program opens the program form's path instead.
 */
export function footerActionFor(path: string): FooterAction {
  const current = normalizePath(path);
  if (current.startsWith(paths.clients.index))
    return { label: 'New Client', href: paths.clients.create };
  if (current.startsWith(paths.customers.index))
    return { label: 'New Customer', href: paths.customers.create };
  return { label: 'New Program', href: paths.programs.create };
}
