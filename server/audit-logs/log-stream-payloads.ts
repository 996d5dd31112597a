// What a stream sends each destination (reference/dsync-audit-events.md §B.3): the request's URL,
// headers and body for one batch of audit-log events, in the destination's intake shape.
import { datadogRegions, type StreamConfig } from './log-streams';

/** An audit-log event as streams carry it. */
export interface StreamedEvent {
  id: string;
  action: string;
  version?: number;
  occurred_at: string;
  actor: Record<string, unknown>;
  targets: Record<string, unknown>[];
  context: { location: string; user_agent?: string | null };
  metadata?: Record<string, unknown>;
}

export interface StreamRequest {
  url: string;
  headers: Record<string, string>;
  body: string;
}

const SOURCE = 'loyalty-console';

export function streamRequest(
  config: StreamConfig,
  events: StreamedEvent[],
  organizationName: string,
): StreamRequest {
  switch (config.type) {
    case 'GenericHttps': {
      const records = events.map((event) => ({
        event,
        keySuffix: event.id,
        timestamp: new Date(event.occurred_at).toISOString(),
        source: SOURCE,
      }));
      const headers = Object.fromEntries(
        config.headers.map((header) => [header.name.toLowerCase(), header.value]),
      );
      return config.format === 'ndjson'
        ? {
            url: config.url,
            headers: { ...headers, 'content-type': 'application/x-ndjson' },
            body: records.map((record) => JSON.stringify(record)).join('\n') + '\n',
          }
        : {
            url: config.url,
            headers: { ...headers, 'content-type': 'application/json' },
            body: JSON.stringify(records),
          };
    }
    case 'Datadog':
      return {
        url: config.url ?? datadogRegions[config.region] ?? datadogRegions.US1!,
        headers: { 'content-type': 'application/json', 'dd-api-key': config.apiKey },
        body: JSON.stringify(
          events.map((event) => ({
            message: event,
            ddsource: organizationName,
            service: 'audit-logs',
          })),
        ),
      };
    case 'Splunk':
      return {
        url: config.url,
        headers: { 'content-type': 'application/json', authorization: `Splunk ${config.token}` },
        body: JSON.stringify(
          events.map((event) => ({
            event,
            time: Date.parse(event.occurred_at),
            source: SOURCE,
          })),
        ),
      };
  }
}

/** An event to try a destination with ("Send test event"). */
export function sampleEvent(now = new Date()): StreamedEvent {
  return {
    id: '00000000000000000000000000',
    action: 'log_stream.test',
    occurred_at: now.toISOString(),
    actor: { id: 'admin_portal', type: 'admin_portal', name: 'Admin Portal' },
    targets: [{ id: 'log_stream', type: 'log_stream' }],
    context: { location: '0.0.0.0', user_agent: null },
  };
}
