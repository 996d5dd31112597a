import type { ComponentType } from 'react';
import r2wc from '@r2wc/react-to-web-component';
import { createTokenManager, type AuthTokenSource, type WidgetType } from '../api/widgets';
import { uiStyles } from '../ui';
import {
  kitLocales,
  widgetSharedStyles,
  type MessageCatalog,
  type MessageOverrides,
  type WidgetErrorEventDetail,
} from '../widgets/shared';
import { adoptStyles } from './adopt-styles';
import {
  contractPropTypes,
  createWidgetElementShell,
  getHostTokenManager,
  setHostTokenManager,
} from './widget-element-shell';

/** r2wc's attribute/property types. */
export type WidgetPropType = 'string' | 'number' | 'boolean' | 'json' | 'method' | 'function';

/** Properties every widget element has (attributes mirror the string ones). */
export interface WidgetElement extends HTMLElement {
  /** Access token, or a function returning one (sync or async); required before any request. */
  authToken: AuthTokenSource | undefined;
  /** `api-hostname`; default the provider's host. */
  apiHostname: string | undefined;
  /** `api-port`; default none. */
  apiPort: string | undefined;
  /** `api-https`, "true" or "false"; default "true". */
  apiHttps: string | undefined;
  /** `appearance`: light, dark or inherit (follow the page); default inherit. */
  appearance: string | undefined;
  /** `accent-color`: a named accent or CSS colour; default indigo. */
  accentColor: string | undefined;
  /** `radius`: none, small, medium, large or full; default medium. */
  radius: string | undefined;
  /** `scaling`: e.g. "90%"–"110%"; default 100%. */
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
   * per locale (`{ es: { inviteUserButton: 'Invitar a un compañero' } }`); ICU messages; default
   * none. A property (or a JSON `messages` attribute).
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

export interface DefineWidgetElementOptions<WidgetProps extends object> {
  /** The custom element name, e.g. 'users-management'. */
  tag: string;
  /** Sent as `WorkOS-Widgets-Type` by this element's API client. */
  widgetType: WidgetType;
  /** The widget's root component; it renders inside provider, theme and error root. */
  component: ComponentType<WidgetProps>;
  /** Widget-specific attributes/properties beyond the element contract, with r2wc types; default none. */
  props?: Partial<Record<Extract<keyof WidgetProps, string>, WidgetPropType>>;
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

const r2wcProps = Symbol.for('r2wc.props');
const r2wcRender = Symbol.for('r2wc.render');

/**
 * Wraps a widget component as a custom element with an open shadow root, the element contract's
 * attributes, an `authToken` property and the kit's styles, and defines it unless the tag is
 * already defined (importing the bundle twice is harmless). Returns the registered class.
 */
export function defineWidgetElement<WidgetProps extends object>(
  options: DefineWidgetElementOptions<WidgetProps>,
): CustomElementConstructor {
  if (typeof customElements === 'undefined') {
    throw new Error(`[widgets] <${options.tag}> needs a browser with custom elements.`);
  }
  const existing = customElements.get(options.tag);
  if (existing) return existing;

  const propTypes: Record<string, WidgetPropType> = { ...contractPropTypes, ...options.props };
  const attributeOf = Object.fromEntries(
    Object.keys(propTypes).map((name) => [
      name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase(),
      name,
    ]),
  );
  const styles = [uiStyles, widgetSharedStyles, options.styles ?? ''];
  const Base = r2wc(
    createWidgetElementShell(options.widgetType, options.component, options.messages ?? noMessages),
    {
      shadow: 'open',
      props: propTypes,
    },
  ) as unknown as new () => HTMLElement & {
    connectedCallback(): void;
    attributeChangedCallback(name: string, old: string | null, value: string | null): void;
  };

  class KitWidgetElement extends Base {
    constructor() {
      super();
      // authToken is not an r2wc prop: r2wc's 'method' parser throws on a string, and the
      // token lives in a manager shared with the API client, not in React props.
      setHostTokenManager(this, createTokenManager());
      adoptStyles(this.shadowRoot!, styles);
      // A property set before the tag was defined sits on the instance and would shadow the
      // accessors: move it through them.
      for (const name of ['authToken', ...Object.keys(propTypes)]) {
        if (Object.hasOwn(this, name)) {
          const value: unknown = (this as Record<string, unknown>)[name];
          delete (this as Record<string, unknown>)[name];
          (this as Record<string, unknown>)[name] = value;
        }
      }
    }

    get authToken(): AuthTokenSource | undefined {
      return getHostTokenManager(this).source();
    }

    set authToken(value: AuthTokenSource | undefined | null) {
      getHostTokenManager(this).setSource(value === null || value === '' ? undefined : value);
    }

    override connectedCallback(): void {
      // Attributes may not be added in the constructor (document.createElement forbids it).
      if (!this.hasAttribute('data-state')) this.setAttribute('data-state', 'loading');
      super.connectedCallback();
    }

    override attributeChangedCallback(
      name: string,
      old: string | null,
      value: string | null,
    ): void {
      // r2wc ignores a removed or emptied attribute; fall back to the default instead.
      const prop = attributeOf[name];
      if (!value && prop) {
        const props = (this as unknown as Record<symbol, Record<string, unknown>>)[r2wcProps];
        if (props) props[prop] = undefined;
        (this as unknown as Record<symbol, () => void>)[r2wcRender]?.();
        return;
      }
      super.attributeChangedCallback(name, old, value);
    }
  }

  customElements.define(options.tag, KitWidgetElement);
  return KitWidgetElement;
}
