import { describe, expect, it } from 'vitest';
import { directoryCardView } from './model';
import { directoryProvider } from './providers';

describe('directoryCardView', () => {
  it.each([
    ['unlinked', null, 'Setup in progress...', false, 'continue-setup', null],
    ['validating', null, 'Waiting for users and groups...', false, 'manage', null],
    ['linked', 'Connected', null, true, 'manage', null],
    [
      'invalid_credentials',
      'Requires action',
      null,
      true,
      'manage',
      'Your directory credentials are invalid or have expired. Please re-authenticate to resume syncing.',
    ],
    [
      'requires_type',
      'Requires action',
      null,
      false,
      'manage',
      'Your directory requires additional configuration. Please complete setup to begin syncing.',
    ],
    ['deleting', null, 'Deleting directory...', true, null, null],
  ] as const)(
    'given a %s directory, should show badge %s, progress %s, counts %s, button %s and its callout',
    (state, badge, progress, counts, button, callout) => {
      const view = directoryCardView({ state });
      expect(view.badge?.label ?? null).toBe(badge);
      expect(view.progress).toBe(progress);
      expect(view.counts).toBe(counts);
      expect(view.button).toBe(button);
      expect(view.callout).toBe(callout);
    },
  );

  it('given the badges, should colour Connected green and Requires action red', () => {
    expect(directoryCardView({ state: 'linked' }).badge?.color).toBe('green');
    expect(directoryCardView({ state: 'invalid_credentials' }).badge?.color).toBe('red');
  });

  it('given a state this version does not know, should show it with counts and Manage, no badge', () => {
    expect(directoryCardView({ state: 'paused' })).toMatchObject({
      badge: null,
      counts: true,
      button: 'manage',
    });
  });
});

describe('directoryProvider', () => {
  it('given the SCIM types, should name the provider as people know it', () => {
    expect(directoryProvider('azure scim v2.0').name).toBe('Microsoft Entra ID');
    expect(directoryProvider('okta scim v2.0').name).toBe('Okta');
    expect(directoryProvider('generic scim v2.0')).toEqual({ name: 'Generic SCIM', mark: null });
  });
  it('given a type the widget leaves unmapped, should show the raw type with the generic icon', () => {
    expect(directoryProvider('sailpoint scim v2.0')).toEqual({
      name: 'sailpoint scim v2.0',
      mark: null,
    });
    expect(directoryProvider('toString')).toEqual({ name: 'toString', mark: null });
  });
});
