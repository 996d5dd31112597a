import { Eye, EyeOff } from './password-icons';
import { useState } from 'react';
import { IconButton } from '../icon-button';
import { useUiStrings } from '../ui-context';
import { TextField, type TextFieldProps } from '../text-field';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'trailing'> {
  /** Label of the toggle while hidden; default 'Show password'. */
  showLabel?: string;
  /** Label of the toggle while shown; default 'Hide password'. */
  hideLabel?: string;
}

/** A TextField for passwords with a show/hide toggle button. */
export function PasswordField({
  showLabel,
  hideLabel,
  autoComplete = 'current-password',
  ...props
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const { strings } = useUiStrings();
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      spellCheck={false}
      trailing={
        <IconButton
          aria-label={
            visible ? (hideLabel ?? strings.hidePassword) : (showLabel ?? strings.showPassword)
          }
          aria-pressed={visible}
          size={1}
          disabled={props.disabled}
          onClick={() => setVisible((value) => !value)}
        >
          {visible ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
        </IconButton>
      }
    />
  );
}
