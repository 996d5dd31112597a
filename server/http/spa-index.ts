// The dashboard's index.html, read per request (cached until the file changes), so a rebuild
// while the server runs cannot break start-up or serve a stale shell.
import fs from 'node:fs';
import type { FastifyRequest } from 'fastify';

export interface SpaIndex {
  /** The page, or undefined when the dashboard is not built. */
  read(): string | undefined;
}

export function createSpaIndex(indexFile: string): SpaIndex {
  let cached: { mtimeMs: number; html: string } | undefined;
  return {
    read() {
      try {
        const { mtimeMs } = fs.statSync(indexFile);
        if (cached?.mtimeMs !== mtimeMs)
          cached = { mtimeMs, html: fs.readFileSync(indexFile, 'utf8') };
        return cached.html;
      } catch {
        return cached?.html;
      }
    },
  };
}

/** A browser navigation: a GET that wants HTML (the dashboard answers it, not JSON). */
export const wantsHtml = (request: FastifyRequest) =>
  request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
