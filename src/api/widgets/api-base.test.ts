import { afterEach, describe, expect, it, vi } from 'vitest';
import { resolveApiBase } from './api-base';
import { kitApiBase } from './kit-api-base';
import { isWidgetConfigurationError } from './widget-configuration-error';

const OWN = 'https://id.example.com';

function resolve(attributes: Parameters<typeof resolveApiBase>[0]) {
  return { base: resolveApiBase(attributes, OWN) };
}

function refusal(attributes: Parameters<typeof resolveApiBase>[0]) {
  try {
    return { base: resolveApiBase(attributes, OWN), error: undefined };
  } catch (error) {
    return { base: undefined, error };
  }
}

describe('resolveApiBase', () => {
  it("given no attributes, should use the kit's own identity service, never a third party", () => {
    expect(resolve({})).toEqual({ base: OWN });
  });

  it('given no attributes and no own origin, should refuse naming api-hostname', () => {
    expect(() => resolveApiBase({}, undefined)).toThrow(/api-hostname/);
  });

  it('given host, port and https false, should build an http base with the port', () => {
    expect(resolve({ hostname: 'localhost', port: '4100', https: 'false' }).base).toBe(
      'http://localhost:4100',
    );
  });

  it('given https "true" or absent, should use https', () => {
    expect(resolve({ hostname: 'api.example.com', https: 'true' }).base).toBe(
      'https://api.example.com',
    );
    expect(resolve({ hostname: 'api.example.com' }).base).toBe('https://api.example.com');
  });

  it('given a path, scheme or query in the host, should ignore them', () => {
    expect(resolve({ hostname: 'api.example.com/v1/widgets' })).toEqual({
      base: 'https://api.example.com',
    });
    expect(resolve({ hostname: 'http://api.example.com/x?y=1', https: 'false' }).base).toBe(
      'http://api.example.com',
    );
  });

  it('given a port inside the host and no api-port, should keep it', () => {
    expect(resolve({ hostname: '127.0.0.1:4100', https: 'false' }).base).toBe(
      'http://127.0.0.1:4100',
    );
  });

  it('given an invalid host, should refuse naming api-hostname and build no base', () => {
    for (const hostname of ['bad host', 'exa_mple.com', '-leading.com', '...', 'a..b']) {
      const result = refusal({ hostname, port: '4100', https: 'false' });
      expect(result.base).toBeUndefined();
      expect(isWidgetConfigurationError(result.error)).toBe(true);
      expect((result.error as Error).message).toContain('api-hostname');
      expect((result.error as Error).message).toContain(hostname);
    }
  });

  it('given an invalid port, should refuse naming api-port and build no base', () => {
    for (const port of ['0', '65536', 'abc', '-1', '80.5', '123456']) {
      const result = refusal({ hostname: 'localhost', port, https: 'false' });
      expect(result.base).toBeUndefined();
      expect(isWidgetConfigurationError(result.error)).toBe(true);
      expect((result.error as Error).message).toContain('api-port');
    }
  });

  it('given an IPv6 literal, should accept it', () => {
    expect(resolve({ hostname: '[::1]', port: 8080, https: 'false' }).base).toBe(
      'http://[::1]:8080',
    );
  });
});

describe('kitApiBase', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    // The files share one module registry (isolate: false): the next import gets a module
    // evaluated without the stubbed setting, not the one imported above.
    vi.resetModules();
  });

  it('given the build-time VITE_KIT_API_BASE (the npm package), should use it wherever served', async () => {
    vi.stubEnv('VITE_KIT_API_BASE', 'https://id.example.com/');
    vi.resetModules();
    const built = await import('./kit-api-base');
    expect(built.kitApiBase('https://partner.example/assets/index.js')).toBe(
      'https://id.example.com',
    );
  });

  it('given the URL of the module that was served, should be that origin', () => {
    expect(kitApiBase('https://id.example.com/widgets/chunks/runtime.js')).toBe(
      'https://id.example.com',
    );
    expect(kitApiBase('http://localhost:4000/src/api/widgets/kit-api-base.ts')).toBe(
      'http://localhost:4000',
    );
  });

  it('given a module not served over http(s), should have no default', () => {
    expect(kitApiBase('file:///app/node_modules/kit/runtime.js')).toBeUndefined();
  });
});
