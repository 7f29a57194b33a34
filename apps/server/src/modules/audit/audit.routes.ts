import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  auditEventListQuerySchema,
  auditEventListResponseSchema,
  listResponse,
  PERMISSIONS,
} from '@lastro/domain';
import { perm } from '../../plugins/route-auth';
import type { AuditService } from './audit.service';

/**
 * GET /api/audit/events: 'Auditoria' (filters, newest first) and, with entity and entity_id, a
 * record's own history. Admins read every event; creditor users with 'auditoria' their creditor's.
 */
export function auditRoutes(service: AuditService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get('/audit/events', {
      config: { auth: perm(PERMISSIONS.auditoria, 'read') },
      schema: {
        tags: ['audit'],
        summary:
          'Eventos de auditoria (filtros: período, pessoa, fornecedor, entidade, ação; ou o histórico de um registro)',
        querystring: auditEventListQuerySchema,
        response: { 200: auditEventListResponseSchema },
      },
      handler: async (request) => {
        const { rows, count } = await service.search(request.auth!, request.query);
        return listResponse(rows, { offset: request.query.offset, limit: request.query.limit, count });
      },
    });
  };
}
