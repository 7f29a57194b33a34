import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  monitoringContractDetailResponseSchema,
  monitoringContractListResponseSchema,
  monitoringContractsQuerySchema,
  monitoringContractSummaryResponseSchema,
  PERMISSIONS,
  uuidSchema,
} from '@lastro/domain';
import { perm } from '../../../plugins/route-auth';
import type { MonitoringService } from './monitoring.service';

const TAGS = ['reconciliation: monitoring'];

/** The reads of 'Monitoramento dos Contratos' (spec 4 §8 'monitoring'); the export is the part's export source. */
export function monitoringRoutes(service: MonitoringService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const read = perm(PERMISSIONS.conciliacao_monitoramento_contratos, 'read');

    r.get('/reconciliation/monitoring/contracts', {
      config: { auth: read },
      schema: { tags: TAGS, summary: 'Contratos: cobertura do saldo devedor e vencimento, com os totais do filtro', querystring: monitoringContractsQuerySchema, response: { 200: monitoringContractListResponseSchema } },
      handler: async (request) => service.list(request.auth!, request.query),
    });
    r.get('/reconciliation/monitoring/contracts/summary', {
      config: { auth: read },
      schema: { tags: TAGS, summary: 'Faixas de cobertura e vencimentos dos próximos 90 dias', querystring: monitoringContractsQuerySchema, response: { 200: monitoringContractSummaryResponseSchema } },
      handler: async (request) => service.summary(request.auth!, request.query),
    });
    r.get('/reconciliation/monitoring/contracts/:installmentId', {
      config: { auth: read },
      schema: {
        tags: TAGS,
        summary: 'Detalhe do contrato: os números e cada UR alcançada, com os itens de agenda e banco',
        params: z.object({ installmentId: uuidSchema }),
        response: { 200: monitoringContractDetailResponseSchema },
      },
      handler: async (request) => service.detail(request.auth!, request.params.installmentId),
    });
  };
}
