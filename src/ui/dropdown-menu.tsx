import {
  autoUpdate,
  flip,
  FloatingFocusManager,
  FloatingList,
  offset,
  shift,
  useClick,
  useDismiss,
  useFloating,
  useInteractions,
  useListNavigation,
  useMergeRefs,
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
import type { MenuVariant } from './element-overrides';
import type { Radius } from './theme';
import { useElementDefaults } from './ui-context';
import { MenuContext } from './menu-context';
import { topLayerRef } from './top-layer';
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
  const [activeIndex, setActiveIndex] = useState<number | null>(null);
  const elementsRef = useRef<Array<HTMLElement | null>>([]);
  const labelsRef = useRef<Array<string | null>>([]);

  const { refs, floatingStyles, context, isPositioned } = useFloating({
    open,
    onOpenChange: setOpen,
    placement,
    strategy: 'fixed',
    whileElementsMounted: autoUpdate,
    middleware: [offset(4), flip({ padding: 8 }), shift({ padding: 8 })],
  });
  const click = useClick(context);
  const role = useRole(context, { role: 'menu' });
  const dismiss = useDismiss(context);
  const navigation = useListNavigation(context, {
    listRef: elementsRef,
    activeIndex,
    onNavigate: setActiveIndex,
    loop: true,
    // Disabled items stay reachable so their tooltip (the reason) can be read.
    disabledIndices: [],
  });
  const typeahead = useTypeahead(context, {
    listRef: labelsRef,
    activeIndex,
    onMatch: open ? setActiveIndex : undefined,
  });
  const { getReferenceProps, getFloatingProps, getItemProps } = useInteractions([
    click,
    role,
    dismiss,
    navigation,
    typeahead,
  ]);

  const triggerRef = useMergeRefs([refs.setReference, trigger.props.ref]);
  const floatingRef = useMergeRefs([refs.setFloating, topLayerRef]);
  const menuContext = useMemo(
    () => ({ activeIndex, getItemProps, close: () => setOpen(false) }),
    // setOpen is recreated each render but only closes over stable setters and props.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [activeIndex, getItemProps, controlledOpen, onOpenChange],
  );

  return (
    <>
      {cloneElement(
        trigger,
        getReferenceProps({
          ...trigger.props,
          ref: triggerRef,
          'data-state': open ? 'open' : 'closed',
        } as Record<string, unknown>),
      )}
      <MenuContext.Provider value={menuContext}>
        <FloatingList elementsRef={elementsRef} labelsRef={labelsRef}>
          {open && (
            <UiPortal>
              <FloatingFocusManager
                context={context}
                modal={false}
                initialFocus={0}
                returnFocus
                guards={false}
              >
                <div
                  ref={floatingRef}
                  part="menu"
                  className="ui-menu"
                  data-variant={variant ?? overrides.variant ?? 'solid'}
                  data-radius={radius ?? overrides.radius}
                  style={{
                    ...floatingStyles,
                    minWidth,
                    visibility: isPositioned ? undefined : 'hidden',
                  }}
                  {...getFloatingProps({
                    onKeyDown: (event) => {
                      // Tab leaves the menu from the trigger, as if the menu were in its place.
                      if (event.key === 'Tab') {
                        setOpen(false);
                        (refs.domReference.current as HTMLElement | null)?.focus();
                      }
                    },
                  })}
                >
                  {children}
                </div>
              </FloatingFocusManager>
            </UiPortal>
          )}
        </FloatingList>
      </MenuContext.Provider>
    </>
  );
}
