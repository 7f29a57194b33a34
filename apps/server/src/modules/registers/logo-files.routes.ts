import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ImageStore } from '../../integrations/images';
import { sendPublicPng } from '../../lib/public-png';
import { PUBLIC } from '../../plugins/route-auth';

/** URL prefix of the stored logos (what acquirers and arrangements keep in `path`). */
export const LOGOS_URL_PREFIX = '/api/files/logos';

// Logos are public artwork of acquirers and card brands, and <img> tags cannot send the bearer token.
export function logoFilesRoutes(logos: ImageStore) {
  return async (app: FastifyInstance) => {
    app.withTypeProvider<ZodTypeProvider>().get('/files/logos/:name', {
      config: { auth: PUBLIC },
      schema: {
        tags: ['registers: files'],
        summary: 'Logo de credenciadora ou arranjo (PNG)',
        params: z.object({ name: z.string().max(64) }),
      },
      handler: async (request, reply) => sendPublicPng(reply, await logos.open(request.params.name)),
    });
  };
}
