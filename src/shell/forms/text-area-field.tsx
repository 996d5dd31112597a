// A labelled multi-line text box on the UI FieldFrame (the UI kit has no textarea primitive).
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { FieldFrame } from '../../ui';

export interface TextAreaFieldProps extends ComponentPropsWithRef<'textarea'> {
  label: ReactNode;
  /** Help text under the box; default none. */
  hint?: ReactNode;
  /** Error text; default none. */
  error?: ReactNode;
  className?: string;
}

/** Label, textarea, hint and error wired for accessibility. */
export function TextAreaField({
  label,
  hint,
  error,
  className,
  id,
  required,
  rows = 4,
  ...rest
}: TextAreaFieldProps) {
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
        <div className="ui-input-box form-textarea-box" data-variant="surface">
          <textarea
            id={controlId}
            className="ui-input form-textarea"
            rows={rows}
            required={required}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            {...rest}
          />
        </div>
      )}
    </FieldFrame>
  );
}
