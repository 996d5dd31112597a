import type { WidgetState } from './widget-context';

/** Detail of the `error` event a widget host dispatches. */
export interface WidgetErrorEventDetail {
  /** The catalogue message shown in the fallback. */
  message: string;
  /**
   * What went wrong: 'network', 'no-token', 'token-source-failed', 'token-expired',
   * 'token-invalid', 'session-ended', 'configuration', 'not-found', 'permissions' or 'unknown'.
   */
  kind?: string;
  /** For 'token-source-failed': the message of the error the `authToken` function threw. */
  cause?: string;
}

/**
 * Reflects the widget's state on its host (`data-state`) and dispatches `ready` / `error`
 * (bubbling, composed) on each transition into those states, never twice in a row.
 */
export function createWidgetStateReporter(
  host: HTMLElement,
): (state: WidgetState, error?: WidgetErrorEventDetail) => void {
  let last: WidgetState | undefined;
  return (state, error) => {
    if (state === last) return;
    last = state;
    host.setAttribute('data-state', state);
    if (state === 'ready') {
      host.dispatchEvent(new CustomEvent('ready', { detail: {}, bubbles: true, composed: true }));
    } else if (state === 'error') {
      dispatchErrorEvent(host, error ?? { message: '' });
    }
  };
}

/**
 * Dispatches `error` bubbling and composed, but stops it at the document: past it, on window, it
 * would reach global error handlers (error trackers, test runners) as if a script had crashed.
 */
function dispatchErrorEvent(host: HTMLElement, detail: WidgetErrorEventDetail): void {
  const event = new CustomEvent<WidgetErrorEventDetail>('error', {
    detail,
    bubbles: true,
    composed: true,
  });
  const document = host.ownerDocument;
  const stopAtDocument = (seen: Event): void => {
    if (seen === event) seen.stopPropagation();
  };
  document.addEventListener('error', stopAtDocument);
  try {
    host.dispatchEvent(event);
  } finally {
    document.removeEventListener('error', stopAtDocument);
  }
}
