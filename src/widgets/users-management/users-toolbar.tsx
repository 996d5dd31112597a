import type { KeyboardEvent } from 'react';
import { Button, IconButton, Search, Select, TextField, X, type SelectOption } from '../../ui';
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

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape' && searchInput) {
      // Clear only; a dialog or the page must not also react to this Escape.
      event.preventDefault();
      event.stopPropagation();
      onClearSearch();
    }
  };

  return (
    <div className="um-toolbar" part="toolbar">
      <TextField
        className="um-search"
        label={strings.searchLabel}
        type="search"
        part="search"
        placeholder={strings.searchPlaceholder}
        autoComplete="off"
        spellCheck={false}
        value={searchInput}
        onChange={(event) => onSearchInputChange(event.target.value)}
        onKeyDown={onKeyDown}
        trailing={
          searchInput ? (
            <IconButton aria-label={strings.clearSearchLabel} size={1} onClick={onClearSearch}>
              <X aria-hidden="true" />
            </IconButton>
          ) : (
            <Search aria-hidden="true" className="um-search-icon" />
          )
        }
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
