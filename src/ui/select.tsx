import { Check, ChevronDown } from './icons';
import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import type { FieldVariant } from './element-overrides';
import { FieldFrame } from './field-frame';
import { useFloatingPosition } from './floating';
import { activeElement, useDismiss } from './layers';
import { navigationIndex, stepIndex, useTypeahead } from './list-navigation';
import { useMergeRefs } from './merge-refs';
import type { Radius, Size } from './theme';
import { topLayerRef } from './top-layer';
import { useElementDefaults } from './ui-context';
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
  const optionsRef = useRef<Array<HTMLElement | null>>([]);
  const [reference, setReference] = useState<HTMLButtonElement | null>(null);
  const [listbox, setListbox] = useState<HTMLElement | null>(null);
  const typeahead = useTypeahead();
  const listboxId = useId();
  const labels = items.map((item) => item.label);
  const isDisabled = (index: number) => Boolean(items[index]?.disabled);
  const selectedEnabled = selectedIndex !== null && selectedIndex > 0 ? selectedIndex : null;

  useFloatingPosition(open ? reference : null, listbox, {
    placement: 'bottom-start',
    offset: 4,
    fit(floating, available, trigger) {
      floating.style.minWidth = `${trigger.width}px`;
      floating.style.maxHeight = `${Math.max(120, Math.min(320, available.height))}px`;
    },
  });
  useDismiss(
    open,
    () => setOpen(false),
    () => [reference, listbox],
  );
  // Roving focus: the active option has the focus while the list is open.
  useLayoutEffect(() => {
    if (open && listbox && activeIndex !== null) optionsRef.current[activeIndex]?.focus();
  }, [open, listbox, activeIndex]);
  useEffect(() => {
    if (!open || !listbox) return;
    // On close, focus goes back to the trigger unless it already moved on.
    return () => {
      const focused = activeElement();
      if (!focused || focused === document.body || listbox.contains(focused)) reference?.focus();
    };
  }, [open, listbox, reference]);
  const floatingRef = useMergeRefs([setListbox, topLayerRef]);

  /** Opens on the selected option, else the first (or last) enabled one. */
  const show = (step: 1 | -1 = 1) => {
    setActiveIndex(
      selectedEnabled ?? stepIndex(items.length, step > 0 ? -1 : items.length, step, isDisabled),
    );
    setOpen(true);
  };
  const onTriggerKeyDown = (event: KeyboardEvent) => {
    if (open || disabled) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      show(event.key === 'ArrowDown' ? 1 : -1);
      return;
    }
    // Typing on the closed select picks the matching option, as a native select does.
    const match = typeahead.match(event, labels, selectedIndex, isDisabled);
    if (match === undefined) return;
    event.preventDefault();
    if (match !== null) onValueChange(items[match]!.value);
  };
  const onListKeyDown = (event: KeyboardEvent) => {
    // Tab leaves the list from the trigger, as if the list were in its place.
    if (event.key === 'Tab') {
      setOpen(false);
      reference?.focus();
      return;
    }
    if (event.key === 'Enter' || (event.key === ' ' && !typeahead.typing())) {
      event.preventDefault();
      if (activeIndex !== null) choose(activeIndex);
      return;
    }
    let next = navigationIndex(event.key, items.length, activeIndex, isDisabled);
    if (next === undefined) next = typeahead.match(event, labels, activeIndex, isDisabled);
    if (next === undefined) return;
    event.preventDefault();
    if (next !== null) setActiveIndex(next);
  };

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
            ref={setReference}
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
            role="combobox"
            aria-expanded={open}
            aria-haspopup="listbox"
            aria-controls={open ? listboxId : undefined}
            aria-autocomplete="none"
            onClick={() => (open ? setOpen(false) : show())}
            onKeyDown={onTriggerKeyDown}
          >
            <span className="ui-select-value">{selected ? selected.label : placeholder}</span>
            <ChevronDown aria-hidden="true" className="ui-select-chevron" />
          </button>
          {name && <input type="hidden" name={name} value={value ?? ''} />}
          {open && (
            <UiPortal>
              <div
                ref={floatingRef}
                id={listboxId}
                role="listbox"
                part="listbox"
                className="ui-menu ui-listbox"
                aria-labelledby={labelId}
                style={{ position: 'fixed' }}
                onKeyDown={onListKeyDown}
                onBlur={(event) => {
                  // Focus moving elsewhere on the page (not to the trigger) closes the list.
                  const next = event.relatedTarget;
                  if (next && next !== reference && !listbox?.contains(next)) setOpen(false);
                }}
              >
                {items.map((item, index) => (
                  <div
                    key={item.value || '__placeholder'}
                    ref={(node) => {
                      optionsRef.current[index] = node;
                    }}
                    role="option"
                    part="option"
                    className="ui-menu-item ui-option"
                    data-placeholder={index === 0 || undefined}
                    data-highlighted={activeIndex === index || undefined}
                    aria-selected={index === selectedIndex && index > 0}
                    aria-disabled={item.disabled || undefined}
                    tabIndex={activeIndex === index ? 0 : -1}
                    onClick={() => choose(index)}
                    // The pointer moves the roving focus, as arrow keys do.
                    onMouseMove={() => {
                      if (activeIndex !== index && !item.disabled) setActiveIndex(index);
                    }}
                  >
                    <span className="ui-menu-item-label">{item.label}</span>
                    {index === selectedIndex && index > 0 && (
                      <Check aria-hidden="true" className="ui-option-check" />
                    )}
                  </div>
                ))}
              </div>
            </UiPortal>
          )}
        </>
      )}
    </FieldFrame>
  );
}
