// A tag's code (the React side): the widget's implementation, which the light element class
// (kit-element.ts, defined by the loader before any of this arrives) mounts in its shadow root.
import { createElement, type ComponentProps, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { prefetchedToken, type AuthTokenSource, type WidgetType } from '../api/widgets';
import { getUiStyleSheet } from '../ui';
import {
  kitLocales,
  widgetSharedStyles,
  type MessageCatalog,
  type MessageOverrides,
  type WidgetErrorEventDetail,
} from '../widgets/shared';
import { adoptStyles } from './adopt-styles';
import type { WidgetImplementation } from './kit-element';
import { assertSupportedReact } from './supported-react';
import { createWidgetElementShell, hostTokenManager } from './widget-element-shell';

/** Properties every widget element has (attributes mirror the string ones). */
export interface WidgetElement extends HTMLElement {
  /** Access token, or a function returning one (sync or async); required before any request. */
  authToken: AuthTokenSource | undefined;
  /** `api-hostname`; default this kit's own identity service (the origin that served widgets.js, or the build's VITE_KIT_API_BASE); invalid: error fallback, nothing sent. */
  apiHostname: string | undefined;
  /** `api-port`; default none. */
  apiPort: string | undefined;
  /** `api-https`, "true" or "false"; default "true". */
  apiHttps: 'true' | 'false' | undefined;
  /** `appearance`: light, dark or inherit (follow the page); default inherit. */
  appearance: 'light' | 'dark' | 'inherit' | undefined;
  /** `accent-color`: a named accent or CSS colour; default indigo. */
  accentColor: string | undefined;
  /** `radius`: none, small, medium, large or full; default medium. */
  radius: 'none' | 'small' | 'medium' | 'large' | 'full' | undefined;
  /** `scaling`: "75%"–"150%" (or 0.75–1.5; values outside are clamped); default 100%. */
  scaling: string | undefined;
  /** `font-family`: a CSS font-family list; default the system UI stack. */
  fontFamily: string | undefined;
  /** `elements`: JSON of per-primitive overrides; default none. */
  elements: string | undefined;
  /**
   * `locale`: BCP 47 tag of the language to show (en, es, fr, de, pt-BR, ja, ar; another region
   * of those languages formats dates and numbers its way); default the nearest `lang` up the
   * DOM, then the browser's language, then English.
   */
  locale: string | undefined;
  /**
   * Replacement strings keyed as the catalogs (`{ inviteUserButton: 'Invite teammate' }`), or
   * per locale (`{ es: { inviteUserButton: 'Invitar a un compañero' } }`); ICU messages; a
   * property only; default none.
   */
  messages: MessageOverrides | undefined;
}

/** Events every widget element dispatches (bubbling, composed). */
export interface WidgetElementEventMap {
  /** The widget's first data is on screen. */
  ready: CustomEvent<Record<string, never>>;
  /** The widget could not load and shows its error fallback (or its code could not be fetched). */
  error: CustomEvent<WidgetErrorEventDetail>;
}

/** Each event of a widget (name → detail, its events.ts) as the `CustomEvent` it is dispatched as. */
export type CustomEventMap<Events> = { [Name in keyof Events]: CustomEvent<Events[Name]> };

/** An element's event map, derived from its widget's events: declared once, in events.ts. */
export type WidgetEventMap<Events> = WidgetElementEventMap & CustomEventMap<Events>;

type Listener<Element, Event> =
  ((this: Element, event: Event) => unknown) | { handleEvent(event: Event): unknown };

/**
 * A widget element whose `addEventListener` / `removeEventListener` know its events: e.g.
 * `element.addEventListener('member-invited', (event) => event.detail.email)` is typed.
 */
export interface TypedWidgetElement<EventMap extends WidgetElementEventMap> extends WidgetElement {
  addEventListener<K extends keyof EventMap>(
    type: K,
    listener: Listener<this, EventMap[K]>,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener<K extends keyof HTMLElementEventMap>(
    type: K,
    listener: (this: HTMLElement, event: HTMLElementEventMap[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | AddEventListenerOptions,
  ): void;
  removeEventListener<K extends keyof EventMap>(
    type: K,
    listener: Listener<this, EventMap[K]>,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener<K extends keyof HTMLElementEventMap>(
    type: K,
    listener: (this: HTMLElement, event: HTMLElementEventMap[K]) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | EventListenerOptions,
  ): void;
}

export interface WidgetImplementationOptions<WidgetProps extends object> {
  /** Sent as `WorkOS-Widgets-Type`; a function when it depends on the element's properties. */
  widgetType: WidgetType | ((props: WidgetProps) => WidgetType);
  /** The widget's root component; it renders inside provider, theme and error root. */
  component: ComponentType<WidgetProps>;
  /** The widget's own CSS (an `?inline` import), adopted after the UI styles; default none. */
  styles?: string;
  /** The widget's ICU message catalog (English inline, other locales as chunks); default none. */
  messages?: MessageCatalog;
}

const noMessages: MessageCatalog = {
  en: {},
  load: Object.fromEntries(
    kitLocales
      .filter((locale) => locale !== 'en')
      .map((locale) => [locale, () => Promise.resolve({ default: {} })]),
  ) as MessageCatalog['load'],
};

/**
 * The implementation a tag's module exports by default: mounts the widget (inside provider,
 * theme and error root) with React in the element's open shadow root, with the kit's styles,
 * and renders it again with the element's values whenever one changes.
 */
export function widgetImplementation<WidgetProps extends object>(
  options: WidgetImplementationOptions<WidgetProps>,
): WidgetImplementation {
  // The host's React with the shared-React entry: an unsupported one stops the tag's code here,
  // before anything renders (the loader reports the error and the element its error state).
  // Only that build checks (a build flag): widgets.js and the dashboard bundle their React.
  if (import.meta.env.KIT_SHARED_REACT) assertSupportedReact();
  const Shell = createWidgetElementShell(
    options.widgetType,
    options.component,
    options.messages ?? noMessages,
  );
  const styles = [widgetSharedStyles, options.styles ?? ''];
  const styled = new WeakSet<ShadowRoot>();
  return {
    mount(host, shadowRoot, props) {
      if (!styled.has(shadowRoot)) {
        // The UI sheet first: one sheet for the page, which the floating layer's CSS joins when
        // its chunk arrives (src/ui/ui-styles.ts), then the widget's own.
        adoptStyles(shadowRoot, styles, [getUiStyleSheet()]);
        styled.add(shadowRoot);
      }
      // The token lives in a manager shared with the API client, not in React props; it
      // outlives a remount, so a moved element keeps the token it holds.
      const tokens = hostTokenManager(host);
      const root = createRoot(shadowRoot);
      const render = ({ authToken, ...values }: Record<string, unknown>): void => {
        const source = authToken as AuthTokenSource | undefined;
        tokens.setSource(source);
        // The loader may have asked this source already (its first reads): one call for both.
        const asked = prefetchedToken(host, source);
        if (asked) tokens.adopt(asked);
        root.render(createElement(Shell, { ...values, host } as ComponentProps<typeof Shell>));
      };
      render(props);
      return { update: render, unmount: () => root.unmount() };
    },
  };
}
