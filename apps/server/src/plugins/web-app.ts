import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { MESSAGES } from '@lastro/domain';

/** Serves the built web app at / with the single-page fallback; /api stays JSON. */
export const webAppPlugin = fp(async (app: FastifyInstance, opts: { distDir: string | undefined }) => {
  const dist = opts.distDir && existsSync(path.join(opts.distDir, 'index.html')) ? opts.distDir : undefined;
  if (dist) {
    await app.register(fastifyStatic, {
      root: dist,
      prefix: '/',
      index: false,
      // Hashed assets never change; the page itself must always be fresh.
      setHeaders: (res, filePath) => {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) res.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    if (request.method === 'GET' && dist && !url.startsWith('/api') && !path.extname(url)) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html', dist);
    }
    return reply.status(404).send({ errors: { message: [MESSAGES.errors.routeNotFound] } });
  });
});
