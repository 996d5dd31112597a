import {
  autoUpdate,
  FloatingFocusManager,
  FloatingNode,
  useClick,
  useDismiss,
  useFloating,
  useFloatingNodeId,
  useInteractions,
  useListNavigation,
  useRole,
  useTypeahead,
} from '@floating-ui/react';
import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { FieldVariant } from '../element-overrides';
import { FieldFrame } from '../field-frame';
import { popupMiddleware } from './floating-middleware';
import { Check, ChevronDown } from '../icons';
import { useMergeRefs } from '../merge-refs';
import type { Radius, Size } from '../theme';
import { topLayerRef } from '../top-layer';
import { useElementDefaults, useUiStrings } from '../ui-context';
import { UiPortal } from './ui-portal';
import type { LayerHandover } from '../use-layer-handover';
import { useHandover } from './use-handover';

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
  /**
   * Text when nothing is chosen, then also listed as a disabled first option (not once a value
   * is chosen: a filter showing 'All' lists no 'Select…' above it); default 'Select…'.
   */
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
  /** What the light stand-in (lazy-select.tsx) hands over as this replaces it; default none. */
  handover?: LayerHandover;
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
  placeholder: placeholderProp,
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
  handover,
}: SelectProps) {
  const overrides = useElementDefaults('select');
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState<number | null>(null);
  const { strings } = useUiStrings();
  const placeholder = placeholderProp ?? strings.selectPlaceholder;
  const selectedIndex = value ? options.findIndex((item) => item.value === value) : -1;
  // With nothing chosen, the placeholder leads the list, disabled, as in a native select.
  const placeholderItem = { value: '', label: placeholder, disabled: true, placeholder: true };
  const items: Array<SelectOption & { placeholder?: boolean }> =
    selectedIndex < 0 ? [placeholderItem, ...options] : [...options];
  const selected = selectedIndex >= 0 ? items[selectedIndex] : undefined;
  const elementsRef = useRef<Array<HTMLElement | null>>([]);
  const labelsRef = useRef<Array<string | null>>([]);
  labelsRef.current = items.map((item) => item.label);
  // While a typeahead search runs, Space types rather than chooses.
  const typingRef = useRef(false);
  const disabledIndices = items.flatMap((item, index) => (item.disabled ? [index] : []));

  const choose = (index: number) => {
    const item = items[index];
    if (!item || item.disabled) return;
    onValueChange(item.value);
    setOpen(false);
  };

  const nodeId = useFloatingNodeId();
  const { refs, floatingStyles, context } = useFloating({
    nodeId,
    open,
    onOpenChange: setOpen,
    placement: 'bottom-start',
    strategy: 'fixed',
    middleware: popupMiddleware(4, true),
    whileElementsMounted: autoUpdate,
  });
  const { getReferenceProps, getFloatingProps, getItemProps } = useInteractions([
    useClick(context, { enabled: !disabled }),
    useRole(context, { role: 'select' }),
    useDismiss(context),
    useListNavigation(context, {
      listRef: elementsRef,
      activeIndex,
      selectedIndex: selectedIndex >= 0 ? selectedIndex : null,
      onNavigate: setActiveIndex,
      loop: true,
      disabledIndices,
      // Keyboard and pointer alike: the list opens with the focus on an option.
      focusItemOnOpen: true,
    }),
    useTypeahead(context, {
      listRef: labelsRef,
      activeIndex,
      selectedIndex: selectedIndex >= 0 ? selectedIndex : null,
      // Typing on the closed select picks the matching option, as a native select does.
      onMatch: (index) => {
        if (items[index]?.disabled) return;
        if (open) setActiveIndex(index);
        else onValueChange(items[index]!.value);
      },
      onTypingChange: (typing) => {
        typingRef.current = typing;
      },
      enabled: !disabled,
    }),
  ]);
  const floatingRef = useMergeRefs([refs.setFloating, topLayerRef]);
  const triggerRef = useMergeRefs([refs.setReference, handover?.ref]);
  useHandover(handover, refs.domReference, setOpen);

  const onListKeyDown = (event: KeyboardEvent) => {
    // Tab leaves the list from the trigger, as if the list were in its place.
    if (event.key === 'Tab') {
      setOpen(false);
      (refs.domReference.current as HTMLElement | null)?.focus();
      return;
    }
    if (event.key === 'Enter' || (event.key === ' ' && !typingRef.current)) {
      event.preventDefault();
      if (activeIndex !== null) choose(activeIndex);
    }
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
            {...getReferenceProps({
              ref: triggerRef,
              id: controlId,
              type: 'button',
              part: 'select',
              className: 'ui-select-trigger',
              disabled,
              'aria-labelledby': `${labelId} ${controlId}`,
              'aria-describedby': describedBy,
              'aria-invalid': invalid || undefined,
              'aria-required': required || undefined,
            })}
            data-size={size ?? overrides.size ?? 2}
            data-variant={variant ?? overrides.variant ?? 'surface'}
            data-radius={radius ?? overrides.radius}
            data-placeholder={selected ? undefined : ''}
          >
            <span className="ui-select-value">{selected ? selected.label : placeholder}</span>
            <ChevronDown aria-hidden="true" className="ui-select-chevron" />
          </button>
          {name && <input type="hidden" name={name} value={value ?? ''} />}
          {open && (
            <FloatingNode id={nodeId}>
              <UiPortal>
                <FloatingFocusManager context={context} modal={false} guards={false}>
                  <div
                    ref={floatingRef}
                    {...getFloatingProps({
                      part: 'listbox',
                      className: 'ui-menu ui-listbox',
                      'aria-labelledby': labelId,
                      style: floatingStyles,
                      onKeyDown: onListKeyDown,
                    })}
                  >
                    {items.map((item, index) => (
                      <div
                        key={item.value || '__placeholder'}
                        ref={(node) => {
                          elementsRef.current[index] = node;
                        }}
                        {...getItemProps({
                          part: 'option',
                          className: 'ui-menu-item ui-option',
                          'aria-disabled': item.disabled || undefined,
                          tabIndex: activeIndex === index ? 0 : -1,
                          onClick: () => choose(index),
                        })}
                        aria-selected={index === selectedIndex}
                        data-placeholder={item.placeholder || undefined}
                        data-highlighted={activeIndex === index || undefined}
                      >
                        <span className="ui-menu-item-label">{item.label}</span>
                        {index === selectedIndex && (
                          <Check aria-hidden="true" className="ui-option-check" />
                        )}
                      </div>
                    ))}
                  </div>
                </FloatingFocusManager>
              </UiPortal>
            </FloatingNode>
          )}
        </>
      )}
    </FieldFrame>
  );
}
