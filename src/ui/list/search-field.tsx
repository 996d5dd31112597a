import type { KeyboardEvent } from 'react';
import { IconButton } from '../icon-button';
import { Search, X } from '../icons';
import { TextField, type TextFieldProps } from '../text-field';

export interface SearchFieldProps extends Omit<TextFieldProps, 'value' | 'onChange' | 'trailing'> {
  /** The search box's name for assistive technology (not shown: the box shows its placeholder). */
  label: string;
  /** Accessible name of the clear button. */
  clearLabel: string;
  /** Text in the box. */
  value: string;
  onValueChange: (text: string) => void;
  /** Empties the box (Escape, or the clear button shown while it has text). */
  onClear: () => void;
}

/** A list's search box: a search icon, or a clear button while it has text; Escape clears. */
export function SearchField({
  label,
  clearLabel,
  value,
  onValueChange,
  onClear,
  className,
  ...inputProps
}: SearchFieldProps) {
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape' && value) {
      // Clear only; a dialog or the page must not also react to this Escape.
      event.preventDefault();
      event.stopPropagation();
      onClear();
    }
  };
  return (
    <TextField
      {...inputProps}
      className={className ? `ui-search-field ${className}` : 'ui-search-field'}
      label={label}
      type="search"
      autoComplete="off"
      spellCheck={false}
      value={value}
      onChange={(event) => onValueChange(event.target.value)}
      onKeyDown={onKeyDown}
      trailing={
        value ? (
          <IconButton aria-label={clearLabel} size={1} onClick={onClear}>
            <X aria-hidden="true" />
          </IconButton>
        ) : (
          <Search aria-hidden="true" className="ui-search-icon" />
        )
      }
    />
  );
}
