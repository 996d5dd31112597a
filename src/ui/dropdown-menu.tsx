import {
  cloneElement,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';
import type { MenuVariant } from './element-overrides';
import { useFloatingPosition, type Placement } from './floating';
import { activeElement, useDismiss } from './layers';
import { navigationIndex, useTypeahead } from './list-navigation';
import { MenuContext } from './menu-context';
import { useMergeRefs } from './merge-refs';
import type { Radius } from './theme';
import { topLayerRef } from './top-layer';
import { useElementDefaults } from './ui-context';
import { UiPortal } from './ui-portal';

export interface DropdownMenuProps {
  /** The button that opens the menu (e.g. an IconButton labelled 'Actions'). */
  trigger: ReactElement<Record<string, unknown> & { ref?: Ref<HTMLElement> }>;
  /** MenuItem, MenuSeparator and MenuLabel elements. */
  children: ReactNode;
  /** Preferred placement; default 'bottom-end'. */
  placement?: Placement;
  /** Controlled open state; default uncontrolled. */
  open?: boolean;
  /** Called when the menu opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** Surface style of the menu; default 'solid' (items highlight with the accent). */
  variant?: MenuVariant;
  /** Corner rounding; default the theme's. */
  radius?: Radius;
  /** Minimum width of the menu in px; default 180. */
  minWidth?: number;
}

/**
 * A menu button: opens on click, Enter, Space or ArrowDown; arrow keys, Home/End and typeahead
 * move between items; Escape or a choice closes it and returns focus to the trigger.
 */
export function DropdownMenu({
  trigger,
  children,
  placement = 'bottom-end',
  open: controlledOpen,
  onOpenChange,
  variant,
  radius,
  minWidth = 180,
}: DropdownMenuProps) {
  const overrides = useElementDefaults('dropdown');
  const [uncontrolledOpen, setUncontrolledOpen] = useState(false);
  const open = controlledOpen ?? uncontrolledOpen;
  const setOpen = (next: boolean) => {
    if (controlledOpen === undefined) setUncontrolledOpen(next);
    onOpenChange?.(next);
  };
  const [reference, setReference] = useState<HTMLElement | null>(null);
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const [active, setActive] = useState<HTMLElement | null>(null);
  // Which item gets the focus once the menu is rendered: the first (keyboard), the last
  // (ArrowUp), or none (pointer: the menu itself takes the focus).
  const [start, setStart] = useState<'first' | 'last' | null>(null);
  const typeahead = useTypeahead();
  const generatedId = useId();
  const triggerId = (trigger.props.id as string | undefined) ?? `${generatedId}-trigger`;
  const menuId = `${generatedId}-menu`;
  const items = () => Array.from(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  useFloatingPosition(open ? reference : null, menu, { placement, offset: 4 });
  useDismiss(
    open,
    () => setOpen(false),
    () => [reference, menu],
  );
  useLayoutEffect(() => {
    if (!menu) return;
    const list = Array.from(menu.querySelectorAll<HTMLElement>('[role="menuitem"]'));
    setActive((start === 'first' ? list[0] : start === 'last' ? list.at(-1) : null) ?? null);
    // Only when the menu mounts: `start` is read once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [menu]);
  useLayoutEffect(() => {
    if (open && menu) (active ?? menu).focus();
  }, [open, menu, active]);
  useEffect(() => {
    if (!open || !menu) return;
    // On close, focus goes back to the trigger unless it already moved on (e.g. into a dialog
    // the chosen item opened).
    return () => {
      const focused = activeElement();
      if (!focused || focused === document.body || menu.contains(focused)) reference?.focus();
    };
  }, [open, menu, reference]);

  const show = (from: 'first' | 'last' | null) => {
    setStart(from);
    setActive(null);
    setOpen(true);
  };
  const onMenuKeyDown = (event: KeyboardEvent) => {
    // Tab leaves the menu from the trigger, as if the menu were in its place.
    if (event.key === 'Tab') {
      setOpen(false);
      reference?.focus();
      return;
    }
    const list = items();
    const index = active ? list.indexOf(active) : -1;
    const current = index < 0 ? null : index;
    let next = navigationIndex(event.key, list.length, current);
    if (next === undefined) {
      const labels = list.map(
        (item) =>
          item.dataset.text ?? item.querySelector('.ui-menu-item-label')?.textContent ?? null,
      );
      next = typeahead.match(event, labels, current);
    }
    if (next === undefined) return;
    event.preventDefault();
    if (next !== null) setActive(list[next]!);
  };

  const triggerRef = useMergeRefs([setReference, trigger.props.ref]);
  const floatingRef = useMergeRefs([setMenu, topLayerRef]);
  const menuContext = useMemo(
    () => ({ active, setActive, close: () => setOpen(false) }),
    // setOpen is recreated each render but only closes over stable setters and props.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [active, controlledOpen, onOpenChange],
  );
  const triggerProps = trigger.props as {
    onClick?: (event: MouseEvent) => void;
    onKeyDown?: (event: KeyboardEvent) => void;
  };

  return (
    <>
      {cloneElement(trigger, {
        ref: triggerRef,
        id: triggerId,
        'aria-haspopup': 'menu',
        'aria-expanded': open,
        'aria-controls': open ? menuId : undefined,
        'data-state': open ? 'open' : 'closed',
        onClick: (event: MouseEvent) => {
          triggerProps.onClick?.(event);
          if (event.defaultPrevented) return;
          // A click from Enter or Space (detail 0) puts the focus on the first item.
          if (open) setOpen(false);
          else show(event.detail === 0 ? 'first' : null);
        },
        onKeyDown: (event: KeyboardEvent) => {
          triggerProps.onKeyDown?.(event);
          if (open || (event.key !== 'ArrowDown' && event.key !== 'ArrowUp')) return;
          event.preventDefault();
          show(event.key === 'ArrowDown' ? 'first' : 'last');
        },
      } as Record<string, unknown>)}
      <MenuContext.Provider value={menuContext}>
        {open && (
          <UiPortal>
            <div
              ref={floatingRef}
              id={menuId}
              role="menu"
              aria-labelledby={triggerId}
              tabIndex={-1}
              part="menu"
              className="ui-menu"
              data-variant={variant ?? overrides.variant ?? 'solid'}
              data-radius={radius ?? overrides.radius}
              style={{ position: 'fixed', minWidth }}
              onKeyDown={onMenuKeyDown}
              onBlur={(event) => {
                // Focus moving elsewhere on the page (not to the trigger) closes the menu.
                const next = event.relatedTarget;
                if (next && next !== reference && !menu?.contains(next)) setOpen(false);
              }}
            >
              {children}
            </div>
          </UiPortal>
        )}
      </MenuContext.Provider>
    </>
  );
}
