import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { MESSAGES } from '@lastro/domain';

const HASHED_ASSET = `${path.sep}assets${path.sep}`;

/**
 * Serves the built web app at / with the single-page fallback; /api stays JSON. The build
 * writes .br and .gz copies of each asset, sent as they are to clients that accept them.
 */
export const webAppPlugin = fp(async (app: FastifyInstance, opts: { distDir: string | undefined }) => {
  const dist = opts.distDir && existsSync(path.join(opts.distDir, 'index.html')) ? opts.distDir : undefined;
  if (dist) {
    await app.register(fastifyStatic, {
      root: dist,
      prefix: '/',
      // '/' is the app itself; without an index the directory answer became a 400.
      index: 'index.html',
      preCompressed: true,
      // Hashed assets never change; the page itself (and the unhashed favicon) must be revalidated.
      setHeaders: (res, filePath) => {
        res.header('cache-control', filePath.includes(HASHED_ASSET) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    const isApi = url === '/api' || url.startsWith('/api/');
    if (request.method === 'GET' || request.method === 'HEAD') {
      if (dist && !isApi && !path.extname(url)) return reply.sendFile('index.html', dist);
    }
    return reply.status(404).send({ errors: { message: [MESSAGES.errors.routeNotFound] } });
  });
});
