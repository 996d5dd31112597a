import {
  autoUpdate,
  flip,
  FloatingFocusManager,
  offset,
  shift,
  size as sizeMiddleware,
  useClick,
  useDismiss,
  useFloating,
  useInteractions,
  useListNavigation,
  useMergeRefs,
  useRole,
  useTypeahead,
} from '@floating-ui/react';
import { Check, ChevronDown } from 'lucide-react';
import { useRef, useState, type ReactNode } from 'react';
import type { FieldVariant } from './element-overrides';
import { FieldFrame } from './field-frame';
import type { Radius, Size } from './theme';
import { useElementDefaults } from './ui-context';
import { topLayerRef } from './top-layer';
import { UiPortal } from './ui-portal';

export interface SelectOption {
  value: string;
  label: string;
  /** Unselectable (shown dimmed, skipped by the arrow keys); default false. */
  disabled?: boolean;
}

export interface SelectProps {
  /** Visible label. */
  label: ReactNode;
  /** The choices. */
  options: readonly SelectOption[];
  /** Selected value; '' or undefined shows the placeholder. */
  value: string | undefined;
  /** Called with the chosen value. */
  onValueChange: (value: string) => void;
  /** Text when nothing is chosen, also listed as a disabled first option; default 'Select…'. */
  placeholder?: string;
  /** Disables the whole control; default false. */
  disabled?: boolean;
  /** Help text under the control; default none. */
  hint?: ReactNode;
  /** Error text (sets aria-invalid); default none. */
  error?: ReactNode;
  /** Form field name; when set a hidden input carries the value; default none. */
  name?: string;
  /** Marks the field required; default false. */
  required?: boolean;
  /** Height 28/32/40 px; default 2. */
  size?: Size;
  /** Visual variant; default 'surface'. */
  variant?: FieldVariant;
  /** Corner rounding; default the theme's. */
  radius?: Radius;
  /** Explicit id of the trigger button; default generated. */
  id?: string;
  className?: string;
}

/**
 * A select-only combobox with a listbox popup: Enter, Space or the arrow keys open it; arrows,
 * Home/End and typeahead move; Enter picks; Escape closes and returns focus to the trigger.
 */
export function Select({
  label,
  options,
  value,
  onValueChange,
  placeholder = 'Select…',
  disabled = false,
  hint,
  error,
  name,
  required,
  size,
  variant,
  radius,
  id,
  className,
}: SelectProps) {
  const overrides = useElementDefaults('select');
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState<number | null>(null);
  // Index 0 is the placeholder, always disabled, so the list mirrors a native select.
  const items = [{ value: '', label: placeholder, disabled: true }, ...options];
  const selectedIndex = value ? items.findIndex((item) => item.value === value) : null;
  const selected = selectedIndex !== null && selectedIndex > 0 ? items[selectedIndex] : undefined;
  const elementsRef = useRef<Array<HTMLElement | null>>([]);
  const labelsRef = useRef<Array<string | null>>(items.map((item) => item.label));
  labelsRef.current = items.map((item) => item.label);
  const disabledIndices = items.flatMap((item, index) => (item.disabled ? [index] : []));

  const { refs, floatingStyles, context, isPositioned } = useFloating({
    open,
    onOpenChange: setOpen,
    placement: 'bottom-start',
    strategy: 'fixed',
    whileElementsMounted: autoUpdate,
    middleware: [
      offset(4),
      flip({ padding: 8 }),
      shift({ padding: 8 }),
      sizeMiddleware({
        padding: 8,
        apply({ rects, elements, availableHeight }) {
          elements.floating.style.minWidth = `${rects.reference.width}px`;
          elements.floating.style.maxHeight = `${Math.max(120, Math.min(320, availableHeight))}px`;
        },
      }),
    ],
  });
  const floatingRef = useMergeRefs([refs.setFloating, topLayerRef]);
  const click = useClick(context, { enabled: !disabled });
  const role = useRole(context, { role: 'select' });
  const dismiss = useDismiss(context);
  const navigation = useListNavigation(context, {
    listRef: elementsRef,
    activeIndex,
    selectedIndex: selectedIndex !== null && selectedIndex > 0 ? selectedIndex : null,
    onNavigate: setActiveIndex,
    disabledIndices,
    loop: true,
    enabled: !disabled,
  });
  const typeahead = useTypeahead(context, {
    listRef: labelsRef,
    activeIndex,
    selectedIndex,
    onMatch: (index) => {
      if (open) setActiveIndex(index);
      else if (!items[index]?.disabled) onValueChange(items[index]!.value);
    },
    enabled: !disabled,
  });
  const { getReferenceProps, getFloatingProps, getItemProps } = useInteractions([
    click,
    role,
    dismiss,
    navigation,
    typeahead,
  ]);

  const choose = (index: number) => {
    const item = items[index];
    if (!item || item.disabled) return;
    onValueChange(item.value);
    setOpen(false);
  };

  return (
    <FieldFrame
      label={label}
      hint={hint}
      error={error}
      required={required}
      id={id}
      className={className}
      labelAs="span"
    >
      {({ controlId, labelId, describedBy, invalid }) => (
        <>
          <button
            ref={refs.setReference}
            id={controlId}
            type="button"
            part="select"
            className="ui-select-trigger"
            data-size={size ?? overrides.size ?? 2}
            data-variant={variant ?? overrides.variant ?? 'surface'}
            data-radius={radius ?? overrides.radius}
            data-placeholder={selected ? undefined : ''}
            disabled={disabled}
            aria-labelledby={`${labelId} ${controlId}`}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            aria-required={required || undefined}
            {...getReferenceProps()}
          >
            <span className="ui-select-value">{selected ? selected.label : placeholder}</span>
            <ChevronDown aria-hidden="true" className="ui-select-chevron" />
          </button>
          {name && <input type="hidden" name={name} value={value ?? ''} />}
          {open && (
            <UiPortal>
              <FloatingFocusManager
                context={context}
                modal={false}
                initialFocus={-1}
                guards={false}
              >
                <div
                  ref={floatingRef}
                  part="listbox"
                  className="ui-menu ui-listbox"
                  aria-labelledby={labelId}
                  style={{ ...floatingStyles, visibility: isPositioned ? undefined : 'hidden' }}
                  {...getFloatingProps({
                    onKeyDown: (event) => {
                      // Tab leaves the list from the trigger, as if the list were in its place.
                      if (event.key === 'Tab') {
                        setOpen(false);
                        (refs.domReference.current as HTMLElement | null)?.focus();
                      }
                    },
                  })}
                >
                  {items.map((item, index) => (
                    <div
                      key={item.value || '__placeholder'}
                      ref={(node) => {
                        elementsRef.current[index] = node;
                      }}
                      role="option"
                      part="option"
                      className="ui-menu-item ui-option"
                      data-placeholder={index === 0 || undefined}
                      data-highlighted={activeIndex === index || undefined}
                      aria-selected={index === selectedIndex && index > 0}
                      aria-disabled={item.disabled || undefined}
                      tabIndex={activeIndex === index ? 0 : -1}
                      {...getItemProps({
                        onClick: () => choose(index),
                        onKeyDown: (event) => {
                          if (
                            event.key === 'Enter' ||
                            (event.key === ' ' && !context.dataRef.current.typing)
                          ) {
                            event.preventDefault();
                            choose(index);
                          }
                        },
                      })}
                    >
                      <span className="ui-menu-item-label">{item.label}</span>
                      {index === selectedIndex && index > 0 && (
                        <Check aria-hidden="true" className="ui-option-check" />
                      )}
                    </div>
                  ))}
                </div>
              </FloatingFocusManager>
            </UiPortal>
          )}
        </>
      )}
    </FieldFrame>
  );
}
