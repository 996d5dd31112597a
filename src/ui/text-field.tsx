import type { ComponentPropsWithRef, ReactNode } from 'react';
import type { FieldVariant } from './element-overrides';
import { FieldFrame } from './field-frame';
import type { Radius, Size } from './theme';
import { useElementDefaults } from './ui-context';

export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'size'> {
  /** Visible label. */
  label: ReactNode;
  /** Help text under the input; default none. */
  hint?: ReactNode;
  /** Error text; sets aria-invalid and aria-describedby; default none. */
  error?: ReactNode;
  /** Height 28/32/40 px; default 2. */
  size?: Size;
  /** Visual variant; default 'surface'. */
  variant?: FieldVariant;
  /** Corner rounding; default the theme's. */
  radius?: Radius;
  /** Content after the input inside the box (e.g. a toggle button); default none. */
  trailing?: ReactNode;
  /** Class on the field wrapper. */
  className?: string;
}

/** A labelled single-line input with hint and error text. */
export function TextField({
  label,
  hint,
  error,
  size,
  variant,
  radius,
  trailing,
  className,
  id,
  required,
  ...inputProps
}: TextFieldProps) {
  const overrides = useElementDefaults('textfield');
  return (
    <FieldFrame
      label={label}
      hint={hint}
      error={error}
      required={required}
      id={id}
      className={className}
    >
      {({ controlId, describedBy, invalid }) => (
        <div
          className="ui-input-box"
          part="textfield"
          data-size={size ?? overrides.size ?? 2}
          data-variant={variant ?? overrides.variant ?? 'surface'}
          data-radius={radius ?? overrides.radius}
        >
          <input
            className="ui-input"
            id={controlId}
            required={required}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            {...inputProps}
          />
          {trailing && <div className="ui-input-trailing">{trailing}</div>}
        </div>
      )}
    </FieldFrame>
  );
}
