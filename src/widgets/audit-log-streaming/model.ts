// <audit-log-streaming>'s pure rules (anchor-widgets.md §3): the status derived from the stream,
// the destination's name and mark, and "Last sync" from the ULID of the last event delivered.
import type { AuditLogStreamResponse, AuditLogStreamType } from '../../api/widgets';
import type { AuditLogStreamingStrings } from './strings';

export type StreamStatus = 'not-configured' | 'inactive' | 'active' | 'error';

export interface StreamView {
  status: StreamStatus;
  button: string;
  badge: string | null;
  badgeColor: 'neutral' | 'green' | 'red' | null;
}

/** The provider's rule: configured when the answer has an `id`; unknown states read as Inactive. */
export function deriveStreamView(
  stream: AuditLogStreamResponse,
  strings: AuditLogStreamingStrings,
): StreamView {
  if (!('id' in stream) || typeof stream.id !== 'string') {
    return { status: 'not-configured', button: strings.setUp, badge: null, badgeColor: null };
  }
  if (stream.state === 'Active')
    return {
      status: 'active',
      button: strings.manage,
      badge: strings.badgeStreaming,
      badgeColor: 'green',
    };
  if (stream.state === 'Error' || stream.state === 'Invalid')
    return {
      status: 'error',
      button: strings.manage,
      badge: strings.badgeNotStreaming,
      badgeColor: 'red',
    };
  return {
    status: 'inactive',
    button: strings.continueSetup,
    badge: strings.badgeSetupInProgress,
    badgeColor: 'neutral',
  };
}

export interface Destination {
  name: string;
  /** Letters of the monogram; null for the HTTPS drawing. */
  letters: string | null;
}

const destinations: Record<AuditLogStreamType, Destination> = {
  Datadog: { name: 'Datadog', letters: 'DD' },
  Splunk: { name: 'Splunk', letters: 'S' },
  S3: { name: 'AWS S3', letters: 'S3' },
  GoogleCloudStorage: { name: 'Google Cloud Storage', letters: 'GCS' },
  AzureSentinel: { name: 'Azure Sentinel', letters: 'AZ' },
  GenericHttps: { name: 'Generic HTTPS', letters: null },
  Snowflake: { name: 'Snowflake', letters: null },
};

/** The destination's name as the provider's widget shows it; an unknown type by its raw value. */
export function destinationOf(type: string): Destination {
  return Object.hasOwn(destinations, type)
    ? destinations[type as AuditLogStreamType]
    : { name: type, letters: null };
}

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * The time (epoch ms) in a ULID: its first 10 characters, Crockford base32, after an optional
 * `prefix_`; undefined for anything that is not one.
 */
export function ulidTime(id: string | null | undefined): number | undefined {
  if (!id) return undefined;
  const ulid = id.slice(id.lastIndexOf('_') + 1).toUpperCase();
  if (!/^[0-9A-HJKMNP-TV-Z]{26}$/.test(ulid)) return undefined;
  let time = 0;
  for (const char of ulid.slice(0, 10)) time = time * 32 + CROCKFORD.indexOf(char);
  return time;
}
