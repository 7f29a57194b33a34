import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listQuerySchema } from '@lastro/domain';
import { SIGNED_IN } from '../../plugins/route-auth';
import type { JobsService } from './jobs.service';

const boolish = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0', ''])])
  .transform((v) => v === true || v === 'true' || v === '1' || v === '');

export const jobViewSchema = z.object({
  id: z.string(),
  type: z.string(),
  status: z.enum(['queued', 'running', 'completed', 'failed']),
  done: z.number(),
  total: z.number().nullable(),
  percent: z.number().nullable(),
  attempts: z.number(),
  result: z.record(z.string(), z.unknown()).nullable(),
  error: z.string().nullable(),
  created_at: z.string(),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
});

export function jobsRoutes(service: JobsService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get('/jobs', {
      config: { auth: SIGNED_IN },
      schema: {
        tags: ['jobs'],
        summary: 'Tarefas em segundo plano da conta conectada (progresso: linhas feitas de total)',
        querystring: z.object({
          // Only the caller's own jobs are ever listed; `mine` is accepted for clarity.
          mine: boolish.optional(),
          active: boolish.optional(),
          offset: listQuerySchema.shape.offset,
          limit: z.coerce.number().int().min(1).max(100).default(10),
        }),
        response: {
          200: z.object({
            results: z.array(jobViewSchema),
            metadata: z.object({
              resultset: z.object({ offset: z.number(), limit: z.number(), count: z.number() }),
            }),
          }),
        },
      },
      handler: async (request) => {
        const { active, offset, limit } = request.query;
        return service.listMine(request.auth!.accountId, { active: active ?? false, offset, limit });
      },
    });

    r.get('/jobs/:id', {
      config: { auth: SIGNED_IN },
      schema: {
        tags: ['jobs'],
        summary: 'Uma tarefa da conta conectada',
        params: z.object({ id: z.guid() }),
        response: { 200: jobViewSchema },
      },
      handler: async (request) => service.getMine(request.auth!.accountId, request.params.id),
    });
  };
}
