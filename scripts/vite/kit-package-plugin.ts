import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { buildCustomElementsManifest } from '../custom-elements-manifest.js';
import {
  frameworkTypings,
  kitPackageJson,
  kitPackageLicense,
  kitPackageReadme,
  packageOfModule,
} from '../kit-package.js';
import { kitTypeDeclarations } from '../kit-types.js';

/**
 * Makes dist/widgets the kit's publishable package: custom-elements.json, the self-contained
 * type declarations and the framework typings generated from it, and a generated package.json, README and LICENSE (with the notices of the
 * libraries bundled into the chunks). See scripts/kit-package.ts.
 */
export function kitPackage(): Plugin {
  return {
    name: 'kit-package',
    generateBundle(_options, bundle) {
      const root = process.cwd();
      const { version } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
        version: string;
      };
      const manifest = buildCustomElementsManifest(root);
      const bundled = new Set(
        Object.values(bundle).flatMap((file) =>
          file.type === 'chunk' ? file.moduleIds.flatMap((id) => packageOfModule(id) ?? []) : [],
        ),
      );
      const tags = manifest.modules.flatMap((module) => module.declarations.map((d) => d.tagName));
      const files: Record<string, string> = {
        'custom-elements.json': `${JSON.stringify(manifest, null, 2)}\n`,
        'package.json': kitPackageJson(version),
        'README.md': kitPackageReadme(version, tags),
        LICENSE: kitPackageLicense(root, [...bundled]),
        'index.d.ts': kitTypeDeclarations(manifest, root),
        ...frameworkTypings(manifest),
      };
      for (const [fileName, source] of Object.entries(files)) {
        this.emitFile({ type: 'asset', fileName, source });
      }
    },
  };
}
