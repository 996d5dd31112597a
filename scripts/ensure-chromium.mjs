// Makes sure Debian's Chromium is present for the browser test layers. Installs it with apt
// when missing and we are root; otherwise says exactly what to install. Never downloads a
// browser of its own.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { chromiumPath } from './chromium.mjs';

export function ensureChromium() {
  const existing = chromiumPath();
  if (fs.existsSync(existing)) return existing;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    throw new Error(
      "Chromium is missing. Install Debian's package as root: `apt-get update && apt-get install -y chromium`, " +
        'or set CHROMIUM_PATH to an existing Chromium binary.',
    );
  }
  console.log("Installing Debian's chromium package (about 30 s)...");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  try {
    execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], {
      stdio: 'inherit',
      env,
    });
  } catch {
    execFileSync('apt-get', ['update'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], {
      stdio: 'inherit',
      env,
    });
  }
  const installed = chromiumPath();
  if (!fs.existsSync(installed))
    throw new Error('apt-get finished but /usr/bin/chromium is still missing.');
  return installed;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(`Chromium: ${ensureChromium()}`);
}
