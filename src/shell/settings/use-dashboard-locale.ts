import { useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => {
  window.addEventListener('languagechange', onChange);
  return () => window.removeEventListener('languagechange', onChange);
};
const browserLocale = () => navigator.languages?.[0] ?? navigator.language ?? 'en';

/**
 * The locale the dashboard hands every widget it embeds: the browser's language (the widgets
 * fall back to English for a language they have no catalog for). The dashboard's own screens
 * stay English.
 */
export function useDashboardLocale(): string {
  return useSyncExternalStore(subscribe, browserLocale, () => 'en');
}
