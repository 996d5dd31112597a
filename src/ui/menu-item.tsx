import { useListItem, useMergeRefs } from '@floating-ui/react';
import type { MouseEvent, ReactNode } from 'react';
import type { ButtonColor } from './element-overrides';
import { useElementDefaults } from './ui-context';
import { useMenuContext } from './menu-context';
import { topLayerRef } from './top-layer';
import { UiPortal } from './ui-portal';
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
  const { activeIndex, getItemProps, close } = useMenuContext();
  const overrides = useElementDefaults('menuItem');
  const label = textValue ?? (typeof children === 'string' ? children : null);
  const item = useListItem({ label });
  const active = activeIndex === item.index;
  const tooltip = useTooltip({
    placement: 'left',
    enabled: disabled && Boolean(disabledReason),
    escapeBubbles: true,
  });
  const ref = useMergeRefs([item.ref, tooltip.refs.setReference]);
  const floatingRef = useMergeRefs([tooltip.refs.setFloating, topLayerRef]);

  const choose = (event: MouseEvent) => {
    if (disabled) {
      event.preventDefault();
      return;
    }
    onSelect?.();
    close();
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
        {...tooltip.getReferenceProps(getItemProps({ onClick: choose }))}
      >
        {icon && (
          <span className="ui-menu-item-icon" aria-hidden="true">
            {icon}
          </span>
        )}
        <span className="ui-menu-item-label">{children}</span>
      </button>
      {tooltip.open && (
        <UiPortal>
          <div
            ref={floatingRef}
            part="tooltip"
            className="ui-tooltip"
            style={{
              ...tooltip.floatingStyles,
              visibility: tooltip.isPositioned ? undefined : 'hidden',
            }}
            {...tooltip.getFloatingProps()}
          >
            {disabledReason}
          </div>
        </UiPortal>
      )}
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
