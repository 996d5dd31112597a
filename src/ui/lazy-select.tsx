import type { FieldVariant } from './element-overrides';
import { FieldFrame } from './field-frame';
import { ChevronDown } from './icons';
import type { SelectProps } from './layer/select';
import { Spinner } from './spinner';
import { useElementDefaults } from './ui-context';
import { useLayerHandover } from './use-layer-handover';

/**
 * The select (select.tsx) as a page sees it: until the floating layer arrives (right after the
 * first paint) a stand-in trigger that looks and reads the same; a click or an opening key on it
 * shows a pending state and opens the real select as soon as it is here.
 */
export function Select(props: SelectProps) {
  const { layer, handover, triggerProps } = useLayerHandover();
  const overrides = useElementDefaults('select');
  if (layer) return <layer.Select {...props} handover={handover} />;
  const { label, options, value, placeholder = 'Select…', disabled = false, name } = props;
  const selected = value ? options.find((option) => option.value === value) : undefined;
  return (
    <FieldFrame
      label={label}
      hint={props.hint}
      error={props.error}
      required={props.required}
      id={props.id}
      className={props.className}
      labelAs="span"
    >
      {({ controlId, labelId, describedBy, invalid }) => (
        <>
          <button
            {...triggerProps}
            ref={handover.ref}
            id={controlId}
            type="button"
            part="select"
            className="ui-select-trigger"
            disabled={disabled}
            role="combobox"
            aria-expanded="false"
            aria-haspopup="listbox"
            aria-autocomplete="none"
            aria-labelledby={`${labelId} ${controlId}`}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            aria-required={props.required || undefined}
            data-size={props.size ?? overrides.size ?? 2}
            data-variant={props.variant ?? overrides.variant ?? ('surface' satisfies FieldVariant)}
            data-radius={props.radius ?? overrides.radius}
            data-placeholder={selected ? undefined : ''}
          >
            <span className="ui-select-value">{selected ? selected.label : placeholder}</span>
            {triggerProps['aria-busy'] ? (
              <Spinner size={1} className="ui-select-chevron" />
            ) : (
              <ChevronDown aria-hidden="true" className="ui-select-chevron" />
            )}
          </button>
          {name && <input type="hidden" name={name} value={value ?? ''} />}
        </>
      )}
    </FieldFrame>
  );
}
