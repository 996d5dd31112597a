import type { Size } from './theme';

export interface SpinnerProps {
  /** 1 = 12 px, 2 = 16 px, 3 = 24 px; default 2. */
  size?: Size;
  /** Accessible name; when set the spinner is a status message, otherwise decorative. */
  label?: string;
  className?: string;
}

/** A small rotating ring in the current text colour (static under reduced motion). */
export function Spinner({ size = 2, label, className }: SpinnerProps) {
  return (
    <span
      className={className ? `ui-spinner ${className}` : 'ui-spinner'}
      data-size={size}
      part="spinner"
      {...(label ? { role: 'status', 'aria-label': label } : { 'aria-hidden': true })}
    />
  );
}
