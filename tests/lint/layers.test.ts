// The layer rule (eslint.layers.js) on a small project tree in a temporary folder, linted with
// the repository's own ESLint config: each forbidden direction of ARCHITECTURE.md must be an
// error, and the allowed ones (including the former holes) must pass.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const configFile = path.resolve(import.meta.dirname, '../../eslint.config.js');
let root = '';
let eslint: ESLint;

// One module per layer for imports to land on (a widget folder that does not exist in the
// repository yet is covered by its folder pattern).
const targets = [
  'src/api/auth/auth-client.ts',
  'src/api/widgets/types.ts',
  'src/ui/button.ts',
  'src/widgets/shared/widget-root.ts',
  'src/widgets/users-management/model.ts',
  'src/widgets/future-widget/model.ts',
  'src/elements/users-management.ts',
  'src/shell/app.ts',
  'server/widgets/member-view.ts',
  'server/config.ts',
  'server/ids.ts',
  'server/app.ts',
  'server/db/database.ts',
  'server/http/errors.ts',
  'server/mail/mailer.ts',
  'server/domain/roles.ts',
  'server/identity/issue-tokens.ts',
  'server/management/list.ts',
  'server/admin-portal/portal-guard.ts',
  'server/scim/scim-routes.ts',
  'server/events/event-log.ts',
  'server/seed/seed.ts',
  'server/dev/test-routes.ts',
];

// The first lint loads the config's plugins and the TypeScript parser (seconds on a loaded
// machine); it happens here, under its own time limit, not inside the first test's.
beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'layer-rule-'));
  for (const file of targets) {
    fs.mkdirSync(path.join(root, path.dirname(file)), { recursive: true });
    fs.writeFileSync(
      path.join(root, file),
      'export type Marker = string;\nexport const marker = 1;\n',
    );
  }
  eslint = new ESLint({ cwd: root, overrideConfigFile: configFile });
  await eslint.lintText('export {};\n', { filePath: path.join(root, targets[0]!) });
}, 60_000);

afterAll(() => {
  fs.rmSync(root, { recursive: true, force: true });
});

/** The layer-rule messages for `code` written in `file` (relative to the project root). */
async function layerErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages
    .filter((message) => message.ruleId === 'boundaries/dependencies' || message.fatal)
    .map((message) => message.message);
}

/** An import of `target` from `file`, as a relative path without extension. */
function importOf(file: string, target: string, kind: 'value' | 'type' = 'value') {
  let specifier = path.relative(path.dirname(file), target).replace(/\.ts$/, '');
  if (!specifier.startsWith('.')) specifier = `./${specifier}`;
  return kind === 'type'
    ? `import type { Marker } from '${specifier}';\nexport type Used = Marker;\n`
    : `import { marker } from '${specifier}';\nexport const used = marker;\n`;
}

const forbidden: Array<[from: string, to: string, why: string]> = [
  ['src/api/client.ts', 'src/ui/button.ts', 'api imports ui'],
  ['src/api/client.ts', 'src/widgets/shared/widget-root.ts', 'api imports widgets/shared'],
  ['src/api/client.ts', 'src/elements/users-management.ts', 'api imports elements'],
  ['src/api/client.ts', 'src/shell/app.ts', 'api imports shell'],
  ['src/ui/dialog.ts', 'src/api/widgets/types.ts', 'ui imports api'],
  ['src/ui/dialog.ts', 'src/widgets/users-management/model.ts', 'ui imports a widget'],
  ['src/ui/dialog.ts', 'src/widgets/shared/widget-root.ts', 'ui imports widgets/shared'],
  ['src/ui/dialog.ts', 'src/elements/users-management.ts', 'ui imports elements'],
  ['src/ui/dialog.ts', 'src/shell/app.ts', 'ui imports shell'],
  [
    'src/widgets/shared/query.ts',
    'src/widgets/users-management/model.ts',
    'shared imports a widget',
  ],
  ['src/widgets/shared/query.ts', 'src/elements/users-management.ts', 'shared imports elements'],
  ['src/widgets/shared/query.ts', 'src/shell/app.ts', 'shared imports shell'],
  [
    'src/widgets/users-management/x.ts',
    'src/widgets/future-widget/model.ts',
    'widget imports another widget',
  ],
  [
    'src/widgets/future-widget/x.ts',
    'src/widgets/users-management/model.ts',
    'a new widget folder imports another widget',
  ],
  [
    'src/widgets/users-management/x.ts',
    'src/elements/users-management.ts',
    'widget imports elements',
  ],
  ['src/widgets/users-management/x.ts', 'src/shell/app.ts', 'widget imports shell'],
  ['src/elements/x.ts', 'src/shell/app.ts', 'elements imports shell'],
  ['src/shell/x.ts', 'src/widgets/users-management/model.ts', 'shell imports a widget'],
  ['src/shell/x.ts', 'src/widgets/shared/widget-root.ts', 'shell imports widgets/shared'],
  ['server/x.ts', 'src/api/widgets/types.ts', 'server imports a value from src'],
  ['src/api/client.ts', 'server/widgets/member-view.ts', 'src imports the server'],
  ['src/ui/dialog.ts', 'server/widgets/member-view.ts', 'ui imports the server'],
  // The server's own layers (ARCHITECTURE.md): no import back up, none of test-only dev/.
  ['server/domain/x.ts', 'server/identity/issue-tokens.ts', 'domain imports a surface'],
  ['server/domain/x.ts', 'server/scim/scim-routes.ts', 'domain imports scim'],
  ['server/events/x.ts', 'server/widgets/member-view.ts', 'events imports widgets'],
  ['server/domain/x.ts', 'server/seed/seed.ts', 'domain imports the seed'],
  ['server/domain/x.ts', 'server/dev/test-routes.ts', 'domain imports dev'],
  ['server/identity/x.ts', 'server/widgets/member-view.ts', 'a surface imports another'],
  ['server/widgets/x.ts', 'server/management/list.ts', 'widgets imports management'],
  [
    'server/management/x.ts',
    'server/admin-portal/portal-guard.ts',
    'management imports admin-portal',
  ],
  ['server/scim/x.ts', 'server/widgets/member-view.ts', 'scim imports widgets'],
  ['server/events/x.ts', 'server/identity/issue-tokens.ts', 'events imports identity'],
  ['server/future-surface/x.ts', 'server/scim/scim-routes.ts', 'a new surface imports scim'],
  ['server/identity/x.ts', 'server/dev/test-routes.ts', 'a surface imports dev'],
  ['server/scim/x.ts', 'server/dev/test-routes.ts', 'scim imports dev'],
  ['server/identity/x.ts', 'server/seed/seed.ts', 'a surface imports the seed'],
  ['server/seed/x.ts', 'server/identity/issue-tokens.ts', 'the seed imports a surface'],
  ['server/seed/x.ts', 'server/dev/test-routes.ts', 'the seed imports dev'],
  ['server/http/x.ts', 'server/domain/roles.ts', 'http imports the domain'],
  ['server/db/x.ts', 'server/widgets/member-view.ts', 'db imports a surface'],
  ['server/mail/x.ts', 'server/dev/test-routes.ts', 'mail imports dev'],
  ['server/x.ts', 'server/domain/roles.ts', 'a root module imports the domain'],
  ['server/x.ts', 'server/identity/issue-tokens.ts', 'a root module imports a surface'],
  ['server/x.ts', 'server/dev/test-routes.ts', 'a root module imports dev'],
];

const allowed: Array<[from: string, to: string, why: string, kind?: 'type']> = [
  ['src/api/auth/x.ts', 'src/api/widgets/types.ts', 'api/auth imports api/widgets'],
  ['src/widgets/shared/query.ts', 'src/api/widgets/types.ts', 'shared imports api'],
  ['src/widgets/shared/query.ts', 'src/ui/button.ts', 'shared imports ui'],
  [
    'src/widgets/users-management/x.ts',
    'src/widgets/users-management/model.ts',
    'widget imports itself',
  ],
  [
    'src/widgets/users-management/x.ts',
    'src/widgets/shared/widget-root.ts',
    'widget imports shared',
  ],
  ['src/widgets/users-management/x.ts', 'src/api/widgets/types.ts', 'widget imports api'],
  ['src/elements/x.ts', 'src/widgets/users-management/model.ts', 'elements imports a widget'],
  ['src/shell/x.ts', 'src/elements/users-management.ts', 'shell imports elements'],
  ['src/shell/x.ts', 'src/ui/button.ts', 'shell imports ui'],
  ['server/x.ts', 'src/api/widgets/types.ts', 'server imports types from src', 'type'],
  ['server/identity/x.ts', 'server/identity/issue-tokens.ts', 'a surface imports itself'],
  ['server/identity/x.ts', 'server/domain/roles.ts', 'a surface imports the domain'],
  ['server/scim/x.ts', 'server/domain/roles.ts', 'scim imports the domain'],
  ['server/events/x.ts', 'server/domain/roles.ts', 'events imports the domain'],
  ['server/scim/x.ts', 'server/scim/scim-routes.ts', 'scim imports itself'],
  ['server/widgets/x.ts', 'server/db/database.ts', 'a surface imports db'],
  ['server/widgets/x.ts', 'server/http/errors.ts', 'a surface imports http'],
  ['server/widgets/x.ts', 'server/mail/mailer.ts', 'a surface imports mail'],
  ['server/widgets/x.ts', 'server/ids.ts', 'a surface imports ids'],
  ['server/widgets/x.ts', 'server/config.ts', 'a surface imports config'],
  ['server/domain/x.ts', 'server/db/database.ts', 'domain imports db'],
  ['server/domain/x.ts', 'server/http/errors.ts', 'domain imports http'],
  ['server/domain/x.ts', 'server/config.ts', 'domain imports config'],
  ['server/http/x.ts', 'server/db/database.ts', 'http imports db'],
  ['server/seed/x.ts', 'server/domain/roles.ts', 'the seed imports the domain'],
  ['server/dev/x.ts', 'server/identity/issue-tokens.ts', 'dev imports a surface'],
  ['server/dev/x.ts', 'server/dev/test-routes.ts', 'dev imports itself'],
  ['server/app.ts', 'server/dev/test-routes.ts', 'the wiring imports dev (test mode)'],
  ['server/app.ts', 'server/scim/scim-routes.ts', 'the wiring imports a surface'],
  ['server/main.ts', 'server/seed/seed.ts', 'the wiring imports the seed'],
  ['server/x.ts', 'server/config.ts', 'a root module imports another'],
];

describe('layer rule', () => {
  it.each(forbidden)(
    'given %s importing %s (%s), should report a layer error',
    async (from, to) => {
      const errors = await layerErrors(from, importOf(from, to));
      expect(errors.length, errors.join('\n')).toBe(1);
      expect(errors[0]).toMatch(/Layer rule/);
    },
  );

  it.each(allowed)('given %s importing %s (%s), should pass', async (from, to, _why, kind) => {
    expect(await layerErrors(from, importOf(from, to, kind))).toEqual([]);
  });
});
