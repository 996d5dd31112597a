import type { KeyboardEvent } from 'react';
import { Button, IconButton, Search, TextField, X } from '../../ui';
import { useStrings } from '../shared';
import { createApiKeysStrings } from './strings';

export interface KeysToolbarProps {
  searchInput: string;
  onSearchInputChange: (text: string) => void;
  onClearSearch: () => void;
  onCreate: () => void;
}

/** Search by name and the Create API key button. */
export function KeysToolbar({
  searchInput,
  onSearchInputChange,
  onClearSearch,
  onCreate,
}: KeysToolbarProps) {
  const strings = useStrings(createApiKeysStrings);
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape' && searchInput) {
      event.preventDefault();
      event.stopPropagation();
      onClearSearch();
    }
  };
  return (
    <div className="ak-toolbar" part="toolbar">
      <TextField
        className="ak-search"
        label={strings.searchLabel}
        type="search"
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
            <Search aria-hidden="true" className="ak-search-icon" />
          )
        }
      />
      <Button className="ak-create" part="create-button" onClick={onCreate}>
        {strings.createButton}
      </Button>
    </div>
  );
}
