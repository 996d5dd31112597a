// The dashboard's toasts (sonner) with the constants of SPEC.md §9, themed with the UI tokens.
import { CircleAlert } from 'lucide-react';
import { Toaster } from 'sonner';
// sonner's styles as a file (vite.config.ts stops sonner injecting a <style>: strict CSP).
import 'sonner/dist/styles.css';
import { useThemePreference } from './theme-preference';

/** 3 visible, 4000 ms, 356 px wide (sonner's default width), 14 px gap, bottom-right, offsets 24/16 px, Alt+T. */
export function AppToaster() {
  const { appearance } = useThemePreference();
  return (
    <Toaster
      theme={appearance}
      position="bottom-right"
      visibleToasts={3}
      duration={4000}
      gap={14}
      offset={24}
      mobileOffset={16}
      hotkey={['altKey', 'KeyT']}
      containerAriaLabel="Notifications"
      className="shell-toaster"
      toastOptions={{ className: 'shell-toast' }}
      icons={{ error: <CircleAlert aria-hidden="true" /> }}
    />
  );
}
