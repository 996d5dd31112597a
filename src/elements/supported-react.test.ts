import { describe, expect, it } from 'vitest';
import { kitPackageJson } from '../../scripts/kit-package';
import {
  isSupportedReact,
  SUPPORTED_REACT_RANGE,
  unsupportedReactMessage,
} from './supported-react';

describe('the React the shared-React entry runs with', () => {
  it('given React 19 releases (and prereleases of them), should accept them', () => {
    for (const version of ['19.0.0', '19.2.4', '19.3.1', '19.3.0-canary-1234']) {
      expect(isSupportedReact(version), version).toBe(true);
    }
  });

  it('given React 18, 20 or something that is not a version, should refuse it', () => {
    for (const version of ['18.3.1', '17.0.2', '20.0.0', '0.0.0-experimental', 'x']) {
      expect(isSupportedReact(version), version).toBe(false);
    }
  });

  it('given React 18.3.1 on the page, should name what it found and point to widgets.js', () => {
    const message = unsupportedReactMessage({ react: '18.3.1', reactDom: '18.3.1' });
    expect(message).toContain('react 18.3.1 and react-dom 18.3.1');
    expect(message).toContain(SUPPORTED_REACT_RANGE);
    expect(message).toContain('widgets.js');
    expect(message).toMatch(/^\[widgets\] /);
  });

  it('given the React the repository builds with, should find nothing to say', () => {
    expect(unsupportedReactMessage()).toBeUndefined();
  });

  it("given the kit's package.json, should offer /shared-react with React as an optional peer of any version (a React 18 app installs it for widgets.js)", () => {
    const manifest = JSON.parse(kitPackageJson('1.2.3')) as {
      exports: Record<string, { default?: string }>;
      peerDependencies: Record<string, string>;
      peerDependenciesMeta: Record<string, { optional: boolean }>;
      dependencies?: unknown;
    };
    expect(manifest.exports['./shared-react']?.default).toBe('./shared-react/widgets.js');
    expect(manifest.peerDependencies).toEqual({ react: '*', 'react-dom': '*' });
    expect(manifest.peerDependenciesMeta.react?.optional).toBe(true);
    expect(manifest.peerDependenciesMeta['react-dom']?.optional).toBe(true);
    expect(manifest.dependencies).toBeUndefined();
  });
});
