// One collapsible group of the side menu.
import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'wouter';
import type { MenuGroup } from './navigation';

export interface MenuGroupSectionProps {
  group: MenuGroup;
  /** Href of the item standing for the current path, or null. */
  activeHref: string | null;
  /** Whether the group holds the current path (or nothing does): it starts, and re-opens, expanded. */
  holdsPath: boolean;
  /** Called after a link is chosen; default none. */
  onNavigate?: () => void;
}

/** A group title that toggles its list of links (aria-expanded), and the links. */
export function MenuGroupSection({
  group,
  activeHref,
  holdsPath,
  onNavigate,
}: MenuGroupSectionProps) {
  const [open, setOpen] = useState(holdsPath);
  const [held, setHeld] = useState(holdsPath);
  // Navigating into a collapsed group opens it; other groups keep what the user chose.
  if (held !== holdsPath) {
    setHeld(holdsPath);
    if (holdsPath) setOpen(true);
  }
  const listId = useId();
  return (
    <div className="shell-menu-group" data-state={open ? 'open' : 'closed'}>
      <button
        type="button"
        className="shell-menu-group-toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        <span>{group.title}</span>
        <ChevronDown aria-hidden="true" />
      </button>
      <ul className="shell-menu-group-list" id={listId} hidden={!open}>
        {group.items.map((item) => {
          const active = item.href === activeHref;
          return (
            <li key={item.href}>
              <Link
                href={item.href}
                className="shell-menu-link"
                aria-current={active ? 'page' : undefined}
                data-active={active || undefined}
                onClick={onNavigate}
              >
                {item.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
