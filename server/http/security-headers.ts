// Security headers of every answer (issue #15): `nosniff` everywhere, and for HTML pages a strict
// Content-Security-Policy with no inline script and no inline style but the page's own
// stylesheet (allowed by its hash), no framing by any origin and no referrer leaks.
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/** The CSP hash source of the first `<style>` element's text in a rendered page. */
export function styleHashSource(page: string): string {
  const text = /<style>([\s\S]*?)<\/style>/.exec(page)?.[1];
  if (text === undefined) throw new Error('styleHashSource: the page has no <style> element');
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/**
 * The policy of a server-rendered page: nothing but its own hashed stylesheet and inline images,
 * and with `scripts` (default false) script files from this server (never inline script).
 */
export function serverPageCsp(styleSource: string, options: { scripts?: boolean } = {}): string {
  return [
    "default-src 'none'",
    ...(options.scripts ? ["script-src 'self'"] : []),
    `style-src ${styleSource}`,
    'img-src data:',
    "form-action 'self'",
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
}

/** The dashboard's and the demos' policy: scripts, styles and fonts from this server only. */
export const dashboardCsp = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** What `installSecurityHeaders` gives the dashboard's page, for answers sent past the hooks. */
export const dashboardPageHeaders = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': dashboardCsp,
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
} as const;

/**
 * `nosniff` on every answer; HTML that set no policy of its own (the dashboard's index, the
 * demos) gets the dashboard policy and refuses framing. Skipped for Vite's dev middleware,
 * which injects inline scripts for hot reload.
 */
export function installSecurityHeaders(app: FastifyInstance, options: { devServer: boolean }) {
  app.addHook('onSend', async (_request, reply, payload) => {
    void reply.header('x-content-type-options', 'nosniff');
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('text/html') && !reply.hasHeader('content-security-policy')) {
      if (!options.devServer) void reply.header('content-security-policy', dashboardCsp);
      void reply.header('x-frame-options', 'DENY');
      void reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    }
    return payload;
  });
}
