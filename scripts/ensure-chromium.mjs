// Makes sure Debian's Chromium is present for the browser test layers: its headless shell, which
// they prefer (scripts/chromium.mjs), else the full browser. When the shell is missing and we are
// root, installs Debian's packages with apt (a failed install is fine while the full browser is
// there); with no browser at all, says exactly what to install. Never downloads a browser of its
// own.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { chromiumPath, isHeadlessShell } from './chromium.mjs';

const PACKAGES = ['chromium', 'chromium-headless-shell'];

function install() {
  console.log(`Installing Debian's ${PACKAGES.join(' and ')} packages (about 30 s)...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const apt = (args) => execFileSync('apt-get', args, { stdio: 'inherit', env });
  try {
    apt(['install', '-y', '--no-install-recommends', ...PACKAGES]);
  } catch {
    apt(['update']);
    apt(['install', '-y', '--no-install-recommends', ...PACKAGES]);
  }
}

export function ensureChromium() {
  const existing = chromiumPath();
  const chosen = Boolean(process.env.CHROMIUM_PATH) || isHeadlessShell(existing);
  if (chosen && fs.existsSync(existing)) return existing;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot) {
    try {
      install();
    } catch (error) {
      if (!fs.existsSync(existing)) throw error;
      console.warn(`apt-get failed (${error.message}); using ${existing}`);
    }
  }
  const found = chromiumPath();
  if (fs.existsSync(found)) return found;
  throw new Error(
    `Chromium is missing. Install Debian's packages as root: \`apt-get update && apt-get install -y ${PACKAGES.join(' ')}\`, ` +
      'or set CHROMIUM_PATH to an existing Chromium binary.',
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(`Chromium: ${ensureChromium()}`);
}
