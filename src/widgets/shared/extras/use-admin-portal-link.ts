import { useCallback, useRef, useState } from 'react';
import type { AdminPortalIntent, GenerateLinkResponse } from '../../../api/widgets';
import { navigatePortalTab } from './admin-portal-launch';
import { useWidgetApi } from '../use-widget-api';
import { useWidgetContext } from '../use-widget-context';
import { useWidgetEvent } from '../use-widget-event';

export type AdminPortalLinkState = 'idle' | 'pending' | 'opened' | 'blocked' | 'error';

export interface AdminPortalLink {
  state: AdminPortalLinkState;
  /** The last link received; shown when the browser refused the new tab. */
  link: string | null;
  /** The request's error, when state is 'error'. */
  error: unknown;
  /** Call from a click handler: opens the tab at once, then points it at a fresh link. */
  open: () => void;
  /**
   * `refetchOnWindowFocus` for a query of what the portal changes: once the portal has been
   * opened, coming back to this tab fetches again however fresh the data is, so what was done
   * there shows without a reload; before that, only stale data is fetched again.
   */
  refetchOnReturn: true | 'always';
}

let tabCounter = 0;

/**
 * Opens the hosted admin portal for `intent` in a new tab. The tab is opened synchronously in
 * the click (so pop-up blockers allow it) and navigated once generate-link answers; when the
 * browser refuses the tab the link is kept for the widget to show. Fires `admin-portal-opened`.
 */
export function useAdminPortalLink(intent: AdminPortalIntent): AdminPortalLink {
  const client = useWidgetApi();
  const { host } = useWidgetContext();
  const dispatch = useWidgetEvent();
  const [state, setState] = useState<AdminPortalLinkState>('idle');
  const [link, setLink] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const pending = useRef(false);

  const open = useCallback(() => {
    if (pending.current) return;
    pending.current = true;
    const tabName = `admin-portal-${Date.now()}-${++tabCounter}`;
    const tab = window.open('about:blank', tabName);
    // The portal must not be able to script this page through window.opener.
    if (tab) tab.opener = null;
    setState('pending');
    setError(null);
    client
      .post<GenerateLinkResponse>('/_widgets/admin-portal/generate-link', {
        searchParams: { intent },
      })
      .then(
        (response) => {
          setLink(response.link);
          if (tab && !tab.closed) {
            navigatePortalTab(tab, tabName, response.link, host.shadowRoot ?? document.body);
            setState('opened');
            dispatch('admin-portal-opened', { intent });
          } else {
            setState('blocked');
          }
        },
        (reason: unknown) => {
          tab?.close();
          setError(reason);
          setState('error');
        },
      )
      .finally(() => {
        pending.current = false;
      });
  }, [client, dispatch, host, intent]);

  return { state, link, error, open, refetchOnReturn: link === null ? true : 'always' };
}
