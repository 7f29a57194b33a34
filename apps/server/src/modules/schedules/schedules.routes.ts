import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  LIST_SORTS,
  PERMISSIONS,
  listResponseSchema,
  scheduleCreateExpandedSchema,
  scheduleCreateSchema,
  scheduleCreatedSchema,
  scheduleListQuerySchema,
  scheduleListRowSchema,
  scheduleRequestSchema,
  uuidSchema,
  withSort,
} from '@lastro/domain';
import { pagedList } from '../../lib/paged-list';
import { perm } from '../../plugins/route-auth';
import type { SchedulesService } from './schedules.service';

const tags = ['schedules'];
const READ = perm(PERMISSIONS.cad_agenda_consulta_agenda, 'read');
const CREATE = perm(PERMISSIONS.cad_agenda_consulta_agenda, 'create');
const listQuery = withSort(scheduleListQuerySchema, LIST_SORTS.schedules);

/** Schedule queries (agenda de recebíveis), spec 2 §2.1 and §7 "requests". */
export function schedulesRoutes(service: SchedulesService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get('/requests', {
      config: { auth: READ },
      schema: {
        tags,
        summary: 'Consultas de agenda (filtros, período padrão ontem–hoje, searchByConsolidated)',
        querystring: listQuery,
        response: { 200: listResponseSchema(scheduleListRowSchema) },
      },
      handler: (request) => pagedList((q: typeof request.query) => service.search(request.auth!, q))(request),
    });

    r.get('/requests/:id', {
      config: { auth: READ },
      schema: { tags, summary: 'Uma consulta de agenda, com o resumo e a agenda analítica quando processada', params: z.object({ id: uuidSchema }), response: { 200: scheduleRequestSchema } },
      handler: async (request) => service.get(request.auth!, request.params.id),
    });

    r.post('/requests/create-consolidated', {
      config: { auth: CREATE },
      schema: {
        tags,
        summary: 'Solicita a agenda consolidada do estabelecimento (processada em segundo plano)',
        body: scheduleCreateSchema,
        response: { 202: scheduleCreatedSchema },
      },
      handler: async (request, reply) => reply.status(202).send(await service.create(request.auth!, 'consolidated', request.body)),
    });

    r.post('/requests/create-expanded', {
      config: { auth: CREATE },
      schema: {
        tags,
        summary: 'Solicita a agenda de um parceiro instituição financeira (datas, credenciadoras e arranjos)',
        body: scheduleCreateExpandedSchema,
        response: { 202: scheduleCreatedSchema },
      },
      handler: async (request, reply) => reply.status(202).send(await service.create(request.auth!, 'expanded', request.body)),
    });
  };
}
