// `npm run dev`: Vite in middleware mode inside the same Fastify process, with hot reload.
import type { FastifyInstance } from 'fastify';
import fs from 'node:fs';
import path from 'node:path';
import { repositoryRoot } from '../app';

export async function mountVite(app: FastifyInstance): Promise<void> {
  const { createServer } = await import('vite');
  const vite = await createServer({
    root: repositoryRoot,
    server: { middlewareMode: true, hmr: { server: app.server } },
    appType: 'custom',
  });
  app.addHook('onRequest', (request, reply, done) => {
    const url = request.url;
    const ours =
      /^\/(api|_widgets|_dev|_test|user_management|sso|admin-portal|widgets|demo)(\/|$)/.test(url);
    if (ours) return done();
    vite.middlewares(request.raw, reply.raw, () => {
      if (request.method !== 'GET') return done();
      // Not a module or asset: serve the dashboard's index through Vite's HTML transform.
      const html = fs.readFileSync(path.join(repositoryRoot, 'index.html'), 'utf8');
      void vite.transformIndexHtml(url, html).then((transformed) => {
        reply.hijack();
        reply.raw.writeHead(200, { 'content-type': 'text/html' });
        reply.raw.end(transformed);
      });
    });
  });
  app.addHook('onClose', async () => vite.close());
}
