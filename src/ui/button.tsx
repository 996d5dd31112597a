import { Check } from './icons';
import type { ComponentPropsWithRef, MouseEvent, ReactNode } from 'react';
import type { ActionStatus } from './extras/done-timing';
import type { ButtonColor, ButtonVariant } from './element-overrides';
import { Spinner } from './spinner';
import type { Radius, Size } from './theme';
import { useElementDefaults, useUiStrings } from './ui-context';

export type ButtonIntent = 'primary' | 'secondary' | 'destructive';

export interface ButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'color'> {
  /** What the button is for; picks the defaults and the `elements` override key; default 'primary'. */
  intent?: ButtonIntent;
  /** Visual variant; default from intent (primary solid, secondary outline, destructive solid). */
  variant?: ButtonVariant;
  /** Colour; default from intent (accent, neutral, danger). */
  color?: ButtonColor;
  /** Height 28/32/40 px; default 2. */
  size?: Size;
  /** Corner rounding; default the theme's. */
  radius?: Radius;
  /** Shows a spinner and blocks clicks while keeping focus; default false. */
  loading?: boolean;
  /** Save-cycle status from `useDoneState`; 'loading' as `loading`, 'done' shows `doneLabel`. */
  status?: ActionStatus;
  /** Text shown in the 'done' status; default 'Done' in the root's locale. */
  doneLabel?: string;
}

const intentDefaults: Record<ButtonIntent, { variant: ButtonVariant; color: ButtonColor }> = {
  primary: { variant: 'solid', color: 'accent' },
  secondary: { variant: 'outline', color: 'neutral' },
  destructive: { variant: 'solid', color: 'danger' },
};

const overrideKey = {
  primary: 'primaryButton',
  secondary: 'secondaryButton',
  destructive: 'destructiveButton',
} as const;

/** A button with variants, colours, sizes and the loading → 'Done' save cycle. */
export function Button({
  intent = 'primary',
  variant,
  color,
  size,
  radius,
  loading = false,
  status,
  doneLabel,
  type = 'button',
  className,
  children,
  onClick,
  disabled,
  ...rest
}: ButtonProps) {
  const overrides = useElementDefaults(overrideKey[intent]);
  const { strings } = useUiStrings();
  const base = intentDefaults[intent];
  const effectiveStatus: ActionStatus | undefined = loading ? 'loading' : status;
  const busy = effectiveStatus === 'loading' || effectiveStatus === 'done';

  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (busy) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };

  return (
    <button
      part="button"
      type={type}
      className={className ? `ui-button ${className}` : 'ui-button'}
      data-variant={variant ?? overrides.variant ?? base.variant}
      data-color={color ?? overrides.color ?? base.color}
      data-size={size ?? overrides.size ?? 2}
      data-radius={radius ?? overrides.radius}
      data-status={busy ? effectiveStatus : undefined}
      aria-busy={effectiveStatus === 'loading' || undefined}
      aria-disabled={busy || undefined}
      disabled={disabled}
      onClick={handleClick}
      {...rest}
    >
      <ButtonContent status={effectiveStatus} doneLabel={doneLabel ?? strings.done}>
        {children}
      </ButtonContent>
    </button>
  );
}

function ButtonContent({
  status,
  doneLabel,
  children,
}: {
  status: ActionStatus | undefined;
  doneLabel: string;
  children: ReactNode;
}) {
  if (status === undefined) return <>{children}</>;
  return (
    <>
      <span className="ui-button-stack">
        <span className="ui-button-label" aria-hidden={status === 'done' || undefined}>
          {children}
        </span>
        <span className="ui-button-done" aria-hidden={status !== 'done'}>
          <Check aria-hidden="true" />
          {doneLabel}
        </span>
      </span>
      {status === 'loading' && (
        <span className="ui-button-spinner">
          <Spinner size={1} />
        </span>
      )}
    </>
  );
}
