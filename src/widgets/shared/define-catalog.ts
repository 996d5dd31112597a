// One catalog definition per widget: its English messages inline, each other locale a chunk of
// its own (`load`: a literal `() => import('./messages/<locale>.json')` per locale, which the build
// splits off; a glob import would name each with its path and cost every tag's chunk bytes), and
// `english()`, the widget's strings in English for its pure model functions, created on first use.
import type { CompiledMessages, MessageCatalog } from './message-catalog';
import { englishTranslator, type Translate } from './translate';

export interface WidgetCatalog<Strings> extends MessageCatalog {
  english: () => Strings;
}

export function defineCatalog<Key extends string, Strings>(
  en: CompiledMessages,
  load: MessageCatalog['load'],
  create: (t: Translate<Key>) => Strings,
): WidgetCatalog<Strings> {
  let english: Strings | undefined;
  const catalog: WidgetCatalog<Strings> = {
    en,
    load,
    english: () => (english ??= create(englishTranslator(catalog))),
  };
  return catalog;
}
