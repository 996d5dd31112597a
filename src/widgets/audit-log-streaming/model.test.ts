import { describe, expect, it } from 'vitest';
import { deriveStreamView, destinationOf, ulidTime } from './model';
import { auditLogStreamingCatalog } from './strings';

const strings = auditLogStreamingCatalog.english();
const stream = (state: string) =>
  ({ id: 'als_1', state, type: 'GenericHttps', auditLogTrailId: 'trail_1' }) as never;

describe('audit-log-streaming model', () => {
  it('given no stream ({}), should be not configured with "Set up Log Streams" and no badge', () => {
    expect(deriveStreamView({}, strings)).toEqual({
      status: 'not-configured',
      button: 'Set up Log Streams',
      badge: null,
      badgeColor: null,
    });
  });

  it('given each state, should show the anchor widget’s badge and button', () => {
    expect(deriveStreamView(stream('Active'), strings)).toMatchObject({
      status: 'active',
      badge: 'Streaming',
      badgeColor: 'green',
      button: 'Manage',
    });
    for (const state of ['Error', 'Invalid'])
      expect(deriveStreamView(stream(state), strings)).toMatchObject({
        status: 'error',
        badge: 'Not streaming',
        badgeColor: 'red',
        button: 'Manage',
      });
    for (const state of ['Inactive', 'Paused'])
      expect(deriveStreamView(stream(state), strings)).toMatchObject({
        status: 'inactive',
        badge: 'Setup in progress',
        button: 'Continue setup',
      });
  });

  it('given a destination type, should name it as the provider does', () => {
    expect(destinationOf('S3').name).toBe('AWS S3');
    expect(destinationOf('GoogleCloudStorage').name).toBe('Google Cloud Storage');
    expect(destinationOf('GenericHttps')).toEqual({ name: 'Generic HTTPS', letters: null });
    expect(destinationOf('Snowflake').name).toBe('Snowflake');
    expect(destinationOf('Other').name).toBe('Other');
  });

  it('given a ULID (bare or prefixed), should read its 48-bit time', () => {
    // 01ARZ3NDEK is 1469922850259 ms (the ULID spec's example).
    expect(ulidTime('01ARZ3NDEKTSV4RRFFQ69G5FAV')).toBe(1469922850259);
    expect(ulidTime('event_01ARZ3NDEKTSV4RRFFQ69G5FAV')).toBe(1469922850259);
    expect(ulidTime('not-a-ulid')).toBeUndefined();
    expect(ulidTime(null)).toBeUndefined();
  });
});
