// The top bar: menu button (small screens), search box, organization switcher, theme and user menus.
import { Menu, Search } from 'lucide-react';
import { IconButton } from '../../ui';
import { OrganizationSlot } from './organization-slot';
import { ThemeMenu } from './theme-menu';
import { UserMenu } from './user-menu';

export interface TopBarProps {
  /** Whether the small-screen drawer is open (for aria-expanded). */
  drawerOpen: boolean;
  /** Opens the small-screen navigation drawer. */
  onOpenDrawer(): void;
}

/** Sticky header above the main area. The search box is a demonstration and searches nothing. */
export function TopBar({ drawerOpen, onOpenDrawer }: TopBarProps) {
  return (
    <header className="shell-topbar">
      <IconButton
        className="shell-topbar-menu-button"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={drawerOpen}
        onClick={onOpenDrawer}
      >
        <Menu aria-hidden="true" />
      </IconButton>
      <form className="shell-search" role="search" onSubmit={(event) => event.preventDefault()}>
        <Search className="shell-search-icon" aria-hidden="true" />
        <input
          type="search"
          className="shell-search-input"
          aria-label="Search"
          placeholder="Search programs, clients, analytics..."
        />
      </form>
      <div className="shell-topbar-actions">
        <OrganizationSlot />
        <ThemeMenu />
        <UserMenu />
      </div>
    </header>
  );
}
