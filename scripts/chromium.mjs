// Where Debian's Chromium lives and the flags every launch uses. Nothing in this repository
// downloads a browser; scripts/ensure-chromium.mjs installs Debian's packages when missing.
//
// Every launch here is headless, so the old headless shell (Debian's chromium-headless-shell,
// from the same Chromium source) is preferred to the full browser in headless mode: each new
// browser context (a test's) costs it about half the CPU (measured on 2 cores: ~340 ms against
// ~640 ms per context and blank page; end-to-end files 12-18 % less CPU and wall time). The full
// browser is the fallback. CHROMIUM_PATH overrides both.
import fs from 'node:fs';

const BROWSERS = [
  '/usr/lib/chromium/chromium-headless-shell',
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
];

/** Whether the binary at `path` is the headless shell (headless by build). */
export const isHeadlessShell = (path) => path.endsWith('headless-shell');

export function chromiumPath() {
  const candidates = [process.env.CHROMIUM_PATH, ...BROWSERS];
  return (
    candidates.find((candidate) => candidate && fs.existsSync(candidate)) ?? '/usr/bin/chromium'
  );
}

export const chromiumArgs = [
  // The shell is headless by build; the full browser needs its new headless mode asked for.
  ...(isHeadlessShell(chromiumPath()) ? [] : ['--headless=new']),
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
