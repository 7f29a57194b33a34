import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PERMISSIONS, settlementReportQuerySchema, settlementReportResponseSchema } from '@lastro/domain';
import { perm } from '../../../plugins/route-auth';
import type { ReportService } from './report.service';

/** Spec 3 §7: GET deals/receivable-reached, the settlement-forecast report's list. */
export function reportRoutes(service: ReportService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get('/deals/receivable-reached', {
      config: { auth: perm(PERMISSIONS.relatorios_liquidacao, 'read') },
      schema: {
        tags: ['commitments'],
        summary: 'Previsão de liquidação: os efeitos dos compromissos sobre as URs (filtros da spec 3 §7; padrão status aprovado, contractType 0)',
        querystring: settlementReportQuerySchema,
        response: { 200: settlementReportResponseSchema },
      },
      handler: (request) => service.page(request.auth!, request.query),
    });
  };
}
