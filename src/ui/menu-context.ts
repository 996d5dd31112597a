import type { useInteractions } from '@floating-ui/react';
import { createContext, useContext } from 'react';

export interface MenuContextValue {
  activeIndex: number | null;
  getItemProps: ReturnType<typeof useInteractions>['getItemProps'];
  close: () => void;
}

export const MenuContext = createContext<MenuContextValue | null>(null);

export function useMenuContext(): MenuContextValue {
  const value = useContext(MenuContext);
  if (!value) throw new Error('[ui] MenuItem must be rendered inside a DropdownMenu.');
  return value;
}
