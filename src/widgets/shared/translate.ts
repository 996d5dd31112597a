// Lingui's runtime over compiled messages: one I18n per element locale, plus the shared words.
import { setupI18n, type I18n } from '@lingui/core';
import type { WidgetConfigurationError } from '../../api/widgets';
import type { UiStrings } from '../../ui';
import type { CompiledMessages, MessageCatalog } from './message-catalog';
import { sharedCatalog } from './shared-catalog';

/** Values of a message's placeholders ({device}, {count}, …). */
export type MessageValues = Record<string, string | number>;

/** A message of the element's locale by key, with its placeholders filled. */
export type Translate<Key extends string = string> = (key: Key, values?: MessageValues) => string;

/** An I18n holding `messages` (merged in order, later ones win) under the tag `locale`. */
export function createI18n(locale: string, messages: readonly CompiledMessages[]): I18n {
  return setupI18n({ locale, messages: { [locale]: Object.assign({}, ...messages) } });
}

/** The `Translate` function of an I18n. */
export const translatorOf =
  (i18n: I18n): Translate =>
  (key, values) =>
    i18n._(key, values);

/** The primitives' words from the shared catalog. */
export function uiStringsOf(t: Translate): UiStrings {
  return {
    close: t('ui.close'),
    done: t('ui.done'),
    showPassword: t('ui.showPassword'),
    hidePassword: t('ui.hidePassword'),
    verificationCode: t('ui.verificationCode'),
    otpDigit: (index, length) => t('ui.otpDigit', { index, length }),
    selectPlaceholder: t('ui.selectPlaceholder'),
    table: t('ui.table'),
    justNow: t('time.justNow'),
    justNowInSentence: t('time.justNowInSentence'),
    minutesAgo: (count) => t('time.minutesAgo', { count }),
    hoursAgo: (count) => t('time.hoursAgo', { count }),
    daysAgo: (count) => t('time.daysAgo', { count }),
    weeksAgo: (count) => t('time.weeksAgo', { count }),
  };
}

/** The error fallback's and the portal button's words from the shared catalog. */
export function sharedStringsOf(t: Translate) {
  return {
    fetchTitle: t('error.fetchTitle'),
    network: t('error.network'),
    networkCrossOrigin: (page: string, api: string) => t('error.networkCrossOrigin', { page, api }),
    networkCrossOriginOpaque: (api: string) => t('error.networkCrossOriginOpaque', { api }),
    configurationTitle: t('error.configurationTitle'),
    configuration: ({
      attribute,
      value,
      answeredBy,
    }: Pick<WidgetConfigurationError, 'attribute' | 'value'> & { answeredBy?: string }) =>
      answeredBy
        ? t('error.configurationNotApi', { api: answeredBy })
        : attribute === 'api-port'
          ? t('error.configurationPort', { value: value ?? '' })
          : value === undefined
            ? t('error.configurationNoHostname')
            : t('error.configurationHostname', { value }),
    noToken: (widget: string) => t('error.noToken', { widget }),
    tokenSourceFailed: (widget: string) => t('error.tokenSourceFailed', { widget }),
    tokenExpired: (widget: string) => t('error.tokenExpired', { widget }),
    tokenInvalid: (widget: string) => t('error.tokenInvalid', { widget }),
    sessionEnded: t('error.sessionEnded'),
    notFound: t('error.notFound'),
    permissions: t('error.permissions'),
    permissionsLink: t('error.permissionsLink'),
    unknownTitle: t('error.unknownTitle'),
    unexpected: t('error.unexpected'),
    unknown: t('error.unknown'),
    retry: t('error.retry'),
    newTab: t('portal.newTab'),
    loading: t('ui.loading'),
  };
}

export type SharedStrings = ReturnType<typeof sharedStringsOf>;

let english: SharedStrings | undefined;

/** The shared words in English (for what is said outside an element, e.g. `error` events). */
export function englishSharedStrings(): SharedStrings {
  english ??= sharedStringsOf(translatorOf(createI18n('en', [sharedCatalog.en])));
  return english;
}

const englishTranslators = new WeakMap<MessageCatalog, Translate>();

/** A translator of `catalog` in English (the default words of pure model functions). */
export function englishTranslator(catalog: MessageCatalog): Translate {
  let t = englishTranslators.get(catalog);
  if (!t) englishTranslators.set(catalog, (t = translatorOf(createI18n('en', [catalog.en]))));
  return t;
}

/**
 * Every message of `en` without placeholders, translated: `{ searchLabel: t('searchLabel'), … }`,
 * so a widget's strings factory lists only its messages with values (a line per message costs
 * every page of the widget bytes before its first row). A compiled message is an array of parts;
 * it has no placeholder when every part is text.
 */
export function plainStrings<Key extends string>(
  t: Translate<Key>,
  en: Record<Key, unknown>,
): Record<Key, string> {
  const strings = {} as Record<Key, string>;
  for (const key of Object.keys(en) as Key[]) {
    const message = en[key];
    const plain = Array.isArray(message)
      ? message.every((part) => typeof part === 'string')
      : typeof message === 'string';
    if (plain) strings[key] = t(key);
  }
  return strings;
}
