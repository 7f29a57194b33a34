import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  LIST_SORTS,
  PERMISSIONS,
  listResponseSchema,
  scheduleCreateExpandedSchema,
  scheduleCreateSchema,
  scheduleCreatedResponseSchema,
  scheduleListQuerySchema,
  scheduleListRowResponseSchema,
  scheduleRequestResponseSchema,
  type ScheduleCreateInput,
  uuidSchema,
  withSort,
} from '@lastro/domain';
import { pagedList } from '../../lib/paged-list';
import { perm } from '../../plugins/route-auth';
import type { ScheduleQueryKind, SchedulesService } from './schedules.service';

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
        response: { 200: listResponseSchema(scheduleListRowResponseSchema) },
      },
      handler: (request) => pagedList((q: typeof request.query) => service.search(request.auth!, q))(request),
    });

    r.get('/requests/:id', {
      config: { auth: READ },
      schema: { tags, summary: 'Uma consulta de agenda, com o resumo e a agenda analítica quando processada', params: z.object({ id: uuidSchema }), response: { 200: scheduleRequestResponseSchema } },
      handler: async (request) => service.get(request.auth!, request.params.id),
    });

    const createRoute = (kind: ScheduleQueryKind, body: z.ZodType<ScheduleCreateInput>, summary: string) =>
      r.post(`/requests/create-${kind}`, {
        config: { auth: CREATE },
        schema: { tags, summary, body, response: { 202: scheduleCreatedResponseSchema } },
        handler: async (request, reply) =>
          reply.status(202).send(await service.create(request.auth!, kind, request.body)),
      });
    createRoute('consolidated', scheduleCreateSchema, 'Solicita a agenda consolidada do estabelecimento (processada em segundo plano)');
    createRoute('expanded', scheduleCreateExpandedSchema, 'Solicita a agenda de um parceiro instituição financeira (datas, credenciadoras e arranjos)');
  };
}
