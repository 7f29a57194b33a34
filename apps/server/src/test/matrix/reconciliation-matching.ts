import { PERMISSIONS } from '@lastro/domain';
import { reconciledAccount } from '../../modules/reconciliation/files/testing';
import { seedReconciliationReference } from '../../modules/reconciliation/testing';
import { oncePerContext, outcomes, type MatrixContext, type MatrixEntry } from './types';

/**
 * 'Conciliação de Agenda', 'Conciliação Bancária' and 'Divergências' (spec 4 §7, §8 'match',
 * 'domain'): an agenda item, a bank item and a divergence of creditor A, as a run leaves them.
 */
const AGENDA = [[PERMISSIONS.conciliacao_agenda, ['read']]] as const;
const BANK = [[PERMISSIONS.conciliacao_bancaria, ['read']]] as const;
const QUEUE = [[PERMISSIONS.conciliacao_divergencias, ['read']]] as const;

const rowsOfA = oncePerContext(async (ctx: MatrixContext) => {
  await seedReconciliationReference(ctx.db);
  const account = await reconciledAccount(ctx.t, ctx.adminToken, ctx.creditorA.id);
  const q = <T>(sql: string, params: unknown[]) => ctx.t.database.query<T>(sql, params);
  const [agenda] = await q<{ id: string }>(
    `insert into reconciliation_schedule_items (creditor_id, contract_identifier, ur_key, acquirer, merchant_document, arrangement, expected_date, account_id, expected, settled, difference, status)
     values ($1, 'CTR-MATRIZ', '01027058000191:11222333000181:VCC:2026-02-16', '01027058000191', '11222333000181', 'VCC', '2026-02-16', $2, 10000, 0, -10000, 'nao_encontrada') returning id`,
    [ctx.creditorA.id, account.id],
  );
  const [bank] = await q<{ id: string }>(
    `insert into reconciliation_bank_items (creditor_id, account_id, acquirer, date, expected, settled, credited, diff_settled, diff_credited, status)
     values ($1, $2, '01027058000191', '2026-02-16', 10000, 10000, 0, 0, -10000, 'nao_encontrada') returning id`,
    [ctx.creditorA.id, account.id],
  );
  const [divergence] = await q<{ id: string }>(
    `insert into reconciliation_divergences (creditor_id, item_kind, item_id, type, reference_date, expected, found, difference, status)
     values ($1, 'banco', $2, 'credito_nao_encontrado', '2026-02-16', 10000, 0, -10000, 'pendente') returning id`,
    [ctx.creditorA.id, bank!.id],
  );
  return { agendaId: agenda!.id, bankId: bank!.id, divergenceId: divergence!.id };
});

const ofA = (query: Record<string, string> = {}) => (ctx: MatrixContext) => ({ query: { creditor_id: ctx.creditorA.id, ...query } });

export const matrix: MatrixEntry[] = [
  {
    method: 'GET',
    url: '/api/reconciliation/domains',
    grants: [[PERMISSIONS.conciliacao_extratos, ['read']]],
    expect: outcomes.permission('ok', 'ok'),
  },
  // Lists answer a creditor user within its own creditor, whatever it sends.
  { method: 'GET', url: '/api/reconciliation/schedule', grants: AGENDA, expect: outcomes.permission('ok', 'ok'), request: ofA() },
  { method: 'GET', url: '/api/reconciliation/schedule/charts', grants: AGENDA, expect: outcomes.permission('ok', 'ok'), request: ofA() },
  {
    method: 'GET',
    url: '/api/reconciliation/schedule/:id',
    grants: AGENDA,
    expect: outcomes.permission(),
    request: async (ctx) => ({ url: `/api/reconciliation/schedule/${(await rowsOfA(ctx)).agendaId}` }),
  },
  { method: 'GET', url: '/api/reconciliation/bank', grants: BANK, expect: outcomes.permission('ok', 'ok'), request: ofA() },
  { method: 'GET', url: '/api/reconciliation/bank/daily', grants: BANK, expect: outcomes.permission('ok', 'ok'), request: ofA() },
  { method: 'GET', url: '/api/reconciliation/bank/charts', grants: BANK, expect: outcomes.permission('ok', 'ok'), request: ofA() },
  {
    method: 'GET',
    url: '/api/reconciliation/bank/:id',
    grants: BANK,
    expect: outcomes.permission(),
    request: async (ctx) => ({ url: `/api/reconciliation/bank/${(await rowsOfA(ctx)).bankId}` }),
  },
  { method: 'GET', url: '/api/reconciliation/divergences', grants: QUEUE, expect: outcomes.permission('ok', 'ok'), request: ofA() },
  { method: 'GET', url: '/api/reconciliation/divergences/summary', grants: QUEUE, expect: outcomes.permission('ok', 'ok'), request: ofA() },
  {
    method: 'GET',
    url: '/api/reconciliation/divergences/:id',
    grants: QUEUE,
    expect: outcomes.permission(),
    request: async (ctx) => ({ url: `/api/reconciliation/divergences/${(await rowsOfA(ctx)).divergenceId}` }),
  },
  {
    method: 'GET',
    url: '/api/reconciliation/divergences/:id/history',
    grants: QUEUE,
    expect: outcomes.permission(),
    request: async (ctx) => ({ url: `/api/reconciliation/divergences/${(await rowsOfA(ctx)).divergenceId}/history` }),
  },
];
