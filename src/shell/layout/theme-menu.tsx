// Theme choice in the top bar: Light, Dark or System (stored under `theme`).
import { Check, Monitor, Moon, Sun } from 'lucide-react';
import { DropdownMenu, IconButton, MenuItem, MenuLabel } from '../../ui';
import { themePreferences, useThemePreference, type ThemePreference } from './theme-preference';

const labels: Record<ThemePreference, string> = { light: 'Light', dark: 'Dark', system: 'System' };
const icons = { light: Sun, dark: Moon, system: Monitor } as const;

/** An icon button showing the current appearance that opens the three theme options. */
export function ThemeMenu() {
  const { preference, appearance, setPreference } = useThemePreference();
  const TriggerIcon = appearance === 'dark' ? Moon : Sun;
  return (
    <DropdownMenu
      minWidth={160}
      trigger={
        <IconButton aria-label={`Theme: ${labels[preference]}`}>
          <TriggerIcon aria-hidden="true" />
        </IconButton>
      }
    >
      <MenuLabel>Theme</MenuLabel>
      {themePreferences.map((option) => {
        const Icon = icons[option];
        return (
          <MenuItem
            key={option}
            icon={<Icon />}
            textValue={labels[option]}
            onSelect={() => setPreference(option)}
          >
            <span className="shell-theme-option">
              {labels[option]}
              {option === preference && (
                <>
                  <Check aria-hidden="true" />
                  <span className="ui-visually-hidden"> (current)</span>
                </>
              )}
            </span>
          </MenuItem>
        );
      })}
    </DropdownMenu>
  );
}
