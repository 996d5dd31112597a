// Every screen names itself in the document title (the tab, history and screen readers'
// page announcement): '<screen> · Loyalty Console'. The screen's heading component sets it.
import { useEffect } from 'react';

export const APP_NAME = 'Loyalty Console';

/** '<title> · Loyalty Console', or the app name alone without a title. */
export function documentTitle(title: string | undefined): string {
  const trimmed = title?.trim();
  return trimmed ? `${trimmed} · ${APP_NAME}` : APP_NAME;
}

/** Sets the document title while the calling screen is shown (no title: leaves it); back to the app name after. */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    if (!title?.trim()) return;
    document.title = documentTitle(title);
    return () => {
      document.title = APP_NAME;
    };
  }, [title]);
}
