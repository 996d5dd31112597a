// The settings index's links to its sub-pages: the settings menu's items (same labels, same
// permission gating), so every page is one tap away on a phone too.
import { ChevronRight } from 'lucide-react';
import { Link } from 'wouter';
import { useAuth } from '../auth/use-auth';
import { sideMenuFor } from '../layout/navigation';
import { paths } from '../paths';

export function SettingsLinks() {
  const { permissions } = useAuth();
  const groups = sideMenuFor(paths.settings.index, permissions)
    .groups.map((group) => ({
      ...group,
      items: group.items.filter((item) => item.href !== paths.settings.index),
    }))
    .filter((group) => group.items.length > 0);
  return (
    <>
      {groups.map((group) => (
        <nav key={group.title} className="settings-card" aria-label={`${group.title} settings`}>
          <div className="settings-card-header">
            <h2 className="settings-card-title">{group.title}</h2>
          </div>
          <ul className="settings-links">
            {group.items.map((item) => (
              <li key={item.href}>
                <Link href={item.href} className="settings-links-item">
                  {item.label}
                  <ChevronRight aria-hidden="true" />
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ))}
    </>
  );
}
