import { createContext } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { TokenManager, WidgetType, WidgetsClient } from '../../api/widgets';
import type { WidgetErrorEventDetail } from './widget-state-reporter';

/** What the host element reflects in `data-state`. */
export type WidgetState = 'loading' | 'error' | 'ready';

/** Everything a widget may need from its element root. */
export interface WidgetContextValue {
  /** The typed API client of this element (its base, widget type and token). */
  client: WidgetsClient;
  /**
   * The query client of an identity (see IdentityScope), shared by every element on the page
   * that talks to the same API base for the same subject and organization.
   */
  queryClientFor: (identity: string) => QueryClient;
  /** The custom element hosting the widget; events are dispatched from it. */
  host: HTMLElement;
  widgetType: WidgetType;
  /** The element's access-token manager (claims, source changes). */
  tokens: TokenManager;
  /** The elevated-access token held by this element root, if any. */
  elevatedAccess: ElevatedAccessHolder;
  /** Sets `data-state` on the host and dispatches `ready` / `error` on transitions. */
  reportState: (state: WidgetState, error?: WidgetErrorEventDetail) => void;
}

/** A tiny store for the elevated-access token so the client can read it at request time. */
export interface ElevatedAccessHolder {
  get(): string | undefined;
  set(token: string | undefined): void;
  subscribe(listener: () => void): () => void;
}

export const WidgetContext = createContext<WidgetContextValue | null>(null);
