import type { ReactNode } from 'react';
import { floatingLayer } from './floating-layer-module';
import { useLazyModule } from './lazy-module';
import type { MenuItemProps } from './layer/menu-item';

// A menu's items render only inside an open DropdownMenu, which exists once the floating layer
// is here: these stand-ins render the real items from it (nothing before).

/** One entry of a DropdownMenu (role menuitem); see menu-item.tsx. */
export function MenuItem(props: MenuItemProps) {
  const layer = useLazyModule(floatingLayer);
  return layer ? <layer.MenuItem {...props} /> : null;
}

/** A thin rule between groups of menu items. */
export function MenuSeparator() {
  const layer = useLazyModule(floatingLayer);
  return layer ? <layer.MenuSeparator /> : null;
}

/** A non-interactive heading for a group of menu items. */
export function MenuLabel({ children }: { children: ReactNode }) {
  const layer = useLazyModule(floatingLayer);
  return layer ? <layer.MenuLabel>{children}</layer.MenuLabel> : null;
}
