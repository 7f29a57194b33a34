import { PERMISSIONS } from '@lastro/domain';
import { reconciledAccount } from '../../modules/reconciliation/files/testing';
import { committedStatement } from '../../modules/reconciliation/runs/testing';
import { seedReconciliationReference } from '../../modules/reconciliation/testing';
import { oncePerContext, outcomes, type MatrixContext, type MatrixEntry } from './types';

/**
 * 'Conciliação de Agenda', 'Conciliação Bancária' and 'Divergências' (spec 4 §7, §8 'match',
 * 'domain'): an agenda item, a bank item and a divergence of creditor A, as a run leaves them.
 */
const AGENDA = [[PERMISSIONS.conciliacao_agenda, ['read']]] as const;
const BANK = [[PERMISSIONS.conciliacao_bancaria, ['read']]] as const;
const QUEUE = [[PERMISSIONS.conciliacao_divergencias, ['read']]] as const;

const accountOfA = oncePerContext(async (ctx: MatrixContext) => {
  await seedReconciliationReference(ctx.db);
  return reconciledAccount(ctx.t, ctx.adminToken, ctx.creditorA.id);
});

const rowsOfA = oncePerContext(async (ctx: MatrixContext) => {
  const account = await accountOfA(ctx);
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
  { method: 'GET', url: '/api/reconciliation/schedule/export', grants: AGENDA, expect: outcomes.permission(202, 202), request: ofA({ format: 'csv' }) },
  { method: 'GET', url: '/api/reconciliation/bank/export', grants: BANK, expect: outcomes.permission(202, 202), request: ofA({ format: 'csv' }) },
  { method: 'GET', url: '/api/reconciliation/divergences/export', grants: QUEUE, expect: outcomes.permission(202, 202), request: ofA({ format: 'csv' }) },
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

const BANK_EDIT = [[PERMISSIONS.conciliacao_bancaria, ['edit']]] as const;
const QUEUE_EDIT = [[PERMISSIONS.conciliacao_divergencias, ['edit']]] as const;

let fresh = 0;
/** A bank item of creditor A of its own acquirer (a fresh natural key each call), Liquidado R$ 100,00. */
async function bankItemOfA(ctx: MatrixContext) {
  const account = await accountOfA(ctx);
  const acquirer = String(90_000_000_000_000 + ++fresh);
  const [item] = await ctx.t.database.query<{ id: string }>(
    `insert into reconciliation_bank_items (creditor_id, account_id, acquirer, date, expected, settled, credited, diff_settled, diff_credited, status)
     values ($1, $2, $3, '2026-02-16', 10000, 10000, 0, 0, -10000, 'nao_encontrada') returning id`,
    [ctx.creditorA.id, account.id, acquirer],
  );
  return { itemId: item!.id, accountId: account.id };
}

async function suggestionOfA(ctx: MatrixContext) {
  const { itemId } = await bankItemOfA(ctx);
  const [s] = await ctx.t.database.query<{ id: string }>(
    `insert into reconciliation_suggestions (creditor_id, item_id, bank_line_id, difference) values ($1, $2, $3, -100) returning id`,
    [ctx.creditorA.id, itemId, 1_000_000 + fresh],
  );
  return s!.id;
}

/** An item and a credit line of the same amount: a match within the tolerance. */
async function matchBodyOfA(ctx: MatrixContext) {
  const { itemId, accountId } = await bankItemOfA(ctx);
  const { lineIds } = await committedStatement(ctx.t, ctx.creditorA.id, accountId, { from: '2026-02-16', to: '2026-02-16' }, [{ date: '2026-02-16', amount: 10_000, acquirer: null }]);
  return { account_id: accountId, item_ids: [itemId], line_ids: lineIds.map(Number) };
}

matrix.push(
  {
    method: 'POST',
    url: '/api/reconciliation/suggestions/:id/confirm',
    grants: BANK_EDIT,
    expect: outcomes.permission(),
    request: async (ctx) => ({ url: `/api/reconciliation/suggestions/${await suggestionOfA(ctx)}/confirm` }),
  },
  {
    method: 'POST',
    url: '/api/reconciliation/suggestions/:id/reject',
    grants: BANK_EDIT,
    expect: outcomes.permission(),
    request: async (ctx) => ({ url: `/api/reconciliation/suggestions/${await suggestionOfA(ctx)}/reject` }),
  },
  {
    method: 'GET',
    url: '/api/reconciliation/candidates',
    grants: BANK_EDIT,
    expect: outcomes.permission(),
    request: async (ctx) => ({ query: { account_id: (await accountOfA(ctx)).id, date_from: '2026-02-10', date_to: '2026-02-20' } }),
  },
  { method: 'POST', url: '/api/reconciliation/matches', grants: BANK_EDIT, expect: outcomes.permission(201), request: async (ctx) => ({ payload: await matchBodyOfA(ctx) }) },
  {
    method: 'DELETE',
    url: '/api/reconciliation/matches/:id',
    grants: BANK_EDIT,
    expect: outcomes.permission(),
    request: async (ctx) => {
      const res = await ctx.t.as(ctx.adminToken, { method: 'POST', url: '/api/reconciliation/matches', payload: await matchBodyOfA(ctx) });
      return { url: `/api/reconciliation/matches/${(res.json() as { match_id: string }).match_id}` };
    },
  },
  {
    method: 'POST',
    url: '/api/reconciliation/divergences/justify',
    grants: QUEUE_EDIT,
    // Another creditor's divergence is reported as not found, one alone refused with 404.
    expect: outcomes.permission(),
    request: async (ctx) => {
      const { itemId } = await bankItemOfA(ctx);
      const [d] = await ctx.t.database.query<{ id: string }>(
        `insert into reconciliation_divergences (creditor_id, item_kind, item_id, type, reference_date, expected, found, difference, status)
         values ($1, 'banco', $2, 'credito_nao_encontrado', '2026-02-16', 10000, 0, -10000, 'pendente') returning id`,
        [ctx.creditorA.id, itemId],
      );
      return { payload: { ids: [d!.id], reason_code: 'outros', justification: 'Conferido com a credenciadora' } };
    },
  },
);
