// The user menu of the top bar: avatar initials, name and e-mail, account links and Sign Out.
import { Bell, CreditCard, LogOut, UserCog, UsersRound } from 'lucide-react';
import { useLocation } from 'wouter';
import { Avatar, Badge, DropdownMenu, MenuItem, MenuSeparator } from '../../ui';
import { useAuth } from '../auth/use-auth';
import { paths } from '../paths';
import { userDisplayName, userInitials } from './user-identity';

/** Avatar button opening the account menu. Team Management and Billing have no screens yet. */
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
        <button
          type="button"
          className="shell-user-trigger"
          aria-label={`Account menu for ${name}`}
        >
          <Avatar name={initials} size={2} decorative />
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
      <MenuItem icon={<Bell />} textValue="Notifications">
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
      <MenuItem icon={<UsersRound />}>Team Management</MenuItem>
      <MenuItem icon={<CreditCard />}>Billing</MenuItem>
      <MenuSeparator />
      <MenuItem icon={<LogOut />} onSelect={() => void signOut()}>
        Sign Out
      </MenuItem>
    </DropdownMenu>
  );
}
