// The kit's package as a tarball at a stable URL (/downloads/account-widgets.tgz), until it is on
// a registry: `npm install <this server>/downloads/account-widgets.tgz`. Packed with `npm pack`
// from the built kit folder (the same command the interop suite installs from), once per build:
// a rebuild (a new package.json or widgets.js) packs anew on the next request.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export const KIT_TARBALL_PATH = '/downloads/account-widgets.tgz';

export interface KitTarball {
  file: string;
  /** The name npm gives it: `<scope>-<name>-<version>.tgz`. */
  filename: string;
}

let packed: { stamp: string; tarball: Promise<KitTarball> } | undefined;

/** When the kit folder was last built: package.json's and widgets.js's times, or undefined. */
function buildStamp(widgetsDir: string): string | undefined {
  try {
    return [
      widgetsDir,
      ...['package.json', 'widgets.js'].map(
        (file) => fs.statSync(path.join(widgetsDir, file)).mtimeMs,
      ),
    ].join(':');
  } catch {
    return undefined;
  }
}

async function pack(widgetsDir: string): Promise<KitTarball> {
  const destination = fs.mkdtempSync(path.join(os.tmpdir(), 'kit-tarball-'));
  const { stdout } = await run(
    'npm',
    ['pack', widgetsDir, '--pack-destination', destination, '--json', '--ignore-scripts'],
    { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 },
  );
  const [info] = JSON.parse(stdout) as [{ filename: string }];
  return { file: path.join(destination, info.filename), filename: info.filename };
}

/** The tarball of the built kit, or undefined when the kit is not built. */
export function kitTarball(widgetsDir: string): Promise<KitTarball> | undefined {
  const stamp = buildStamp(widgetsDir);
  if (!stamp) return undefined;
  if (packed?.stamp !== stamp) {
    const tarball = pack(widgetsDir);
    packed = { stamp, tarball };
    // A failed pack is tried again on the next request rather than remembered.
    tarball.catch(() => {
      if (packed?.tarball === tarball) packed = undefined;
    });
  }
  return packed.tarball;
}
