// The top bar: menu button (small screens), search box, organization switcher, theme and user menus.
import { Menu, Search, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
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
  // Small screens keep the search behind a button so the switcher and menus keep their room.
  const [searchOpen, setSearchOpen] = useState(false);
  const searchInput = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (searchOpen) searchInput.current?.focus();
  }, [searchOpen]);
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
      <form
        className="shell-search"
        role="search"
        data-open={searchOpen || undefined}
        onSubmit={(event) => event.preventDefault()}
      >
        <Search className="shell-search-icon" aria-hidden="true" />
        <input
          ref={searchInput}
          type="search"
          className="shell-search-input"
          aria-label="Search"
          placeholder="Search programs, clients, analytics..."
          onKeyDown={(event) => {
            if (event.key === 'Escape') setSearchOpen(false);
          }}
        />
      </form>
      <IconButton
        className="shell-topbar-search-button"
        aria-label={searchOpen ? 'Close search' : 'Search'}
        aria-expanded={searchOpen}
        onClick={() => setSearchOpen((open) => !open)}
      >
        {searchOpen ? <X aria-hidden="true" /> : <Search aria-hidden="true" />}
      </IconButton>
      <div className="shell-topbar-actions">
        <OrganizationSlot />
        <ThemeMenu />
        <UserMenu />
      </div>
    </header>
  );
}
