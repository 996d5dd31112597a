import { useEffect, useMemo, useState } from 'react';
import {
  browserLanguages,
  nearestLang,
  ownDirection,
  resolveLocale,
  watchLanguage,
  type ResolvedLocale,
} from '../widgets/shared';

/**
 * The locale an element shows: its `locale` attribute, else the nearest `lang` up the DOM
 * (through shadow roots), else the browser's languages, else English; the first the kit has a
 * catalog for. A `dir` on the element overrides the language's direction. Follows changes of
 * `lang`/`dir` in the document and of the browser's languages while mounted.
 */
export function useElementLocale(host: HTMLElement, locale: string | undefined): ResolvedLocale {
  const [version, setVersion] = useState(0);
  useEffect(() => watchLanguage(() => setVersion((value) => value + 1)), []);
  return useMemo(() => {
    void version;
    const resolved = resolveLocale([locale, nearestLang(host), ...browserLanguages()]);
    const dir = ownDirection(host) ?? resolved.dir;
    return dir === resolved.dir ? resolved : { ...resolved, dir };
  }, [host, locale, version]);
}
