import { FloatingPortal } from '@floating-ui/react';
import type { CSSProperties, ReactNode } from 'react';
import { useUiContext } from '../ui-context';

/**
 * Portals a floating layer into the UiRoot's container (inside the shadow root for widgets), and
 * re-applies the theme when that container lies outside the themed root (e.g. document.body).
 */
export function UiPortal({ children }: { children: ReactNode }) {
  const { portalContainer, portalNeedsScope, scope } = useUiContext();
  if (!portalContainer) return null;
  return (
    // No tab-order guards: menus and listboxes close on Tab and hand the focus to their trigger,
    // and dialogs trap it themselves.
    <FloatingPortal root={portalContainer} preserveTabOrder={false}>
      {portalNeedsScope ? (
        <div
          className="ui-root ui-portal-scope"
          {...scope.attributes}
          style={scope.style as CSSProperties}
        >
          {children}
        </div>
      ) : (
        children
      )}
    </FloatingPortal>
  );
}
