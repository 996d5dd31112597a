// Accessible tabs (WAI-ARIA tabs pattern): arrow keys, Home and End move between tabs, which
// activate on focus; only the selected tab is in the tab order.
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem<Id extends string> {
  id: Id;
  label: string;
  /** A count shown after the label; default none. */
  count?: number;
  panel: ReactNode;
}

export interface TabsProps<Id extends string> {
  /** Accessible name of the tab list. */
  label: string;
  items: readonly TabItem<Id>[];
  selected: Id;
  onSelect(id: Id): void;
}

/** A tab list and the selected tab's panel. */
export function Tabs<Id extends string>({ label, items, selected, onSelect }: TabsProps<Id>) {
  const baseId = useId();
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const selectedIndex = Math.max(
    0,
    items.findIndex((item) => item.id === selected),
  );
  const move = (index: number) => {
    const next = (index + items.length) % items.length;
    onSelect(items[next]!.id);
    tabRefs.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const keys: Record<string, number> = {
      ArrowRight: selectedIndex + 1,
      ArrowLeft: selectedIndex - 1,
      Home: 0,
      End: items.length - 1,
    };
    if (event.key in keys) {
      event.preventDefault();
      move(keys[event.key]!);
    }
  };
  const current = items[selectedIndex]!;
  return (
    <div className="demo-tabs">
      <div className="demo-tab-list" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {items.map((item, index) => {
          const isSelected = index === selectedIndex;
          return (
            <button
              key={item.id}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${item.id}`}
              className="demo-tab"
              aria-selected={isSelected}
              aria-controls={`${baseId}-panel-${item.id}`}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => onSelect(item.id)}
            >
              {item.label}
              {item.count !== undefined && <span className="demo-tab-count">{item.count}</span>}
            </button>
          );
        })}
      </div>
      <div
        className="demo-tab-panel"
        role="tabpanel"
        id={`${baseId}-panel-${current.id}`}
        aria-labelledby={`${baseId}-tab-${current.id}`}
        tabIndex={0}
      >
        {current.panel}
      </div>
    </div>
  );
}
