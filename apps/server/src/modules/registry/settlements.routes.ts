import {
  PERMISSIONS,
  registrySettlementTotalsQuerySchema,
  registrySettlementTotalsResponseSchema,
  registrySettlementsQuerySchema,
  registrySettlementsResponseSchema,
} from '@lastro/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { perm } from '../../plugins/route-auth';
import type { SettlementReads } from './settlements.service';

/** The settlement reads sit beside the settlement-forecast report, under its permission. */
export const SETTLEMENTS_READ = perm(PERMISSIONS.relatorios_liquidacao, 'read');
export const tags = ['registry'];

/**
 * What the registry paid to a creditor's contracts over a period (at most 92 days): one by one,
 * in keyset pages (`next` given back as `after`: a page costs the same however deep, and no
 * count over a million settlements is paid per page), and summed per day, account and acquirer.
 */
export function settlementsRoutes(reads: SettlementReads) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get('/registry/settlements', {
      config: { auth: SETTLEMENTS_READ },
      schema: {
        tags,
        summary: 'Liquidações pagas pela registradora aos contratos do fornecedor no período (data efetiva), por domicílio',
        querystring: registrySettlementsQuerySchema,
        response: { 200: registrySettlementsResponseSchema },
      },
      handler: (request) => reads.list(request.auth!, request.query),
    });
    r.get('/registry/settlements/totals', {
      config: { auth: SETTLEMENTS_READ },
      schema: {
        tags,
        summary: 'Totais das liquidações do fornecedor por data efetiva, domicílio e credenciadora',
        querystring: registrySettlementTotalsQuerySchema,
        response: { 200: registrySettlementTotalsResponseSchema },
      },
      handler: (request) => reads.totals(request.auth!, request.query),
    });
  };
}
