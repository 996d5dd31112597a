import { createContext, useContext } from 'react';

export interface MenuContextValue {
  /** Index of the item that has the roving focus, if any. */
  activeIndex: number | null;
  /** Props of an item (focus, pointer and key handling of the list navigation). */
  getItemProps: (props?: Record<string, unknown>) => Record<string, unknown>;
  close: () => void;
}

export const MenuContext = createContext<MenuContextValue | null>(null);

export function useMenuContext(): MenuContextValue {
  const value = useContext(MenuContext);
  if (!value) throw new Error('[ui] MenuItem must be rendered inside a DropdownMenu.');
  return value;
}
