// Issue #39 item 11: a bundler host without api-hostname sends the widget's requests to its own
// origin, which answers with its HTML page: the error names the setting to fix.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWidgetsClient, isWidgetConfigurationError } from '../../api/widgets';
import { describeWidgetError } from './describe-widget-error';

let server: http.Server;
let baseUrl: string;
let reply: { status: number; type: string; body: string };

beforeAll(async () => {
  server = http.createServer((_request, response) => {
    response.writeHead(reply.status, { 'content-type': reply.type }).end(reply.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const api = () =>
  createWidgetsClient({ baseUrl, widgetType: 'user-profile', getToken: async () => 'token' });
const page = '<!doctype html><html><body><div id="root"></div></body></html>';

describe('an answer that is not the widgets API', () => {
  for (const status of [200, 404]) {
    it(`given an HTML page with ${status}, should fail as a configuration error naming api-hostname`, async () => {
      reply = { status, type: 'text/html', body: page };
      const error = await api()
        .get('/_widgets/UserProfile/me')
        .catch((caught: unknown) => caught);
      expect(isWidgetConfigurationError(error)).toBe(true);
      const description = describeWidgetError(error, 'user-profile');
      expect(description.kind).toBe('configuration');
      expect(description.title).toBe('Configuration error');
      expect(description.message).toContain('api-hostname');
      expect(description.message).toContain(baseUrl);
      expect(description.message).toContain('VITE_KIT_API_BASE');
    });
  }

  it('given a JSON error, should stay an API error', async () => {
    reply = { status: 404, type: 'application/json', body: '{"message":"Gone","code":"x"}' };
    const error = await api()
      .get('/_widgets/UserProfile/me')
      .catch((caught: unknown) => caught);
    expect(isWidgetConfigurationError(error)).toBe(false);
    expect(describeWidgetError(error, 'user-profile').kind).toBe('not-found');
  });
});
