// /docs/: the kit's documentation for partners, generated per request from the built kit's
// custom-elements.json (a new tag gets its page without code here) and the interop suite's
// host apps (the framework snippets). Pages are server-rendered; their stylesheet and scripts
// are files under /docs/assets/, so the strict page policy holds.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { AppContext } from '../context';
import { frameCss } from '../http/page-frame';
import { elementPage } from './element-page';
import { interopHostsDir } from './framework-snippets';
import { gettingStartedPage } from './getting-started-page';
import { indexPage } from './index-page';
import { docsPaths } from './layout';
import { readKitDocs } from './kit-manifest';
import { KIT_TARBALL_PATH, kitTarball } from './kit-tarball';
import { markdownPage } from './markdown-page';
import { playgroundPage } from './playground-page';

const here = path.dirname(fileURLToPath(import.meta.url));
const assetsDir = path.join(here, 'assets');

/** Pages written in Markdown: the embedding guide, the measurements, the changelog. */
const markdownSources = (repositoryRoot: string): Record<string, string> => ({
  [docsPaths.guide]: path.join(here, 'content', 'guide.md'),
  [docsPaths.measurements]: path.join(here, 'content', 'measurements.md'),
  [docsPaths.changes]: path.join(repositoryRoot, 'CHANGELOG.md'),
});

export interface DocsOptions {
  widgetsDir: string;
  repositoryRoot: string;
}

export async function docsRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  options: DocsOptions,
): Promise<void> {
  await app.register(fastifyStatic, {
    root: assetsDir,
    prefix: '/docs/assets/',
    decorateReply: false,
    allowedPath: (file) => /\.(css|js)$/.test(file),
  });

  // The server's one page frame, as a file: the docs' policy allows no inline style.
  app.get('/docs/assets/page-frame.css', async (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', 'no-cache').send(frameCss),
  );

  const origin = ctx.config.publicUrl.replace(/\/$/, '');
  const testTokens = ctx.config.mode === 'test';
  const kitOr404 = (reply: FastifyReply) => {
    const kit = readKitDocs(options.widgetsDir);
    if (!kit) {
      void reply
        .status(404)
        .type('text/plain')
        .send('The kit is not built: run `npx vite build --mode widgets`, then reload.');
    }
    return kit;
  };

  // Until the kit is on a registry: `npm install <origin>/downloads/account-widgets.tgz`.
  app.get(KIT_TARBALL_PATH, async (_request, reply) => {
    const tarball = kitTarball(options.widgetsDir);
    if (!tarball) {
      return reply
        .status(404)
        .type('text/plain')
        .send('The kit is not built: run `npx vite build --mode widgets`, then try again.');
    }
    const { file, filename } = await tarball;
    return reply
      .type('application/gzip')
      .header('content-disposition', `attachment; filename="${filename}"`)
      .header('cache-control', 'no-cache')
      .send(fs.createReadStream(file));
  });

  app.get('/docs', async (_request, reply) => reply.redirect('/docs/'));
  app.get('/docs/', async (_request, reply) => {
    const kit = kitOr404(reply);
    if (!kit) return reply;
    const hostsDir = interopHostsDir(options.repositoryRoot);
    return reply
      .type('text/html')
      .send(indexPage({ kit, origin, hostsDir, tarballUrl: `${origin}${KIT_TARBALL_PATH}` }));
  });

  app.get('/docs/getting-started', async (_request, reply) => {
    const kit = kitOr404(reply);
    if (!kit) return reply;
    return reply
      .type('text/html')
      .send(gettingStartedPage({ kit, origin, tarballUrl: `${origin}${KIT_TARBALL_PATH}` }));
  });

  app.get(
    '/docs/playground',
    { schema: { querystring: { type: 'object', properties: { tag: { type: 'string' } } } } },
    async (request: FastifyRequest<{ Querystring: { tag?: string } }>, reply) => {
      const kit = kitOr404(reply);
      if (!kit) return reply;
      const page = playgroundPage({
        elements: kit.elements,
        origin,
        tag: request.query.tag,
        testTokens,
      });
      return reply.type('text/html').send(page);
    },
  );

  for (const [pagePath, file] of Object.entries(markdownSources(options.repositoryRoot))) {
    app.get(pagePath, async (_request, reply) => {
      const kit = kitOr404(reply);
      if (!kit) return reply;
      const page = markdownPage({ file, path: pagePath, elements: kit.elements });
      if (!page)
        return reply.status(404).send({ message: `${file} is missing`, code: 'not_found' });
      return reply.type('text/html').send(page);
    });
  }

  app.get(
    '/docs/elements/:tag',
    async (request: FastifyRequest<{ Params: { tag: string } }>, reply) => {
      const kit = kitOr404(reply);
      if (!kit) return reply;
      const element = kit.elements.find((item) => item.tagName === request.params.tag);
      if (!element) {
        return reply
          .status(404)
          .send({ message: `No element <${request.params.tag}> in the kit`, code: 'not_found' });
      }
      return reply
        .type('text/html')
        .send(elementPage({ element, elements: kit.elements, origin, testTokens }));
    },
  );
}
