// A local audit-log stream destination on 127.0.0.1 for the server tests: it keeps every request
// (path, headers, body) and answers what the test scripts (200, an outage's 503, a 401).
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedRequest {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
  status: number;
}

export async function startStreamReceiver(path: string) {
  const received: ReceivedRequest[] = [];
  let answer: (request: ReceivedRequest) => number = () => 200;
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const entry: ReceivedRequest = {
        path: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        status: 0,
      };
      entry.status = answer(entry);
      received.push(entry);
      response.writeHead(entry.status, { 'content-type': 'application/json' });
      response.end(entry.status < 300 ? '{"ok":true}' : '{"error":"down"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${path}`,
    received,
    /** The requests the receiver accepted (2xx). */
    accepted: () => received.filter((entry) => entry.status >= 200 && entry.status < 300),
    answerWith(script: (request: ReceivedRequest) => number) {
      answer = script;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Waits for a condition (polling; the deadline is generous for a shared CPU). */
export async function until<T>(
  probe: () => Promise<T | undefined | false> | T | undefined | false,
  what: string,
): Promise<T> {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    const value = await probe();
    if (value !== undefined && value !== false) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`Timed out waiting for ${what}`);
}
