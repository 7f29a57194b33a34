import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { PUBLIC } from '../../plugins/route-auth';

export function healthRoutes(database: Database) {
  return async (app: FastifyInstance) => {
    app.withTypeProvider<ZodTypeProvider>().get('/health', {
      config: { auth: PUBLIC },
      schema: {
        tags: ['health'],
        summary: 'Estado do servidor e do banco',
        response: { 200: z.object({ status: z.literal('ok'), database: z.enum(['embedded', 'postgres']) }) },
      },
      handler: async () => {
        await database.query('select 1');
        return { status: 'ok' as const, database: database.kind };
      },
    });
  };
}
