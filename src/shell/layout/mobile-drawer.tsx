// The small-screen navigation drawer: title 'Menu', close button, main entries, the section's
// contextual menu (as the desktop sidebar shows it), AI Assistant and Help & Support.
import { LifeBuoy, Sparkles } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { isRailEntryActive, railEntries } from './navigation';
import { railIcons } from './rail-icons';
import { SectionMenu } from './section-menu';
import { Sheet } from './sheet';

export interface MobileDrawerProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Opens the AI Assistant (after the drawer closes). */
  onOpenAssistant(): void;
  /** Opens Help & Support (after the drawer closes). */
  onOpenHelp(): void;
}

/** Slide-in navigation from the left with a dark overlay; choosing an entry closes it. */
export function MobileDrawer({
  open,
  onOpenChange,
  onOpenAssistant,
  onOpenHelp,
}: MobileDrawerProps) {
  const [location] = useLocation();
  const close = () => onOpenChange(false);
  return (
    <Sheet
      open={open}
      onOpenChange={onOpenChange}
      side="left"
      title="Menu"
      closeLabel="Close menu"
      className="shell-drawer"
    >
      <nav aria-label="Main menu">
        <ul className="shell-drawer-list">
          {railEntries.map((entry) => {
            const Icon = railIcons[entry.icon];
            const active = isRailEntryActive(location, entry.href);
            return (
              <li key={entry.href}>
                <Link
                  href={entry.href}
                  className="shell-drawer-link"
                  aria-current={active ? 'page' : undefined}
                  data-active={active || undefined}
                  onClick={close}
                >
                  <Icon aria-hidden="true" />
                  {entry.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <SectionMenu className="shell-drawer-section" headingLevel={3} onNavigate={close} />
      <div className="shell-drawer-footer">
        <button
          type="button"
          className="shell-drawer-link"
          onClick={() => {
            close();
            onOpenAssistant();
          }}
        >
          <Sparkles aria-hidden="true" />
          AI Assistant
        </button>
        <button
          type="button"
          className="shell-drawer-link"
          onClick={() => {
            close();
            onOpenHelp();
          }}
        >
          <LifeBuoy aria-hidden="true" />
          Help & Support
        </button>
      </div>
    </Sheet>
  );
}
