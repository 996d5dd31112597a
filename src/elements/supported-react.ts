// Which React the kit's tag code runs with. The standalone widgets.js bundles its own (always
// supported); the shared-React entry (`@loyalty-console/account-widgets/shared-react`) takes the
// host's, whose version this checks before any widget mounts: an unsupported one stops the tag's
// code with a clear error pointing to widgets.js rather than a broken widget. (The package's
// optional peer dependencies accept any React: see scripts/kit-package.ts.)
import { version as reactVersion } from 'react';
import { version as reactDomVersion } from 'react-dom';

/** The oldest React the kit supports; any later 19.x is supported too. */
export const MIN_REACT_VERSION = '19.0.0';

/** The supported range, as npm writes it (the package's peer dependencies). */
export const SUPPORTED_REACT_RANGE = `^${MIN_REACT_VERSION}`;

const parts = (version: string): number[] =>
  (/^(\d+)\.(\d+)\.(\d+)/.exec(version) ?? []).slice(1).map(Number);

/** Whether `version` is in SUPPORTED_REACT_RANGE (same major, not older; prereleases of it too). */
export function isSupportedReact(version: string): boolean {
  const [major, minor, patch] = parts(version);
  const [minMajor, minMinor, minPatch] = parts(MIN_REACT_VERSION);
  if (major === undefined || major !== minMajor) return false;
  return minor! > minMinor! || (minor === minMinor && patch! >= minPatch!);
}

/** The error for an unsupported react or react-dom, else undefined. */
export function unsupportedReactMessage(
  versions: { react: string; reactDom: string } = {
    react: reactVersion,
    reactDom: reactDomVersion,
  },
): string | undefined {
  const found = [
    ...(isSupportedReact(versions.react) ? [] : [`react ${versions.react}`]),
    ...(isSupportedReact(versions.reactDom) ? [] : [`react-dom ${versions.reactDom}`]),
  ];
  if (found.length === 0) return undefined;
  return (
    `[widgets] The shared-React entry needs React ${SUPPORTED_REACT_RANGE}; this page has ` +
    `${found.join(' and ')}. Load the standalone widgets.js instead (\`import ` +
    `'@loyalty-console/account-widgets'\` or <script type="module" src=".../widgets.js">), ` +
    `which brings its own React.`
  );
}

/** Throws the error of `unsupportedReactMessage` (once per tag's code, before it mounts). */
export function assertSupportedReact(): void {
  const message = unsupportedReactMessage();
  if (message) throw new Error(message);
}
