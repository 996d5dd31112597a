import type { WidgetState } from './widget-context';

/** Detail of the `error` event a widget host dispatches. */
export interface WidgetErrorEventDetail {
  /** The catalogue message shown in the fallback. */
  message: string;
}

/**
 * Reflects the widget's state on its host (`data-state`) and dispatches `ready` / `error`
 * (bubbling, composed) on each transition into those states, never twice in a row.
 */
export function createWidgetStateReporter(
  host: HTMLElement,
): (state: WidgetState, message?: string) => void {
  let last: WidgetState | undefined;
  return (state, message) => {
    if (state === last) return;
    last = state;
    host.setAttribute('data-state', state);
    if (state === 'ready') {
      host.dispatchEvent(new CustomEvent('ready', { detail: {}, bubbles: true, composed: true }));
    } else if (state === 'error') {
      const detail: WidgetErrorEventDetail = { message: message ?? '' };
      host.dispatchEvent(new CustomEvent('error', { detail, bubbles: true, composed: true }));
    }
  };
}
