import { Check } from '../icons';
import { useId, type ReactNode } from 'react';
import { CircleAlert } from '../icons';

export interface CheckboxOption {
  value: string;
  /** Option name (bold line). */
  label: ReactNode;
  /** Explanation under the name; default none. */
  description?: ReactNode;
  /** Unchangeable; default false. */
  disabled?: boolean;
}

export interface CheckboxListProps {
  /** Group label (legend). */
  label: ReactNode;
  /** The options. */
  options: readonly CheckboxOption[];
  /** Checked values. */
  value: readonly string[];
  /** Called with the new list of checked values (in option order). */
  onValueChange: (value: string[]) => void;
  /** Hides the legend visually (kept for assistive technology); default false. */
  hideLabel?: boolean;
  /** Error text under the list; default none. */
  error?: ReactNode;
  /** Help text under the legend; default none. */
  hint?: ReactNode;
  /** Disables every option; default false. */
  disabled?: boolean;
  /** Form name of the checkboxes; default none. */
  name?: string;
}

/** A fieldset of checkboxes, each with a name and a description (e.g. roles to assign). */
export function CheckboxList({
  label,
  options,
  value,
  onValueChange,
  hideLabel = false,
  error,
  hint,
  disabled = false,
  name,
}: CheckboxListProps) {
  const id = useId();
  const invalid = Boolean(error);
  const toggle = (optionValue: string, checked: boolean) => {
    const next = new Set(value);
    if (checked) next.add(optionValue);
    else next.delete(optionValue);
    onValueChange(options.map((option) => option.value).filter((v) => next.has(v)));
  };
  const describedBy = [hint ? `${id}-hint` : null, invalid ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <fieldset
      className="ui-checkbox-list"
      part="checkbox-list"
      aria-describedby={describedBy || undefined}
      aria-invalid={invalid || undefined}
      disabled={disabled}
    >
      <legend className={hideLabel ? 'ui-visually-hidden' : 'ui-field-label'}>{label}</legend>
      {hint && (
        <p className="ui-field-hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      <div className="ui-checkbox-options">
        {options.map((option, index) => {
          const optionId = `${id}-${index}`;
          return (
            <label
              key={option.value}
              className="ui-checkbox-option"
              htmlFor={optionId}
              data-disabled={option.disabled || disabled || undefined}
            >
              <span className="ui-checkbox-box">
                <input
                  id={optionId}
                  type="checkbox"
                  className="ui-checkbox"
                  name={name}
                  value={option.value}
                  checked={value.includes(option.value)}
                  disabled={option.disabled}
                  aria-describedby={option.description ? `${optionId}-description` : undefined}
                  onChange={(event) => toggle(option.value, event.target.checked)}
                />
                <Check aria-hidden="true" className="ui-checkbox-mark" />
              </span>
              <span className="ui-checkbox-text">
                <span className="ui-checkbox-label">{option.label}</span>
                {option.description && (
                  <span className="ui-checkbox-description" id={`${optionId}-description`}>
                    {option.description}
                  </span>
                )}
              </span>
            </label>
          );
        })}
      </div>
      {invalid && (
        <p className="ui-field-error" id={`${id}-error`}>
          <CircleAlert aria-hidden="true" />
          <span>{error}</span>
        </p>
      )}
    </fieldset>
  );
}
