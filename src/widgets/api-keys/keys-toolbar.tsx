import { Button, SearchField } from '../../ui';
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
  return (
    <div className="ak-toolbar" part="toolbar">
      <SearchField
        className="ak-search"
        label={strings.searchLabel}
        clearLabel={strings.clearSearchLabel}
        placeholder={strings.searchPlaceholder}
        value={searchInput}
        onValueChange={onSearchInputChange}
        onClear={onClearSearch}
      />
      <Button className="ak-create" part="create-button" onClick={onCreate}>
        {strings.createButton}
      </Button>
    </div>
  );
}
