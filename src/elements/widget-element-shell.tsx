import { useMemo, useSyncExternalStore, type ComponentType } from 'react';
import { resolveApiBase, type TokenManager, type WidgetType } from '../api/widgets';
import { UiRoot } from '../ui';
import { WidgetProvider, WidgetRoot } from '../widgets/shared';
import { parseElementsAttribute } from './parse-elements-attribute';
import { reportOnce } from './report-once';
import { validThemeAttributes } from './theme-attributes';
import { useResolvedAppearance } from './use-resolved-appearance';

/** The element contract's attributes as r2wc hands them over (strings or undefined). */
export interface ContractProps {
  apiHostname?: string;
  apiPort?: string;
  apiHttps?: string;
  appearance?: string;
  accentColor?: string;
  radius?: string;
  scaling?: string;
  fontFamily?: string;
  elements?: string;
}

/** Attribute-backed properties of the contract and their r2wc types. */
export const contractPropTypes = {
  apiHostname: 'string',
  apiPort: 'string',
  apiHttps: 'string',
  appearance: 'string',
  accentColor: 'string',
  radius: 'string',
  scaling: 'string',
  fontFamily: 'string',
  elements: 'string',
} as const;

const tokenManagers = new WeakMap<Element, TokenManager>();

/** Registers the token manager of a host element (done by the element's constructor). */
export function setHostTokenManager(host: Element, tokens: TokenManager): void {
  tokenManagers.set(host, tokens);
}

/** The token manager of a host element; every kit element has one from its constructor. */
export function getHostTokenManager(host: Element): TokenManager {
  const tokens = tokenManagers.get(host);
  if (!tokens) throw new Error('[widgets] Element has no token manager.');
  return tokens;
}

/** The API base from the attributes, or why there is none (reported once on the console). */
function apiBaseOf(attributes: Parameters<typeof resolveApiBase>[0]): {
  baseUrl: string;
  error?: unknown;
} {
  try {
    return { baseUrl: resolveApiBase(attributes) };
  } catch (error) {
    reportOnce('error', error instanceof Error ? error.message : String(error));
    return { baseUrl: '', error };
  }
}

/**
 * Builds the React component r2wc mounts in the shadow root: it turns the contract attributes
 * into the API base, theme and overrides, and wraps the widget in provider, theme and root.
 */
export function createWidgetElementShell<WidgetProps extends object>(
  widgetType: WidgetType | ((props: WidgetProps) => WidgetType),
  Widget: ComponentType<WidgetProps>,
): ComponentType<ContractProps & WidgetProps & { container?: Element | ShadowRoot }> {
  function WidgetElementShell(
    props: ContractProps & WidgetProps & { container?: Element | ShadowRoot },
  ) {
    const {
      container,
      apiHostname,
      apiPort,
      apiHttps,
      appearance,
      accentColor,
      radius,
      scaling,
      fontFamily,
      elements,
      ...widgetProps
    } = props;
    const host = (container instanceof ShadowRoot ? container.host : container) as HTMLElement;
    const tokens = getHostTokenManager(host);
    const source = useSyncExternalStore(tokens.subscribe, tokens.source, tokens.source);
    const { baseUrl, error: configurationError } = useMemo(
      () => apiBaseOf({ hostname: apiHostname, port: apiPort, https: apiHttps }),
      [apiHostname, apiPort, apiHttps],
    );
    const resolvedAppearance = useResolvedAppearance(appearance);
    const theme = useMemo(
      () => validThemeAttributes({ accentColor, radius, scaling }),
      [accentColor, radius, scaling],
    );
    const overrides = useMemo(() => parseElementsAttribute(elements), [elements]);

    const type =
      typeof widgetType === 'function' ? widgetType(widgetProps as WidgetProps) : widgetType;

    return (
      <WidgetProvider host={host} widgetType={type} baseUrl={baseUrl} tokens={tokens}>
        <UiRoot
          appearance={resolvedAppearance}
          accentColor={theme.accentColor}
          radius={theme.radius}
          scaling={theme.scaling}
          fontFamily={fontFamily}
          elements={overrides}
        >
          <WidgetRoot resetKey={source} configurationError={configurationError}>
            <Widget {...(widgetProps as WidgetProps)} />
          </WidgetRoot>
        </UiRoot>
      </WidgetProvider>
    );
  }
  WidgetElementShell.displayName = `WidgetElementShell(${typeof widgetType === 'function' ? Widget.name : widgetType})`;
  return WidgetElementShell;
}
