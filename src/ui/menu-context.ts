import { createContext, useContext } from 'react';

export interface MenuContextValue {
  /** The item that has the roving focus (tabIndex 0), if any. */
  active: HTMLElement | null;
  setActive: (item: HTMLElement | null) => void;
  close: () => void;
}

export const MenuContext = createContext<MenuContextValue | null>(null);

export function useMenuContext(): MenuContextValue {
  const value = useContext(MenuContext);
  if (!value) throw new Error('[ui] MenuItem must be rendered inside a DropdownMenu.');
  return value;
}
