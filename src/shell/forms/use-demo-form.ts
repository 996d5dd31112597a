// State of a demo form: values, inline errors from the form rules plus native constraint
// failures, shown after the first submit and kept live from then on.
import { useState, type FormEvent } from 'react';
import type { FormErrors } from './form-errors';
import { collectNativeErrors, type ValidatableControl } from './native-errors';

export interface DemoForm<Values> {
  values: Values;
  errors: FormErrors<Extract<keyof Values, string>>;
  setValue<Key extends keyof Values>(key: Key, value: Values[Key]): void;
  /** A submit handler: validates, focuses the first invalid control, or calls onValid. */
  handleSubmit(onValid: (values: Values) => void): (event: FormEvent<HTMLFormElement>) => void;
}

/** Form state for the demo forms; `validate` holds the SPEC.md §5 rules. */
export function useDemoForm<Values extends object>(
  initialValues: Values,
  validate: (values: Values) => FormErrors<Extract<keyof Values, string>>,
): DemoForm<Values> {
  type Field = Extract<keyof Values, string>;
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<FormErrors<Field>>({});
  const [submitted, setSubmitted] = useState(false);

  const setValue = <Key extends keyof Values>(key: Key, value: Values[Key]) => {
    const next = { ...values, [key]: value };
    setValues(next);
    if (!submitted) return;
    // After a failed submit, messages follow the input: the changed field is judged again by the
    // rules (its native error waits for the next submit); the other fields keep their messages.
    setErrors((current) => {
      const kept: FormErrors<Field> = {};
      for (const [field, message] of Object.entries(current) as [Field, string][]) {
        if (field !== (key as unknown)) kept[field] = message;
      }
      const ruled = validate(next);
      const changed = key as unknown as Field;
      return ruled[changed] ? { ...kept, [changed]: ruled[changed] } : kept;
    });
  };

  const handleSubmit =
    (onValid: (values: Values) => void) => (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const form = event.currentTarget;
      const native = collectNativeErrors(
        Array.from(form.elements) as unknown as ValidatableControl[],
      );
      const next = { ...native, ...validate(values) } as FormErrors<Field>;
      setSubmitted(true);
      setErrors(next);
      if (Object.keys(next).length === 0) {
        onValid(values);
        return;
      }
      // Wait for React to mark the controls invalid, then focus the first in document order.
      requestAnimationFrame(() =>
        form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      );
    };

  return { values, errors, setValue, handleSubmit };
}
