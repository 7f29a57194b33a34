import {
  registrySettlementScopeQuerySchema,
  registryUnitParamsSchema,
  registryUnitSettlementsResponseSchema,
} from '@lastro/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SETTLEMENTS_READ, tags } from './settlements.routes';
import type { SettlementReads } from './settlements.service';

/** A UR's settlements by its key (credenciadora:UFR:arranjo:data de liquidação). */
export function unitSettlementsRoutes(reads: SettlementReads) {
  return async (app: FastifyInstance) => {
    app.withTypeProvider<ZodTypeProvider>().get('/registry/units/:key/settlements', {
      config: { auth: SETTLEMENTS_READ },
      schema: {
        tags,
        summary: 'Liquidações de uma UR: as dos contratos do fornecedor, e as demais somadas em Outros',
        params: registryUnitParamsSchema,
        querystring: registrySettlementScopeQuerySchema,
        response: { 200: registryUnitSettlementsResponseSchema },
      },
      handler: (request) => reads.unitSettlements(request.auth!, request.params.key, request.query.creditor_id),
    });
  };
}
