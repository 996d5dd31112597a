import { useCallback, useRef, useState } from 'react';

export interface ControllableStateOptions<T> {
  /** The controlled value; undefined leaves the state to the component. */
  value: T | undefined;
  /** The initial value while uncontrolled. */
  defaultValue: T;
  /** Called with every requested change, controlled or not. */
  onChange?: (value: T) => void;
}

/**
 * State that a parent may control (`value` + `onChange`) or leave to the component
 * (`defaultValue`), the one implementation behind open state of dialogs and menus.
 */
export function useControllableState<T>({
  value,
  defaultValue,
  onChange,
}: ControllableStateOptions<T>): [T, (next: T) => void] {
  const [uncontrolled, setUncontrolled] = useState(defaultValue);
  const controlled = value !== undefined;
  const latest = useRef({ controlled, onChange });
  latest.current = { controlled, onChange };
  const setValue = useCallback((next: T) => {
    if (!latest.current.controlled) setUncontrolled(next);
    latest.current.onChange?.(next);
  }, []);
  return [controlled ? value : uncontrolled, setValue];
}
