// A search input with a leading icon, for directory toolbars.
import { Search } from 'lucide-react';

export interface SearchBoxProps {
  /** Accessible name. */
  label: string;
  placeholder: string;
  /** Controlled value; omit for an inert box (the customer search does nothing by design). */
  value?: string;
  onChange?(value: string): void;
}

/** type=search inside a role=search form; Enter does not submit anywhere. */
export function SearchBox({ label, placeholder, value, onChange }: SearchBoxProps) {
  return (
    <form
      className="demo-search"
      role="search"
      aria-label={label}
      onSubmit={(event) => event.preventDefault()}
    >
      <Search className="demo-search-icon" aria-hidden="true" />
      <input
        type="search"
        className="demo-search-input"
        aria-label={label}
        placeholder={placeholder}
        value={value}
        onChange={onChange ? (event) => onChange(event.target.value) : undefined}
      />
    </form>
  );
}
