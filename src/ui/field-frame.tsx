import { CircleAlert } from './icons';
import { useId, type MouseEvent, type ReactNode } from 'react';

export interface FieldIds {
  /** id for the control (the label's `for`). */
  controlId: string;
  labelId: string;
  /** Space-separated ids of hint and error, for aria-describedby; undefined when none. */
  describedBy: string | undefined;
  invalid: boolean;
}

export interface FieldFrameProps {
  /** Visible label. */
  label: ReactNode;
  /** Help text under the control; default none. */
  hint?: ReactNode;
  /** Error text; when set the control is aria-invalid and described by it; default none. */
  error?: ReactNode;
  /** Marks the label as required; default false. */
  required?: boolean;
  /** Explicit control id; default generated. */
  id?: string;
  className?: string;
  /** `label` element for inputs; `span` when the control is a button labelled by aria-labelledby. */
  labelAs?: 'label' | 'span';
  children: (ids: FieldIds) => ReactNode;
}

/** Label, hint and error text around one control, with the ids wired for accessibility. */
export function FieldFrame({
  label,
  hint,
  error,
  required,
  id,
  className,
  labelAs = 'label',
  children,
}: FieldFrameProps) {
  const generated = useId();
  const controlId = id ?? `${generated}-control`;
  const labelId = `${generated}-label`;
  const hintId = `${generated}-hint`;
  const errorId = `${generated}-error`;
  const invalid = error !== undefined && error !== null && error !== false && error !== '';
  const described = [hint ? hintId : null, invalid ? errorId : null].filter(Boolean).join(' ');
  const Label = labelAs;
  return (
    <div
      className={className ? `ui-field ${className}` : 'ui-field'}
      data-invalid={invalid || undefined}
    >
      <Label
        className="ui-field-label"
        id={labelId}
        {...(labelAs === 'label'
          ? { htmlFor: controlId }
          : {
              // A span label (for button controls) still focuses its control when clicked.
              onClick: (event: MouseEvent<HTMLElement>) => {
                const root = event.currentTarget.getRootNode() as Document | ShadowRoot;
                root.getElementById(controlId)?.focus();
              },
            })}
      >
        {label}
        {required && (
          <span className="ui-field-required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </Label>
      {children({ controlId, labelId, describedBy: described || undefined, invalid })}
      {hint && (
        <p className="ui-field-hint" id={hintId}>
          {hint}
        </p>
      )}
      {invalid && (
        <p className="ui-field-error" id={errorId}>
          <CircleAlert aria-hidden="true" />
          <span>{error}</span>
        </p>
      )}
    </div>
  );
}
