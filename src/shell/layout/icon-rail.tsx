// The narrow icon rail of the desktop sidebar: main entries, then AI Assistant and Help & Support.
import { LifeBuoy, Sparkles } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { Tooltip } from '../../ui';
import { paths } from '../paths';
import { BrandMark } from './brand-mark';
import { isRailEntryActive, railEntries } from './navigation';
import { railIcons } from './rail-icons';

export interface IconRailProps {
  /** Opens the AI Assistant drawer. */
  onOpenAssistant(): void;
  /** Opens the Help & Support dialog. */
  onOpenHelp(): void;
}

/** Icon-only navigation with tooltips; the entry for the current section is highlighted. */
export function IconRail({ onOpenAssistant, onOpenHelp }: IconRailProps) {
  const [location] = useLocation();
  return (
    <nav className="shell-rail" aria-label="Main">
      <Tooltip content="Loyalty Console" placement="right">
        <Link href={paths.home} className="shell-rail-brand" aria-label="Loyalty Console home">
          <BrandMark />
        </Link>
      </Tooltip>
      <ul className="shell-rail-list">
        {railEntries.map((entry) => {
          const Icon = railIcons[entry.icon];
          const active = isRailEntryActive(location, entry.href);
          return (
            <li key={entry.href}>
              <Tooltip content={entry.label} placement="right">
                <Link
                  href={entry.href}
                  className="shell-rail-link"
                  aria-label={entry.label}
                  aria-current={active ? 'page' : undefined}
                  data-active={active || undefined}
                >
                  <Icon aria-hidden="true" />
                </Link>
              </Tooltip>
            </li>
          );
        })}
      </ul>
      <div className="shell-rail-footer">
        <Tooltip content="AI Assistant" placement="right">
          <button
            type="button"
            className="shell-rail-link shell-rail-assistant"
            aria-label="AI Assistant"
            aria-haspopup="dialog"
            onClick={onOpenAssistant}
          >
            <Sparkles aria-hidden="true" />
          </button>
        </Tooltip>
        <Tooltip content="Help & Support" placement="right">
          <button
            type="button"
            className="shell-rail-link"
            aria-label="Help & Support"
            aria-haspopup="dialog"
            onClick={onOpenHelp}
          >
            <LifeBuoy aria-hidden="true" />
          </button>
        </Tooltip>
      </div>
    </nav>
  );
}
