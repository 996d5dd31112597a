import {
  autoUpdate,
  FloatingFocusManager,
  FloatingList,
  FloatingNode,
  useClick,
  useDismiss,
  useFloating,
  useFloatingNodeId,
  useInteractions,
  useListNavigation,
  useRole,
  useTypeahead,
  type Placement,
} from '@floating-ui/react';
import {
  cloneElement,
  useMemo,
  useRef,
  useState,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';
import type { MenuVariant } from '../element-overrides';
import { popupMiddleware } from './floating-middleware';
import { MenuContext } from './menu-context';
import { useMergeRefs } from '../merge-refs';
import type { Radius } from '../theme';
import { topLayerRef } from '../top-layer';
import { useControllableState } from '../extras/use-controllable-state';
import { useElementDefaults } from '../ui-context';
import { UiPortal } from './ui-portal';
import type { LayerHandover } from '../use-layer-handover';
import { useHandover } from './use-handover';

export interface DropdownMenuProps {
  /** The button that opens the menu (e.g. an IconButton labelled 'Actions'). */
  trigger: ReactElement<Record<string, unknown> & { ref?: Ref<HTMLElement> }>;
  /** MenuItem, MenuSeparator and MenuLabel elements. */
  children: ReactNode;
  /** Preferred placement (start/end follow the writing direction); default 'bottom-end'. */
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
  /** What the light stand-in (lazy-dropdown-menu.tsx) hands over as this replaces it; default none. */
  handover?: LayerHandover;
}

/**
 * A menu button: opens on click, Enter, Space or ArrowDown; arrow keys, Home/End and typeahead
 * move between items; Escape, Tab, a press outside (mouse, pen or touch) or a choice closes it
 * and returns focus to the trigger.
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
  handover,
}: DropdownMenuProps) {
  const overrides = useElementDefaults('dropdown');
  const [open, setOpen] = useControllableState({
    value: controlledOpen,
    defaultValue: false,
    onChange: onOpenChange,
  });
  const [activeIndex, setActiveIndex] = useState<number | null>(null);
  const elementsRef = useRef<Array<HTMLElement | null>>([]);
  const labelsRef = useRef<Array<string | null>>([]);
  const nodeId = useFloatingNodeId();
  const { refs, floatingStyles, context } = useFloating({
    nodeId,
    open,
    onOpenChange: setOpen,
    placement,
    strategy: 'fixed',
    middleware: popupMiddleware(4),
    whileElementsMounted: autoUpdate,
  });
  const { getReferenceProps, getFloatingProps, getItemProps } = useInteractions([
    useClick(context),
    useRole(context, { role: 'menu' }),
    useDismiss(context),
    useListNavigation(context, {
      listRef: elementsRef,
      activeIndex,
      onNavigate: setActiveIndex,
      loop: true,
      // Disabled items stay focusable, so their reason can be read.
      disabledIndices: [],
    }),
    useTypeahead(context, {
      listRef: labelsRef,
      activeIndex,
      onMatch: (index) => {
        if (open) setActiveIndex(index);
      },
    }),
  ]);

  const triggerRef = useMergeRefs([refs.setReference, trigger.props.ref]);
  const floatingRef = useMergeRefs([refs.setFloating, topLayerRef]);
  // Opened by a key on the stand-in: the focus goes to the first item, as for a key here.
  useHandover(handover, refs.domReference, setOpen, () => setActiveIndex(0));
  const menuContext = useMemo(
    () => ({
      activeIndex,
      getItemProps,
      close: () => {
        (refs.domReference.current as HTMLElement | null)?.focus();
        setOpen(false);
      },
    }),
    [activeIndex, getItemProps, setOpen, refs],
  );

  return (
    <FloatingNode id={nodeId}>
      {cloneElement(trigger, {
        ...getReferenceProps({
          ...trigger.props,
          ref: triggerRef,
        }),
        'data-state': open ? 'open' : 'closed',
        // A trigger's own id wins over the generated one (the menu is labelled by it).
        ...(typeof trigger.props.id === 'string' && { id: trigger.props.id }),
      } as Record<string, unknown>)}
      <MenuContext.Provider value={menuContext}>
        {open && (
          <UiPortal>
            <FloatingFocusManager context={context} modal={false} guards={false}>
              <div
                ref={floatingRef}
                {...getFloatingProps({
                  tabIndex: -1,
                  part: 'menu',
                  className: 'ui-menu',
                  style: { ...floatingStyles, minWidth },
                  onKeyDown: (event) => {
                    // Tab leaves the menu from the trigger, as if the menu were in its place.
                    if (event.key === 'Tab') {
                      setOpen(false);
                      (refs.domReference.current as HTMLElement | null)?.focus();
                    }
                  },
                })}
                data-variant={variant ?? overrides.variant ?? 'solid'}
                data-radius={radius ?? overrides.radius}
              >
                <FloatingList elementsRef={elementsRef} labelsRef={labelsRef}>
                  {children}
                </FloatingList>
              </div>
            </FloatingFocusManager>
          </UiPortal>
        )}
      </MenuContext.Provider>
    </FloatingNode>
  );
}
