import { describe, expect, it } from 'vitest';
import { comingSoonPaths, comingSoonSectionFor } from './coming-soon-sections';

describe('comingSoonPaths', () => {
  it('should cover every SPEC target without a described screen', () => {
    const spec = [
      '/clients/settings',
      '/clients/onboarding',
      '/clients/billing',
      '/clients/support',
      '/programs',
      '/programs/create',
      '/programs/templates',
      '/programs/rewards',
      '/programs/rules',
      '/programs/members',
      '/programs/communications',
      '/programs/analytics',
      '/analytics',
      '/campaigns',
      '/activity',
      '/stats',
      '/reports',
      '/customers/search',
      '/customers/segments',
      '/customers/tiers',
      '/customers/support',
      '/customers/analytics',
    ];
    for (const path of spec) expect(comingSoonPaths).toContain(path);
  });
  it('should not shadow the demo screens', () => {
    for (const path of ['/', '/customers', '/customers/create', '/clients', '/clients/create']) {
      expect(comingSoonPaths).not.toContain(path);
    }
  });
});

describe('comingSoonSectionFor', () => {
  it('given a listed path with a trailing slash, should name its section', () => {
    expect(comingSoonSectionFor('/programs/')).toBe('Programs');
    expect(comingSoonSectionFor('/customers/tiers')).toBe('Customer Tiers');
  });
  it('given an unlisted analytics or campaigns sub-path, should fall back to the section', () => {
    expect(comingSoonSectionFor('/analytics/cohorts')).toBe('Analytics');
    expect(comingSoonSectionFor('/campaigns/abc/edit')).toBe('Campaigns');
  });
  it('given an unrelated path, should return null', () => {
    expect(comingSoonSectionFor('/nowhere')).toBeNull();
  });
});
