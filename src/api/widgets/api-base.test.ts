import { describe, expect, it } from 'vitest';
import { DEFAULT_API_BASE, resolveApiBase } from './api-base';

function resolve(attributes: Parameters<typeof resolveApiBase>[0]) {
  const errors: string[] = [];
  const base = resolveApiBase(attributes, (message) => errors.push(message));
  return { base, errors };
}

describe('resolveApiBase', () => {
  it('given no attributes, should use the provider host over https without an error', () => {
    expect(resolve({})).toEqual({ base: DEFAULT_API_BASE, errors: [] });
    expect(DEFAULT_API_BASE).toBe('https://api.workos.com');
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
      errors: [],
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

  it('given an invalid host, should fall back to the default with exactly one report', () => {
    for (const hostname of ['bad host', 'exa_mple.com', '-leading.com', '...', 'a..b']) {
      const result = resolve({ hostname, port: '4100', https: 'false' });
      expect(result.base).toBe(DEFAULT_API_BASE);
      expect(result.errors).toHaveLength(1);
      expect(result.errors[0]).toContain('api-hostname');
    }
  });

  it('given an invalid port, should fall back to the whole default base with one report', () => {
    for (const port of ['0', '65536', 'abc', '-1', '80.5', '123456']) {
      const result = resolve({ hostname: 'localhost', port, https: 'false' });
      expect(result.base).toBe(DEFAULT_API_BASE);
      expect(result.errors).toHaveLength(1);
      expect(result.errors[0]).toContain('api-port');
    }
  });

  it('given an IPv6 literal, should accept it', () => {
    expect(resolve({ hostname: '[::1]', port: 8080, https: 'false' }).base).toBe(
      'http://[::1]:8080',
    );
  });
});
