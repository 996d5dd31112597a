// The class every kit tag is defined with as soon as widgets.js runs (no React): the element
// contract's properties and observed attributes, values kept from before the tag's code arrives,
// and the widget mounted into the open shadow root once it has. Frameworks that set a property
// only when the element already has it (React 19, Preact, Svelte 5) therefore always see
// `authToken`, even at their first render.
import type { AuthTokenSource } from '../api/widgets';

/** The values a widget renders with: each property of the element by name. */
export type KitElementProps = Readonly<Record<string, unknown>>;

/** A widget mounted in an element's shadow root by its tag's code. */
export interface MountedWidget {
  /** Renders again with the element's current values. */
  update(props: KitElementProps): void;
  /** Unmounts the widget (the element left the document). */
  unmount(): void;
}

/** What a tag's code provides (the default export of its module): how to mount its widget. */
export interface WidgetImplementation {
  mount(host: HTMLElement, shadowRoot: ShadowRoot, props: KitElementProps): MountedWidget;
}

/**
 * Attribute-backed properties of the element contract (each also an observed attribute, its
 * name in kebab case). A new one is one entry here; the widget receives it as a prop.
 */
export const contractAttributeProperties = [
  'apiHostname',
  'apiPort',
  'apiHttps',
  'appearance',
  'accentColor',
  'radius',
  'scaling',
  'fontFamily',
  'elements',
  'locale',
] as const;

/** Properties without an attribute (functions and objects), kept as set; one entry each. */
export const contractValueProperties = ['authToken', 'messages'] as const;

/** What a kit element holds when it is connected with a token (for reads before React). */
export interface KitElementConnection {
  tag: string;
  element: KitElement;
  authToken: AuthTokenSource;
  /** `api-hostname`, `api-port`, `api-https` as set (undefined when absent). */
  api: { hostname?: string; port?: string; https?: string };
  /** The tag's own attributes beyond the contract (e.g. `<api-keys>`'s `scope`), by property. */
  attributes: Readonly<Record<string, string | undefined>>;
  /** Whether the tag's code has arrived (the widget mounts at once then). */
  codeLoaded: boolean;
}

export interface KitElementOptions {
  /**
   * Fetches the tag's code, which then arrives through `implementKitElement`; called on the
   * first connection of an element of the tag (and again after a failure).
   */
  load?: () => Promise<unknown>;
  /** Called when the code could not be fetched, with the elements left waiting for it. */
  loadFailed?: (error: unknown, waiting: KitElement[]) => void;
  /** Called whenever an element is connected with a token, or gets one while connected. */
  connectedWithToken?: (connection: KitElementConnection) => void;
  /** Attribute-backed properties of this tag beyond the contract; default none. */
  properties?: readonly string[];
  /** Properties of this tag without an attribute (functions, objects); default none. */
  values?: readonly string[];
}

/** A kit element (the light class of any tag); its tag's own properties are typed per tag. */
export interface KitElement extends HTMLElement {
  authToken: AuthTokenSource | undefined;
}

const IMPLEMENT = Symbol.for('account-widgets.implement');
const IMPLEMENTED = Symbol.for('account-widgets.implemented');

interface KitElementClass extends CustomElementConstructor {
  [IMPLEMENT](implementation: WidgetImplementation): void;
  [IMPLEMENTED](): boolean;
}

const kebabCase = (name: string): string =>
  name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

function isKitElementClass(value: unknown): value is KitElementClass {
  return typeof value === 'function' && IMPLEMENT in value;
}

/** Hands a tag its code: mounts the widget in every connected element of the tag. */
export function implementKitElement(tag: string, implementation: WidgetImplementation): void {
  const defined = customElements.get(tag);
  if (!isKitElementClass(defined)) {
    throw new Error(`[widgets] <${tag}> is not defined by the kit.`);
  }
  defined[IMPLEMENT](implementation);
}

/** Whether `tag` is defined by the kit and its code has arrived. */
export function isKitElementImplemented(tag: string): boolean {
  const defined = typeof customElements === 'undefined' ? undefined : customElements.get(tag);
  return isKitElementClass(defined) && defined[IMPLEMENTED]();
}

/**
 * Defines `tag` with a light element class unless it is defined already (a second copy of the
 * kit is harmless); returns the tag's class. Without custom elements (Node) it does nothing.
 */
export function defineKitElement(
  tag: string,
  options: KitElementOptions = {},
): CustomElementConstructor | undefined {
  if (typeof customElements === 'undefined') return undefined;
  const existing = customElements.get(tag);
  if (existing) return existing;

  const tagProperties = options.properties ?? [];
  const attributeProperties = [...contractAttributeProperties, ...tagProperties];
  const valueProperties = [...contractValueProperties, ...(options.values ?? [])];
  const propertyOfAttribute = new Map(attributeProperties.map((name) => [kebabCase(name), name]));
  let implementation: WidgetImplementation | undefined;
  let loading = false;
  // Connected elements, so the code's arrival (or failure) reaches each of them.
  const connected = new Set<LightKitElement>();

  function requestCode(): void {
    if (implementation || loading || !options.load) return;
    loading = true;
    options.load().then(
      () => {
        loading = false;
      },
      (error: unknown) => {
        // A later connection may try again.
        loading = false;
        options.loadFailed?.(error, [...connected]);
      },
    );
  }

  class LightKitElement extends HTMLElement implements KitElement {
    static observedAttributes = [...propertyOfAttribute.keys()];

    static [IMPLEMENT](loaded: WidgetImplementation): void {
      if (implementation) return;
      implementation = loaded;
      for (const element of connected) element.#render();
    }

    static [IMPLEMENTED](): boolean {
      return implementation !== undefined;
    }

    static {
      for (const name of attributeProperties) {
        const attribute = kebabCase(name);
        Object.defineProperty(this.prototype, name, {
          configurable: true,
          enumerable: true,
          get(this: LightKitElement) {
            return this.getAttribute(attribute) ?? undefined;
          },
          set(this: LightKitElement, value: unknown) {
            if (value === undefined || value === null || value === '') {
              this.removeAttribute(attribute);
            } else {
              this.setAttribute(attribute, String(value));
            }
          },
        });
      }
      for (const name of valueProperties) {
        Object.defineProperty(this.prototype, name, {
          configurable: true,
          enumerable: true,
          get(this: LightKitElement) {
            return this.#values[name];
          },
          set(this: LightKitElement, value: unknown) {
            this.#values[name] = value === null || value === '' ? undefined : value;
            this.#render();
            if (name === 'authToken') this.#announce();
          },
        });
      }
    }

    declare authToken: AuthTokenSource | undefined;
    #values: Record<string, unknown> = {};
    #mounted: MountedWidget | undefined;
    #isConnected = false;

    constructor() {
      super();
      this.attachShadow({ mode: 'open' });
      // A property set before the tag was defined sits on the instance and would shadow the
      // accessors: move it through them.
      for (const name of [...valueProperties, ...attributeProperties]) {
        if (Object.hasOwn(this, name)) {
          const value: unknown = (this as Record<string, unknown>)[name];
          delete (this as Record<string, unknown>)[name];
          (this as Record<string, unknown>)[name] = value;
        }
      }
      // Attributes set during construction get no attributeChangedCallback.
      for (const [attribute, property] of propertyOfAttribute) {
        const value = this.getAttribute(attribute);
        if (value) this.#values[property] = value;
      }
    }

    connectedCallback(): void {
      this.#isConnected = true;
      connected.add(this);
      // Attributes may not be added in the constructor (document.createElement forbids it).
      if (!this.hasAttribute('data-state')) this.setAttribute('data-state', 'loading');
      this.#announce();
      this.#render();
    }

    disconnectedCallback(): void {
      this.#isConnected = false;
      connected.delete(this);
      // After the current task's DOM work: a moved element keeps its widget, and a framework
      // removing the element while it renders does not unmount a React root inside its commit.
      queueMicrotask(() => {
        if (this.#isConnected || !this.#mounted) return;
        this.#mounted.unmount();
        this.#mounted = undefined;
      });
    }

    attributeChangedCallback(name: string, old: string | null, value: string | null): void {
      if (old === value) return;
      const property = propertyOfAttribute.get(name);
      if (!property) return;
      // A removed or emptied attribute falls back to the default.
      this.#values[property] = value || undefined;
      this.#render();
      // What a tag's first reads depend on: the API, and the tag's own attributes (a scope).
      if (name.startsWith('api-') || tagProperties.includes(property)) this.#announce();
    }

    #props(): KitElementProps {
      return { ...this.#values };
    }

    #render(): void {
      if (!this.#isConnected) return;
      if (!implementation) {
        requestCode();
      } else if (this.#mounted) {
        this.#mounted.update(this.#props());
      } else {
        this.#mounted = implementation.mount(this, this.shadowRoot!, this.#props());
      }
    }

    #announce(): void {
      const authToken = this.#values.authToken as AuthTokenSource | undefined;
      if (!this.#isConnected || authToken === undefined || !options.connectedWithToken) return;
      options.connectedWithToken({
        tag,
        element: this,
        authToken,
        api: {
          hostname: this.#values.apiHostname as string | undefined,
          port: this.#values.apiPort as string | undefined,
          https: this.#values.apiHttps as string | undefined,
        },
        attributes: Object.fromEntries(
          tagProperties.map((name) => [name, this.#values[name] as string | undefined]),
        ),
        codeLoaded: implementation !== undefined,
      });
    }
  }

  customElements.define(tag, LightKitElement);
  return LightKitElement;
}
