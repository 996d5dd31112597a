import { Button, SearchField, Select, type SelectOption } from '../../ui';
import type { Role } from '../../api/widgets';
import { createKnownNames, useStrings } from '../shared';
import { createUsersManagementStrings } from './strings';

export interface UsersToolbarProps {
  /** Text in the search box. */
  searchInput: string;
  onSearchInputChange: (text: string) => void;
  /** Empties the search box (Escape or the clear button). */
  onClearSearch: () => void;
  /** Selected role slug, '' for All. */
  role: string;
  onRoleChange: (slug: string) => void;
  /** Roles for the filter; empty while loading. */
  roles: readonly Role[];
  onInvite: () => void;
}

// The Select shows its placeholder for '', so 'All' needs a value of its own.
const ALL = '__all__';

/** Search box, role filter and the Invite user button above the table. */
export function UsersToolbar({
  searchInput,
  onSearchInputChange,
  onClearSearch,
  role,
  onRoleChange,
  roles,
  onInvite,
}: UsersToolbarProps) {
  const strings = useStrings(createUsersManagementStrings);
  const known = useStrings(createKnownNames);
  const options: SelectOption[] = [
    { value: ALL, label: strings.roleFilterAll },
    ...roles.map((item) => ({ value: item.slug, label: known.roleName(item) })),
  ];
  // A role from the URL is shown even before the roles arrive.
  if (role && !roles.some((item) => item.slug === role)) options.push({ value: role, label: role });

  return (
    <div className="um-toolbar" part="toolbar">
      <SearchField
        className="um-search"
        part="search"
        label={strings.searchLabel}
        clearLabel={strings.clearSearchLabel}
        placeholder={strings.searchPlaceholder}
        value={searchInput}
        onValueChange={onSearchInputChange}
        onClear={onClearSearch}
      />
      <div className="um-role-filter" part="role-filter">
        <Select
          label={strings.roleFilterLabel}
          options={options}
          value={role || ALL}
          onValueChange={(value) => onRoleChange(value === ALL ? '' : value)}
        />
      </div>
      <Button className="um-invite" part="invite-button" onClick={onInvite}>
        {strings.inviteUserButton}
      </Button>
    </div>
  );
}
