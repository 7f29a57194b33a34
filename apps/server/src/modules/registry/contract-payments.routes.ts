import {
  registryContractParamsSchema,
  registryContractPaymentsResponseSchema,
  registrySettlementScopeQuerySchema,
} from '@lastro/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SETTLEMENTS_READ, tags } from './settlements.routes';
import type { SettlementReads } from './settlements.service';

/** What the registry paid to one contract, UR by UR: who, when, how much, into which account. */
export function contractPaymentsRoutes(reads: SettlementReads) {
  return async (app: FastifyInstance) => {
    app.withTypeProvider<ZodTypeProvider>().get('/registry/contracts/:identifier/payments', {
      config: { auth: SETTLEMENTS_READ },
      schema: {
        tags,
        summary: 'Pagamentos de um contrato do fornecedor (identificador do contrato ou referência externa), por UR',
        params: registryContractParamsSchema,
        querystring: registrySettlementScopeQuerySchema,
        response: { 200: registryContractPaymentsResponseSchema },
      },
      handler: (request) => reads.contractPayments(request.auth!, request.params.identifier, request.query.creditor_id),
    });
  };
}
