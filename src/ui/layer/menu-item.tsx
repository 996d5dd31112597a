import { useListItem } from '@floating-ui/react';
import type { MouseEvent, ReactNode } from 'react';
import type { ButtonColor } from '../element-overrides';
import { useMergeRefs } from '../merge-refs';
import { useMenuContext } from './menu-context';
import { TooltipPopup } from './tooltip';
import { useElementDefaults, useUiStrings } from '../ui-context';
import { useTooltip } from './use-tooltip';

export interface MenuItemProps {
  /** Item text (also used for typeahead unless `textValue` is given). */
  children: ReactNode;
  /** Called when the item is chosen by click, Enter or Space; the menu then closes. */
  onSelect?: () => void;
  /** Makes the item inert (still focusable, announced as disabled); default false. */
  disabled?: boolean;
  /** Why the item is disabled, shown as a tooltip on hover and focus; default none. */
  disabledReason?: ReactNode;
  /** Colour; 'danger' for destructive actions; default 'neutral'. */
  color?: ButtonColor;
  /** Leading icon; default none. */
  icon?: ReactNode;
  /** Text for typeahead when children is not plain text; default the text content. */
  textValue?: string;
}

/** One entry of a DropdownMenu (role menuitem). */
export function MenuItem({
  children,
  onSelect,
  disabled = false,
  disabledReason,
  color,
  icon,
  textValue,
}: MenuItemProps) {
  const menu = useMenuContext();
  const overrides = useElementDefaults('menuItem');
  const item = useListItem({ label: textValue });
  const active = menu.activeIndex === item.index;
  // Escape on a disabled item's reason also closes the menu.
  // Beside the menu, on the side it reads from: left, or right in a right-to-left root.
  const { dir } = useUiStrings();
  const tooltip = useTooltip({
    placement: dir === 'rtl' ? 'right' : 'left',
    enabled: disabled && Boolean(disabledReason),
    escapeBubbles: true,
  });
  const ref = useMergeRefs<HTMLButtonElement>([item.ref, tooltip.setReference]);

  const choose = (event: MouseEvent) => {
    if (disabled) {
      event.preventDefault();
      return;
    }
    // Closing first hands the focus back to the menu button, so a dialog this item opens
    // returns the focus there.
    menu.close();
    onSelect?.();
  };

  return (
    <>
      <button
        ref={ref}
        type="button"
        role="menuitem"
        part="menu-item"
        className="ui-menu-item"
        data-color={color ?? overrides.color ?? 'neutral'}
        data-highlighted={active || undefined}
        aria-disabled={disabled || undefined}
        tabIndex={active ? 0 : -1}
        data-text={textValue}
        {...menu.getItemProps(tooltip.getReferenceProps({ onClick: choose }))}
      >
        {icon && (
          <span className="ui-menu-item-icon" aria-hidden="true">
            {icon}
          </span>
        )}
        <span className="ui-menu-item-label">{children}</span>
      </button>
      {tooltip.open && <TooltipPopup tooltip={tooltip}>{disabledReason}</TooltipPopup>}
    </>
  );
}

/** A thin rule between groups of menu items. */
export function MenuSeparator() {
  return <div role="separator" className="ui-menu-separator" />;
}

/** A non-interactive heading for a group of menu items. */
export function MenuLabel({ children }: { children: ReactNode }) {
  return <div className="ui-menu-label">{children}</div>;
}
