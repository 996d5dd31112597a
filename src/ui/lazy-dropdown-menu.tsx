import { cloneElement } from 'react';
import type { DropdownMenuProps } from './layer/dropdown-menu';
import { useLayerHandover, withHandoverProps } from './use-layer-handover';

/**
 * The menu button (dropdown-menu.tsx) as a page sees it: until the floating layer arrives (right
 * after the first paint) the trigger alone, announced as a menu button; a click or an opening
 * key on it shows a pending state and opens the real menu as soon as it is here.
 */
export function DropdownMenu(props: DropdownMenuProps) {
  const { layer, handover, triggerProps } = useLayerHandover(
    props.open === true,
    props.trigger.props.ref,
  );
  const trigger = cloneElement(props.trigger, { ref: handover.ref });
  if (layer) return <layer.DropdownMenu {...props} trigger={trigger} handover={handover} />;
  return cloneElement(trigger, {
    ...withHandoverProps(props.trigger.props, triggerProps),
    ref: handover.ref,
    'aria-haspopup': 'menu',
    'aria-expanded': 'false',
  });
}
