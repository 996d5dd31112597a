import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { CircleAlert } from '../icons';
import { useUiStrings } from '../ui-context';
import {
  backspace,
  cellInput,
  cellsFromValue,
  insertText,
  isComplete,
  otpLength,
  type OtpEdit,
} from './otp-model';

export interface OtpInputProps {
  /** Digits entered so far (controlled); default uncontrolled. */
  value?: string;
  /** Called with the digits after every edit. */
  onChange?: (code: string) => void;
  /** Called once all six cells hold a digit (auto-submit). */
  onComplete?: (code: string) => void;
  /** Group label; default 'Verification code'. */
  label?: ReactNode;
  /** Hides the visible label (it stays the group's accessible name); default false. */
  hideLabel?: boolean;
  /** Error text under the cells; sets aria-invalid; default none. */
  error?: ReactNode;
  /** Disables every cell; default false. */
  disabled?: boolean;
  /** Focuses the first cell on mount; default false. */
  autoFocus?: boolean;
  /** Form field name of a hidden input holding the code; default none. */
  name?: string;
}

/** Six single-digit cells for a one-time code, each labelled 'Digit n of 6'. */
export function OtpInput({
  value,
  onChange,
  onComplete,
  label,
  hideLabel = false,
  error,
  disabled = false,
  autoFocus = false,
  name,
}: OtpInputProps) {
  const [cells, setCells] = useState(() => cellsFromValue(value ?? ''));
  const { strings } = useUiStrings();
  const inputs = useRef<Array<HTMLInputElement | null>>([]);
  const id = useId();
  const invalid = Boolean(error);

  // A new value from the parent (e.g. reset to '') replaces the cells; echoes of our own edits don't.
  const joined = cells.join('');
  useEffect(() => {
    if (value !== undefined && value !== joined) setCells(cellsFromValue(value));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value]);

  useEffect(() => {
    if (autoFocus) inputs.current[0]?.focus();
  }, [autoFocus]);

  const apply = (edit: OtpEdit) => {
    const changed = edit.cells.join('|') !== cells.join('|');
    setCells(edit.cells);
    const target = inputs.current[edit.focusIndex];
    target?.focus();
    target?.select();
    if (!changed) return;
    const code = edit.cells.join('');
    onChange?.(code);
    if (isComplete(edit.cells)) onComplete?.(code);
  };

  const move = (index: number) => {
    const target = inputs.current[Math.max(0, Math.min(otpLength - 1, index))];
    target?.focus();
    target?.select();
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.metaKey || event.ctrlKey || event.altKey) return;
    const key = event.key;
    if (key === 'Backspace') {
      event.preventDefault();
      apply(backspace(cells, index));
    } else if (key === 'Delete') {
      event.preventDefault();
      apply({ cells: cells.map((cell, i) => (i === index ? '' : cell)), focusIndex: index });
    } else if (key === 'ArrowLeft' || key === 'ArrowUp') {
      event.preventDefault();
      move(index - 1);
    } else if (key === 'ArrowRight' || key === 'ArrowDown') {
      event.preventDefault();
      move(index + 1);
    } else if (key === 'Home') {
      event.preventDefault();
      move(0);
    } else if (key === 'End') {
      event.preventDefault();
      move(otpLength - 1);
    } else if (/^\d$/.test(key)) {
      event.preventDefault();
      apply(insertText(cells, index, key));
    } else if (key.length === 1) {
      // Letters and symbols never enter a cell.
      event.preventDefault();
    }
  };

  return (
    <div className="ui-otp" part="otp">
      <div
        role="group"
        aria-labelledby={`${id}-label`}
        aria-describedby={invalid ? `${id}-error` : undefined}
        className="ui-otp-group"
      >
        <span id={`${id}-label`} className={hideLabel ? 'ui-visually-hidden' : 'ui-field-label'}>
          {label ?? strings.verificationCode}
        </span>
        <div className="ui-otp-cells">
          {cells.map((cell, index) => (
            <input
              key={index}
              ref={(node) => {
                inputs.current[index] = node;
              }}
              className="ui-otp-cell"
              part="otp-cell"
              type="text"
              inputMode="numeric"
              pattern="[0-9]"
              autoComplete={index === 0 ? 'one-time-code' : 'off'}
              aria-label={strings.otpDigit(index + 1, otpLength)}
              aria-invalid={invalid || undefined}
              required
              disabled={disabled}
              value={cell}
              onKeyDown={(event) => onKeyDown(index, event)}
              onFocus={(event) => event.currentTarget.select()}
              onPaste={(event) => {
                event.preventDefault();
                apply(insertText(cells, index, event.clipboardData.getData('text')));
              }}
              onChange={(event) => {
                // Autofill, virtual keyboards and cut arrive here rather than as key presses.
                apply(cellInput(cells, index, event.target.value));
              }}
            />
          ))}
        </div>
      </div>
      {invalid && (
        <p className="ui-field-error" id={`${id}-error`}>
          <CircleAlert aria-hidden="true" />
          <span>{error}</span>
        </p>
      )}
      {name && <input type="hidden" name={name} value={joined} />}
    </div>
  );
}
