import { useMemo, useSyncExternalStore, type ComponentProps, type ComponentType } from 'react';
import {
  createTokenManager,
  resolveApiBase,
  type TokenManager,
  type WidgetType,
} from '../api/widgets';
import { UiRoot } from '../ui';
import {
  I18nProvider,
  WidgetProvider,
  WidgetRoot,
  sharedCatalog,
  useI18n,
  type MessageCatalog,
  type MessageOverrides,
} from '../widgets/shared';
import { parseElementsAttribute } from './parse-elements-attribute';
import { reportOnce } from './report-once';
import { validThemeAttributes } from './theme-attributes';
import { useElementLocale } from './use-element-locale';
import { useResolvedAppearance } from './use-resolved-appearance';

/** The element contract's values as the element hands them over (strings or undefined). */
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
  locale?: string;
  messages?: MessageOverrides;
}

const tokenManagers = new WeakMap<Element, TokenManager>();

/** The token manager of a host element, created on the first mount and kept with the element. */
export function hostTokenManager(host: Element): TokenManager {
  let tokens = tokenManagers.get(host);
  if (!tokens) {
    tokens = createTokenManager();
    tokenManagers.set(host, tokens);
  }
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
 * Builds the React component mounted in the element's shadow root: it turns the contract
 * attributes into the API base, theme and overrides, and wraps the widget in provider, theme
 * and root.
 */
export function createWidgetElementShell<WidgetProps extends object>(
  widgetType: WidgetType,
  Widget: ComponentType<WidgetProps>,
  catalog: MessageCatalog,
): ComponentType<ContractProps & WidgetProps & { host: HTMLElement }> {
  const catalogs = [sharedCatalog, catalog];
  function WidgetElementShell(props: ContractProps & WidgetProps & { host: HTMLElement }) {
    const {
      host,
      apiHostname,
      apiPort,
      apiHttps,
      appearance,
      accentColor,
      radius,
      scaling,
      fontFamily,
      elements,
      locale,
      messages,
      ...widgetProps
    } = props;
    const tokens = hostTokenManager(host);
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
    const resolvedLocale = useElementLocale(host, locale);

    return (
      <WidgetProvider host={host} widgetType={widgetType} baseUrl={baseUrl} tokens={tokens}>
        <I18nProvider locale={resolvedLocale} catalogs={catalogs} overrides={messages}>
          <LocalizedUiRoot
            appearance={resolvedAppearance}
            accentColor={theme.accentColor}
            radius={theme.radius}
            scaling={theme.scaling}
            fontFamily={fontFamily}
            elements={overrides}
            deferLayers
          >
            <WidgetRoot resetKey={source} configurationError={configurationError}>
              <Widget {...(widgetProps as WidgetProps)} />
            </WidgetRoot>
          </LocalizedUiRoot>
        </I18nProvider>
      </WidgetProvider>
    );
  }
  WidgetElementShell.displayName = `WidgetElementShell(${widgetType})`;
  return WidgetElementShell;
}

/** UiRoot in the element's locale: `lang`, `dir`, `Intl` locale and the primitives' words. */
function LocalizedUiRoot(props: Omit<ComponentProps<typeof UiRoot>, 'locale' | 'dir' | 'strings'>) {
  const { locale, ui } = useI18n();
  return <UiRoot {...props} locale={locale.tag} dir={locale.dir} strings={ui} />;
}
