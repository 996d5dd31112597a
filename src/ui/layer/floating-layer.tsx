// The floating and focus layer: every primitive built on @floating-ui/react, in a chunk of its
// own that widgets load after their first paint (see floating-layer-module.ts). Pages import the
// light stand-ins from index.ts, which render these once the chunk is here.
import { FloatingTree, useFloatingTree } from '@floating-ui/react';
import type { ComponentType } from 'react';
import { AlertDialog as AlertDialogLayer } from './alert-dialog';
import { Dialog as DialogLayer } from './dialog';
import { DropdownMenu as DropdownMenuLayer } from './dropdown-menu';
import {
  MenuItem as MenuItemLayer,
  MenuLabel as MenuLabelLayer,
  MenuSeparator as MenuSeparatorLayer,
} from './menu-item';
import { Select as SelectLayer } from './select';
import { Tooltip as TooltipLayer } from './tooltip';

export { layerStyles } from './layer-styles';

/**
 * Gives a floating component a FloatingTree when none is above it: layers nested in the React
 * tree (a select in a dialog, a tooltip in a menu) share their parent's, so Escape and outside
 * presses reach the innermost open layer first.
 */
function inTree<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  function InFloatingTree(props: P) {
    const tree = useFloatingTree();
    if (tree) return <Component {...props} />;
    return (
      <FloatingTree>
        <Component {...props} />
      </FloatingTree>
    );
  }
  return InFloatingTree;
}

export const Select = inTree(SelectLayer);
export const DropdownMenu = inTree(DropdownMenuLayer);
export const Tooltip = inTree(TooltipLayer);
export const Dialog = inTree(DialogLayer);
export const AlertDialog = inTree(AlertDialogLayer);
export const MenuItem = MenuItemLayer;
export const MenuSeparator = MenuSeparatorLayer;
export const MenuLabel = MenuLabelLayer;
