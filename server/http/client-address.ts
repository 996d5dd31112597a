// The client's address as stored and rate-limited: Fastify's `request.ip` (the socket's, or the
// first untrusted hop behind the configured proxies), and only when it is a real IP address, so a
// forwarded header can never put arbitrary text into the database or a limit's key.
import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';

/** Longest textual IPv6 address with an embedded IPv4 part. */
const MAX_ADDRESS_LENGTH = 45;

export function clientAddress(request: FastifyRequest): string {
  const candidates = [request.ip, request.socket.remoteAddress];
  const address = candidates.find((value) => value && isIP(value) !== 0);
  return (address ?? 'unknown').slice(0, MAX_ADDRESS_LENGTH);
}

/** A client-supplied header value bounded for storage; null when absent. */
export function boundedHeader(value: string | string[] | undefined, maxLength: number) {
  const text = Array.isArray(value) ? value[0] : value;
  return text ? text.slice(0, maxLength) : null;
}
