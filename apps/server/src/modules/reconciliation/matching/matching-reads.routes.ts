import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bankChartsResponseSchema,
  bankDailyResponseSchema,
  bankItemDetailResponseSchema,
  bankListResponseSchema,
  divergenceDetailResponseSchema,
  divergenceEventResponseSchema,
  divergenceListResponseSchema,
  divergenceSummaryResponseSchema,
  PERMISSIONS,
  reconciliationBankQuerySchema,
  reconciliationDivergenceQuerySchema,
  reconciliationScheduleQuerySchema,
  scheduleChartsResponseSchema,
  scheduleItemDetailResponseSchema,
  scheduleListResponseSchema,
  DIVERGENCE_REASONS,
  DIVERGENCE_TYPES,
  MESSAGES,
  RECONCILIATION_FILE_FORMATS,
  RECONCILIATION_FILE_STATUSES,
  RECONCILIATION_ITEM_STATUSES,
  uuidSchema,
} from '@lastro/domain';
import { perm } from '../../../plugins/route-auth';
import type { DivergencesService } from './divergences.service';
import type { ItemDetailService } from './item-detail.service';
import type { ItemReadsService } from './item-reads.service';

const idParams = z.object({ id: uuidSchema });

const option = z.array(z.object({ value: z.string(), label: z.string() }));
const I = MESSAGES.reconciliationItems;
const F = MESSAGES.reconciliationFiles;
const FORMAT_LABELS: Record<(typeof RECONCILIATION_FILE_FORMATS)[number], string> = { ofx: 'OFX', cnab240: 'CNAB 240', csv: 'CSV' };
/** Spec 4 §8 'domain': the code tables of the screens, also constants of the domain package. */
const DOMAINS = {
  divergence_types: DIVERGENCE_TYPES.map((value) => ({ value, label: I.divergenceTypes[value] })),
  reasons: DIVERGENCE_REASONS.map((value) => ({ value, label: I.reasons[value] })),
  item_statuses: RECONCILIATION_ITEM_STATUSES.map((value) => ({ value, label: F.itemStatus[value] })),
  file_statuses: RECONCILIATION_FILE_STATUSES.map((value) => ({ value, label: F.status[value] })),
  formats: RECONCILIATION_FILE_FORMATS.map((value) => ({ value, label: FORMAT_LABELS[value] })),
};
/** Any of the six reconciliation slugs reads the code tables. */
const ANY_READ = perm(
  [PERMISSIONS.conciliacao_agenda, PERMISSIONS.conciliacao_bancaria, PERMISSIONS.conciliacao_divergencias, PERMISSIONS.conciliacao_extratos, PERMISSIONS.conciliacao_empresas, PERMISSIONS.conciliacao_monitoramento_contratos],
  'read',
);

export interface MatchingReadsDeps {
  items: ItemReadsService;
  detail: ItemDetailService;
  divergences: DivergencesService;
}

/** The reads of 'Conciliação de Agenda', 'Conciliação Bancária' and 'Divergências' (spec 4 §8 'match'). */
export function matchingReadsRoutes({ items, detail, divergences }: MatchingReadsDeps) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const agenda = perm(PERMISSIONS.conciliacao_agenda, 'read');
    const bank = perm(PERMISSIONS.conciliacao_bancaria, 'read');
    const queue = perm(PERMISSIONS.conciliacao_divergencias, 'read');

    r.get('/reconciliation/domains', {
      config: { auth: ANY_READ },
      schema: {
        tags: ['reconciliation: domains'],
        summary: 'Tipos e motivos de divergência, situações de item e de arquivo, formatos',
        response: { 200: z.object({ divergence_types: option, reasons: option, item_statuses: option, file_statuses: option, formats: option }) },
      },
      handler: async () => DOMAINS,
    });

    r.get('/reconciliation/schedule', {
      config: { auth: agenda },
      schema: { tags: ['reconciliation: schedule'], summary: 'Agenda × liquidação por efeito, com os totais do filtro', querystring: reconciliationScheduleQuerySchema, response: { 200: scheduleListResponseSchema } },
      handler: async (request) => items.scheduleList(request.auth!, request.query),
    });
    r.get('/reconciliation/schedule/charts', {
      config: { auth: agenda },
      schema: { tags: ['reconciliation: schedule'], summary: 'Situação por data de liquidação e distribuição', querystring: reconciliationScheduleQuerySchema, response: { 200: scheduleChartsResponseSchema } },
      handler: async (request) => items.scheduleCharts(request.auth!, request.query),
    });
    r.get('/reconciliation/schedule/:id', {
      config: { auth: agenda },
      schema: {
        tags: ['reconciliation: schedule'],
        summary: 'Detalhe da UR: o item, a cadeia UR → efeitos → liquidação (de outros fornecedores, só somas) e o item bancário',
        params: idParams,
        response: { 200: scheduleItemDetailResponseSchema },
      },
      handler: async (request) => detail.schedule(request.auth!, request.params.id),
    });

    r.get('/reconciliation/bank', {
      config: { auth: bank },
      schema: { tags: ['reconciliation: bank'], summary: 'Previsto × liquidado × creditado por conta, credenciadora e dia', querystring: reconciliationBankQuerySchema, response: { 200: bankListResponseSchema } },
      handler: async (request) => items.bankList(request.auth!, request.query),
    });
    r.get('/reconciliation/bank/daily', {
      config: { auth: bank },
      schema: { tags: ['reconciliation: bank'], summary: "Aba 'Por dia' (sem paginação)", querystring: reconciliationBankQuerySchema, response: { 200: bankDailyResponseSchema } },
      handler: async (request) => items.bankDaily(request.auth!, request.query),
    });
    r.get('/reconciliation/bank/charts', {
      config: { auth: bank },
      schema: { tags: ['reconciliation: bank'], summary: 'Por dia e situação por credenciadora', querystring: reconciliationBankQuerySchema, response: { 200: bankChartsResponseSchema } },
      handler: async (request) => items.bankCharts(request.auth!, request.query),
    });
    r.get('/reconciliation/bank/:id', {
      config: { auth: bank },
      schema: {
        tags: ['reconciliation: bank'],
        summary: 'Detalhe do pagamento: composição de previsto, liquidado e creditado, sugestão e conciliação',
        params: idParams,
        response: { 200: bankItemDetailResponseSchema },
      },
      handler: async (request) => detail.bank(request.auth!, request.params.id),
    });

    r.get('/reconciliation/divergences', {
      config: { auth: queue },
      schema: { tags: ['reconciliation: divergences'], summary: 'Fila de divergências (pendentes por padrão)', querystring: reconciliationDivergenceQuerySchema, response: { 200: divergenceListResponseSchema } },
      handler: async (request) => divergences.list(request.auth!, request.query),
    });
    r.get('/reconciliation/divergences/summary', {
      config: { auth: queue },
      schema: { tags: ['reconciliation: divergences'], summary: 'Cartões, idade das pendências e totais por tipo', querystring: reconciliationDivergenceQuerySchema, response: { 200: divergenceSummaryResponseSchema } },
      handler: async (request) => divergences.summary(request.auth!, request.query),
    });
    r.get('/reconciliation/divergences/:id', {
      config: { auth: queue },
      schema: {
        tags: ['reconciliation: divergences'],
        summary: 'Detalhe da divergência, com o seu item',
        params: idParams,
        response: { 200: divergenceDetailResponseSchema },
      },
      handler: async (request) => divergences.detail(request.auth!, request.params.id),
    });
    r.get('/reconciliation/divergences/:id/history', {
      config: { auth: queue },
      schema: {
        tags: ['reconciliation: divergences'],
        summary: 'Histórico da divergência, do mais recente ao mais antigo',
        params: idParams,
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(9999).default(9999) }),
        response: { 200: z.array(divergenceEventResponseSchema) },
      },
      handler: async (request) => divergences.history(request.auth!, request.params.id, request.query.limit),
    });
  };
}
