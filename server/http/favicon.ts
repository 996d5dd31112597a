// /favicon.ico: the product mark (server/assets/favicon.ico, 16/32/48 px), so browsers asking for
// it on every page of the dashboard and the hosted pages get the icon instead of a 404.
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';

export function registerFavicon(app: FastifyInstance, repositoryRoot: string): void {
  const icon = fs.readFileSync(path.join(repositoryRoot, 'server/assets/favicon.ico'));
  app.get('/favicon.ico', (_request, reply) =>
    reply.type('image/x-icon').header('cache-control', 'public, max-age=86400').send(icon),
  );
}
