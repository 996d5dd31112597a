// Compiles the kit's ICU message catalogs (src/**/messages/<locale>.json) at build time, so the
// browser gets plain data for Lingui's runtime and never parses ICU (no parser bytes, nothing
// evaluated). The JSON files stay what translators edit: { "key": "ICU message" }.
import fs from 'node:fs';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

/** A catalog file: src/…/messages/<BCP 47 tag>.json. */
export const catalogFilePattern =
  /[\\/]src[\\/].+[\\/]messages[\\/][A-Za-z]{2,3}(?:-[A-Za-z0-9]+)*\.json$/;

/** Each message of a catalog compiled to Lingui's runtime form (strings stay strings). */
export function compileCatalog(source: Record<string, string>, file = 'catalog') {
  return Object.fromEntries(
    Object.entries(source).map(([key, message]) => {
      if (typeof message !== 'string') throw new Error(`${file}: "${key}" is not a string.`);
      try {
        return [key, compileMessage(message)];
      } catch (error) {
        throw new Error(`${file}: "${key}" is not a valid ICU message: ${String(error)}`);
      }
    }),
  );
}

const noCompiler = '\0icu-catalogs:no-compiler';

/**
 * Vite plugin: a catalog import yields its compiled messages as a JS module. With
 * `runtimeWithoutCompiler`, Lingui's own import of the ICU compiler (used only outside
 * production, to compile strings on the fly) resolves to nothing, so the parser never joins the
 * shared runtime chunk; the kit's lazy compiler chunk for a partner's `messages` still has it.
 */
export function icuCatalogs({ runtimeWithoutCompiler = false } = {}): Plugin {
  return {
    name: 'icu-catalogs',
    enforce: 'pre',
    resolveId(source, importer) {
      if (
        runtimeWithoutCompiler &&
        source === '@lingui/message-utils/compileMessage' &&
        importer?.replace(/\\/g, '/').includes('/node_modules/@lingui/core/')
      ) {
        return noCompiler;
      }
      return null;
    },
    load(id) {
      if (id === noCompiler) return 'export const compileMessage = undefined;';
      const file = id.replace(/\?.*$/, '');
      if (!catalogFilePattern.test(file)) return null;
      this.addWatchFile(file);
      const compiled = compileCatalog(JSON.parse(fs.readFileSync(file, 'utf8')), file);
      return { code: `export default ${JSON.stringify(compiled)};`, moduleType: 'js' };
    },
  };
}
