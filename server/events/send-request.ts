// One outgoing POST for the delivery engine: no redirects followed (a 3xx is an answer, not a
// success), a hard timeout, the receiver's address checked after DNS (outgoing-url.ts), and at
// most the first 2 kB of the answer kept for the delivery log.
import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { guardedLookup, refusedAddress } from './outgoing-url';

export interface OutgoingRequest {
  url: string;
  headers: Record<string, string>;
  body: string;
  timeoutMs: number;
  allowLoopback: boolean;
}

export interface OutgoingResult {
  statusCode?: number;
  /** Why no answer came (refused address, timeout, connection error). */
  error?: string;
  responseBody: string;
  durationMs: number;
}

export const RESPONSE_KEPT_BYTES = 2048;

export function sendRequest(request: OutgoingRequest): Promise<OutgoingResult> {
  const started = Date.now();
  const url = new URL(request.url);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const done = (result: Omit<OutgoingResult, 'durationMs'>): OutgoingResult => ({
    ...result,
    durationMs: Date.now() - started,
  });
  // Node skips `lookup` for an address literal, so a literal is checked here.
  if (isIP(host)) {
    const reason = refusedAddress(host, request.allowLoopback);
    if (reason) return Promise.resolve(done({ error: `Refused: ${reason}`, responseBody: '' }));
  }
  return new Promise((resolve) => {
    let settled = false;
    const settle = (result: Omit<OutgoingResult, 'durationMs'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(done(result));
    };
    const transport = url.protocol === 'https:' ? https : http;
    const outgoing = transport.request(
      url,
      {
        method: 'POST',
        agent: false,
        headers: { ...request.headers, 'content-length': Buffer.byteLength(request.body) },
        lookup: guardedLookup(request.allowLoopback) as never,
      },
      (response) => {
        const chunks: Buffer[] = [];
        let kept = 0;
        const finish = () =>
          settle({
            statusCode: response.statusCode ?? 0,
            responseBody: Buffer.concat(chunks).toString('utf8'),
          });
        response.on('data', (chunk: Buffer) => {
          if (kept < RESPONSE_KEPT_BYTES) {
            const part = chunk.subarray(0, RESPONSE_KEPT_BYTES - kept);
            chunks.push(part);
            kept += part.length;
          }
          // Enough kept: the rest is not read, and the connection is closed.
          if (kept >= RESPONSE_KEPT_BYTES) {
            finish();
            response.destroy();
          }
        });
        response.on('end', finish);
        response.on('error', finish);
      },
    );
    const timer = setTimeout(() => {
      settle({ error: `No answer within ${request.timeoutMs / 1000} s`, responseBody: '' });
      outgoing.destroy();
    }, request.timeoutMs);
    outgoing.on('error', (error) => settle({ error: error.message, responseBody: '' }));
    outgoing.end(request.body);
  });
}
