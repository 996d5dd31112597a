import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Without this, a tag's first appearance costs two round trips in a row: widgets.js imports the
 * tag's chunk, and only once that arrives does the browser see the shared runtime chunk it
 * imports. Vite adds no preload in library mode, so this rewrites every dynamic import (the
 * entry's of each tag, the runtime's of the floating layer, a tag's of its dialogs) to import the
 * chunk's static dependencies alongside it: one round trip, same files (the module map keeps
 * each one fetched and evaluated once).
 */
export function fetchSharedChunksWithTag(): Plugin {
  return {
    name: 'fetch-shared-chunks-with-tag',
    generateBundle(_options, bundle) {
      const chunks = new Map(
        Object.values(bundle).flatMap((file) =>
          file.type === 'chunk' ? [[file.fileName, file] as const] : [],
        ),
      );
      const staticDependencies = (fileName: string, seen = new Set<string>()): Set<string> => {
        for (const dependency of chunks.get(fileName)?.imports ?? []) {
          // An external (the host's react in the shared-React build) is the host bundler's.
          if (seen.has(dependency) || !chunks.has(dependency)) continue;
          seen.add(dependency);
          staticDependencies(dependency, seen);
        }
        return seen;
      };
      for (const chunk of chunks.values()) {
        const from = path.posix.dirname(chunk.fileName);
        const specifier = (file: string) => `./${path.posix.relative(from, file)}`;
        // What the importing chunk has loaded already need not be asked for again.
        const loaded = staticDependencies(chunk.fileName);
        for (const target of chunk.dynamicImports) {
          const dependencies = [...staticDependencies(target)].filter(
            (file) => file !== target && file !== chunk.fileName && !loaded.has(file),
          );
          if (dependencies.length === 0) continue;
          const call = new RegExp(`import\\(([\`'"])${escapeRegExp(specifier(target))}\\1\\)`, 'g');
          if (!call.test(chunk.code)) {
            throw new Error(
              `fetch-shared-chunks-with-tag: no import() of ${target} in ${chunk.fileName}`,
            );
          }
          const together = [target, ...dependencies].map(
            (file) => `import(\`${specifier(file)}\`)`,
          );
          chunk.code = chunk.code.replace(
            call,
            `Promise.all([${together.join(',')}]).then(m=>m[0])`,
          );
        }
      }
    },
  };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
