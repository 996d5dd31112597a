import { useEffect, useId, useState, type FocusEvent } from 'react';
import { useFloatingPosition, type Placement } from './floating';
import { useDismiss } from './layers';

type Handler = ((event: FocusEvent<HTMLElement>) => void) | undefined;

/**
 * Tooltip behaviour (SPEC §9: delay 0): opens on hover and keyboard focus, closes on leave, blur
 * and Escape; role tooltip with aria-describedby on the reference.
 */
export function useTooltip(
  options: { placement?: Placement; enabled?: boolean; escapeBubbles?: boolean } = {},
) {
  const [open, setOpen] = useState(false);
  const [reference, setReference] = useState<HTMLElement | null>(null);
  const [floating, setFloating] = useState<HTMLElement | null>(null);
  const id = useId();
  const enabled = options.enabled ?? true;
  const shown = open && enabled;
  useFloatingPosition(shown ? reference : null, floating, {
    placement: options.placement ?? 'top',
    offset: 6,
  });
  // Inside a menu, Escape must also reach the menu; a lone tooltip keeps it to itself unless the
  // focus is elsewhere (it was opened by hovering), as the key then belongs to what has focus.
  useDismiss(
    shown,
    () => setOpen(false),
    () => [reference, floating],
    {
      escapeBubbles: (event) =>
        Boolean(options.escapeBubbles) || !reference || !event.composedPath().includes(reference),
    },
  );
  // Native listeners: React emulates mouseenter/mouseleave from mouseover/mouseout.
  useEffect(() => {
    if (!reference || !enabled) return;
    const show = () => setOpen(true);
    const hide = () => setOpen(false);
    reference.addEventListener('mouseenter', show);
    reference.addEventListener('mouseleave', hide);
    return () => {
      reference.removeEventListener('mouseenter', show);
      reference.removeEventListener('mouseleave', hide);
    };
  }, [reference, enabled]);

  return {
    open: shown,
    setOpen,
    setReference,
    setFloating,
    floatingProps: { id, role: 'tooltip' },
    /** The reference's props, chained with the given ones. */
    getReferenceProps<P extends Record<string, unknown>>(props: P = {} as P) {
      const onFocus = props.onFocus as Handler;
      const onBlur = props.onBlur as Handler;
      return {
        ...props,
        'aria-describedby': shown ? id : (props['aria-describedby'] as string | undefined),
        onFocus: (event: FocusEvent<HTMLElement>) => {
          onFocus?.(event);
          // Keyboard focus only: a click that focuses the button shows it through hover anyway.
          if (event.target.matches(':focus-visible')) setOpen(true);
        },
        onBlur: (event: FocusEvent<HTMLElement>) => {
          onBlur?.(event);
          setOpen(false);
        },
      };
    },
  };
}

export type TooltipState = ReturnType<typeof useTooltip>;
