// What every host app reads and records, whatever its framework: the API and two organizations'
// tokens (set by the test before the app starts), and the kit's events as the app receives them.
export interface InteropConfig {
  api: { hostname: string; port: string };
  /** Tokens of two organizations' admins: the first handed over as a string, the second by an async function. */
  tokens: [string, string];
}

export interface RecordedEvent {
  id: string;
  type: string;
  detail: unknown;
}

declare global {
  interface Window {
    interop: InteropConfig;
    interopEvents: RecordedEvent[];
  }
}

export const config: InteropConfig = window.interop;
window.interopEvents = [];

/** The second organization's token, as a host's auth client would give it (one function, kept). */
export const secondOrganizationToken = async (): Promise<string> => config.tokens[1];

/** Records an event the app received through its framework's own event binding. */
export function record(event: Event): void {
  window.interopEvents.push({
    id: (event.currentTarget as Element).id,
    type: event.type,
    detail: (event as CustomEvent).detail,
  });
}
