// The user menu of the top bar: avatar initials, name and e-mail, account links and Sign Out.
import { Bell, CreditCard, LogOut, UserCog, UsersRound } from 'lucide-react';
import { toast } from 'sonner';
import { useLocation } from 'wouter';
import { Avatar, Badge, DropdownMenu, MenuItem, MenuSeparator } from '../../ui';
import { useAuth } from '../auth/use-auth';
import { paths } from '../paths';
import { userDisplayName, userInitials } from './user-identity';

/** Avatar button opening the account menu. */
export function UserMenu() {
  const { user, signOut } = useAuth();
  const [, navigate] = useLocation();
  const name = userDisplayName(user);
  // The Avatar derives initials from a name; spacing ours out makes it show exactly SPEC's initials.
  const initials = userInitials(user).split('').join(' ');
  return (
    <DropdownMenu
      minWidth={240}
      trigger={
        // Named by hidden text, not aria-label: the initials are visible text, and a label that
        // does not contain them fails WCAG 2.5.3 (label in name).
        <button type="button" className="shell-user-trigger">
          <Avatar name={initials} size={2} decorative />
          <span className="ui-visually-hidden">Account menu for {name}</span>
        </button>
      }
    >
      <div className="shell-user-summary">
        <Avatar name={initials} size={3} decorative />
        <span className="shell-user-text">
          <span className="shell-user-name">{name}</span>
          {user?.email && <span className="shell-user-email">{user.email}</span>}
        </span>
      </div>
      <MenuSeparator />
      <MenuItem
        icon={<Bell />}
        textValue="Notifications"
        onSelect={() =>
          toast('You have 3 unread notifications', {
            description: 'The notification center is coming soon.',
          })
        }
      >
        <span className="shell-menu-item-with-badge">
          Notifications
          <Badge color="red" variant="solid">
            3<span className="ui-visually-hidden"> unread</span>
          </Badge>
        </span>
      </MenuItem>
      <MenuItem icon={<UserCog />} onSelect={() => navigate(paths.settings.index)}>
        Account Settings
      </MenuItem>
      {/* SPEC.md leaves these two targets open: the team lives on the users page; billing has no screen yet. */}
      <MenuItem icon={<UsersRound />} onSelect={() => navigate(paths.settings.userManagement)}>
        Team Management
      </MenuItem>
      <MenuItem
        icon={<CreditCard />}
        onSelect={() =>
          toast('Billing is coming soon', {
            description: 'Plans and invoices will be managed here.',
          })
        }
      >
        Billing
      </MenuItem>
      <MenuSeparator />
      <MenuItem icon={<LogOut />} onSelect={() => void signOut()}>
        Sign Out
      </MenuItem>
    </DropdownMenu>
  );
}
