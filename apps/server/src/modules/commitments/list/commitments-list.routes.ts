import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  LIST_SORTS,
  PERMISSIONS,
  codesOrGrouping,
  commitmentListQuerySchema,
  commitmentListResponseSchema,
  commitmentRequestListResponseSchema,
  commitmentRequestQuerySchema,
  dataListResponse,
  withSort,
} from '@lastro/domain';
import { perm } from '../../../plugins/route-auth';
import type { CommitmentsListService } from './commitments-list.service';

const tags = ['commitments'];
export const COMMITMENTS_READ = perm(PERMISSIONS.cad_compromisso_dados_compromissos, 'read');
const REQUESTS_READ = perm(PERMISSIONS.cad_compromisso_dados_solicitacoes, 'read');
const listQuery = codesOrGrouping(withSort(commitmentListQuerySchema, LIST_SORTS.deals));
const requestQuery = codesOrGrouping(withSort(commitmentRequestQuerySchema, LIST_SORTS.dealRequests));

/** The tabs of 'Compromissos': COMPROMISSOS (GET deals) and SOLICITAÇÕES (GET deals/requests). */
export function commitmentsListRoutes(service: CommitmentsListService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get('/deals', {
      config: { auth: COMMITMENTS_READ },
      schema: {
        tags,
        summary: 'Compromissos (CNPJ, códigos ou agrupamento, status, modalidade, fornecedor, GCAP; linhas em data)',
        querystring: listQuery,
        response: { 200: commitmentListResponseSchema },
      },
      handler: async (request) => {
        const { rows, count } = await service.search(request.auth!, request.query);
        return dataListResponse(rows, { offset: request.query.offset, limit: request.query.limit, count });
      },
    });

    r.get('/deals/requests', {
      config: { auth: REQUESTS_READ },
      schema: {
        tags,
        summary: 'Solicitações de compromisso: compromissos aguardando aprovação (a_aprovar); linhas em data',
        querystring: requestQuery,
        response: { 200: commitmentRequestListResponseSchema },
      },
      handler: async (request) => {
        const { rows, count } = await service.searchRequests(request.auth!, request.query);
        return dataListResponse(rows, { offset: request.query.offset, limit: request.query.limit, count });
      },
    });
  };
}
