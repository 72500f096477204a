import fastifyStatic from '@fastify/static';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';

/**
 * Serves uploads at /uploads (with `nosniff`, content type from the stored extension) and, when it
 * has been built, the web client at / with an index.html fallback for client-side routes, each file
 * precompressed (brotli or gzip, as the browser accepts) and hashed assets cached for good.
 */
export default fp<{ uploadDir: string; webDist: string }>(
  async (app, { uploadDir, webDist }) => {
    mkdirSync(uploadDir, { recursive: true });
    await app.register(fastifyStatic, {
      root: uploadDir,
      prefix: '/uploads/',
      decorateReply: false,
      index: false,
      dotfiles: 'ignore',
      setHeaders: (res) => {
        res.header('X-Content-Type-Options', 'nosniff');
        res.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    });
    const index = path.join(webDist, 'index.html');
    if (!existsSync(index)) return;
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      wildcard: false,
      decorateReply: true,
      // The build writes .br and .gz beside every text asset: send the one the browser accepts.
      preCompressed: true,
      setHeaders: (res, filePath) => {
        const file = filePath.replace(/\.(br|gz)$/, '');
        // Hashed build output never changes; the app shell must be revalidated on every visit.
        if (file.includes(`${path.sep}assets${path.sep}`)) {
          res.header('Cache-Control', 'public, max-age=31536000, immutable');
        } else if (file.endsWith('.html')) {
          res.header('Cache-Control', 'no-cache');
        }
      },
    });
    app.get('/*', (request, reply) => {
      const url = request.url.split('?')[0] ?? '/';
      if (url.startsWith('/api/') || url.startsWith('/uploads/')) return reply.callNotFound();
      // A file of the build that was not there at start-up (`wildcard: false` routes the files it
      // found then): the client rebuilt while the server runs. Its new index.html named assets
      // that answered 404, and the app stayed on its logo until a restart. Missing: 404.
      const file = (request.params as { '*'?: string })['*'] ?? '';
      if (path.extname(url)) return reply.sendFile(file, webDist);
      // Client-side routes (no extension) get the app shell.
      return reply.sendFile('index.html', webDist);
    });
  },
  { name: 'static-files' },
);
