// Type-checks the packed kit as a partner's project sees it (issue #39 item 12): a fresh folder
// outside the repository with only the tarball installed, `skipLibCheck: false` (the package's
// declarations are checked too) and tests/types/package-consumer.ts importing the package by
// name. A second project adds React's own types and the package's React typings (`/react`) and
// checks a tag's enumerated attributes in JSX. Every file of each program must be TypeScript's
// lib, the project's own or the kit's: a declaration importing another package fails.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const repo = path.resolve(import.meta.dirname, '..');
const PACKAGE = '@loyalty-console/account-widgets';
const tsc = path.join(repo, 'node_modules/typescript/bin/tsc');

const compilerOptions = {
  target: 'ES2022',
  module: 'ESNext',
  moduleResolution: 'Bundler',
  lib: ['ES2023', 'DOM', 'DOM.Iterable'],
  strict: true,
  noEmit: true,
  skipLibCheck: false,
};

const reactConsumer = `import type {} from '${PACKAGE}/react';

export const ok = (
  <users-management appearance="dark" radius="full" api-https="false" onmember-invited={(event) => event.detail.email}>
    <api-keys scope="user" />
    <organization-switcher variant="ghost" switchToOrganization={async ({ organizationId }) => void organizationId} />
    <user-profile messages={{ es: { editName: 'Editar' }, editName: 'Edit' }} />
  </users-management>
);
// @ts-expect-error: appearance is light, dark or inherit
export const badAppearance = <users-management appearance="purple" />;
// @ts-expect-error: scope is organization or user
export const badScope = <api-keys scope="everyone" />;
`;

/** Checks `tarball` (a path to the packed .tgz); `{ ok, output }`, output naming each failure. */
export function checkKitConsumer(tarball) {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'kit-consumer-'));
  try {
    const installed = path.join(folder, 'node_modules', PACKAGE);
    fs.mkdirSync(installed, { recursive: true });
    const untar = spawnSync('tar', ['-xzf', tarball, '-C', installed, '--strip-components=1']);
    if (untar.status !== 0) return { ok: false, output: `tar: ${untar.stderr}` };
    const consumer = fs
      .readFileSync(path.join(repo, 'tests/types/package-consumer.ts'), 'utf8')
      .replace("from 'loyalty-console'", `from '${PACKAGE}'`);
    const projects = {
      plain: { files: { 'consumer.ts': consumer }, types: [] },
      react: { files: { 'consumer.tsx': reactConsumer }, types: ['react'], jsx: 'react-jsx' },
    };
    const failures = [];
    for (const [name, project] of Object.entries(projects)) {
      const dir = path.join(folder, name);
      fs.mkdirSync(dir);
      fs.symlinkSync(path.join(folder, 'node_modules'), path.join(dir, 'node_modules'));
      for (const [file, text] of Object.entries(project.files))
        fs.writeFileSync(path.join(dir, file), text);
      const options = { ...compilerOptions, types: project.types };
      if (project.jsx) options.jsx = project.jsx;
      fs.writeFileSync(
        path.join(dir, 'tsconfig.json'),
        JSON.stringify({ compilerOptions: options, include: Object.keys(project.files) }),
      );
      if (name === 'react') {
        // React's own types only (as any React app has them), nothing else.
        for (const dependency of ['@types/react', 'csstype'])
          fs.cpSync(
            path.join(repo, 'node_modules', dependency),
            path.join(folder, 'node_modules', dependency),
            { recursive: true },
          );
      }
      const run = spawnSync(process.execPath, [tsc, '-p', dir, '--listFilesOnly'], {
        encoding: 'utf8',
      });
      const strangers = run.stdout
        .split('\n')
        .filter(Boolean)
        .filter((file) => !file.startsWith(folder) && !file.includes('/typescript/lib/'))
        .concat(
          run.stdout
            .split('\n')
            .filter((file) => file.includes('/node_modules/'))
            .filter((file) => !file.includes(`/node_modules/${PACKAGE}/`))
            .filter(
              (file) => name !== 'react' || !/\/node_modules\/(@types\/react|csstype)\//.test(file),
            )
            .filter((file) => !file.includes('/typescript/lib/')),
        );
      const check = spawnSync(process.execPath, [tsc, '-p', dir], { encoding: 'utf8' });
      if (strangers.length > 0)
        failures.push(`${name}: files from other packages: ${[...new Set(strangers)].join(', ')}`);
      if (check.status !== 0) failures.push(`${name}: ${check.stdout}${check.stderr}`);
    }
    return { ok: failures.length === 0, output: failures.join('\n') };
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = checkKitConsumer(path.resolve(process.argv[2]));
  console.log(result.ok ? 'the packed kit type-checks in a consumer project' : result.output);
  process.exit(result.ok ? 0 : 1);
}
