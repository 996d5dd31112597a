// Issue #39 item 14: `engines.node` is true: every Node version it admits satisfies the engines
// of every package the lockfile installs, so `npm ci` on a Node the README names prints no
// EBADENGINE warning; and the README names that range.
import fs from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const manifest = JSON.parse(fs.readFileSync('package.json', 'utf8')) as {
  engines: { node: string };
};
const lock = JSON.parse(fs.readFileSync('package-lock.json', 'utf8')) as {
  packages: Record<string, { version?: string; engines?: { node?: string } | string[] }>;
};

describe('engines.node', () => {
  it('given the lockfile, should admit only Node versions every installed package supports', () => {
    const ours = manifest.engines.node;
    const unmet = Object.entries(lock.packages).flatMap(([where, entry]) => {
      const theirs = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
      if (!where || !theirs || !semver.validRange(theirs)) return [];
      return semver.subset(ours, theirs) ? [] : [`${where}@${entry.version}: ${theirs}`];
    });
    expect(unmet, `engines.node "${ours}" admits Node versions these refuse`).toEqual([]);
  });

  it('given the README, should name the same Node range', () => {
    expect(fs.readFileSync('README.md', 'utf8')).toContain(`Node ${manifest.engines.node}`);
  });
});
