import { eq } from 'drizzle-orm';
import { PERMISSIONS } from '@lastro/domain';
import { creditors } from '../../db/schema/creditors';
import { insertDeal } from '../../modules/commitments/testing/deal-rows';
import { oncePerContext, outcomes, type MatrixContext, type MatrixEntry } from './types';

/** 'Monitoramento dos Contratos' (spec 4 §7, §8 'monitoring'): a registered installment of creditor A. */
const MONITORING = [[PERMISSIONS.conciliacao_monitoramento_contratos, ['read']]] as const;

const contractOfA = oncePerContext(async (ctx: MatrixContext) => {
  const [creditor] = await ctx.db.select().from(creditors).where(eq(creditors.id, ctx.creditorA.id));
  const { installment } = await insertDeal(ctx.db, { creditor: creditor!, contractIdentifier: `CTR-MONITOR-${Date.now()}` });
  return installment.id;
});

const ofA = (query: Record<string, string> = {}) => (ctx: MatrixContext) => ({ query: { creditor_id: ctx.creditorA.id, ...query } });

export const matrix: MatrixEntry[] = [
  // Lists answer a creditor user within its own creditor, whatever it sends.
  { method: 'GET', url: '/api/reconciliation/monitoring/contracts', grants: MONITORING, expect: outcomes.permission('ok', 'ok'), request: ofA() },
  { method: 'GET', url: '/api/reconciliation/monitoring/contracts/summary', grants: MONITORING, expect: outcomes.permission('ok', 'ok'), request: ofA() },
  { method: 'GET', url: '/api/reconciliation/monitoring/contracts/export', grants: MONITORING, expect: outcomes.permission(202, 202), request: ofA({ format: 'csv' }) },
  {
    method: 'GET',
    url: '/api/reconciliation/monitoring/contracts/:installmentId',
    grants: MONITORING,
    expect: outcomes.permission(),
    request: async (ctx) => ({ url: `/api/reconciliation/monitoring/contracts/${await contractOfA(ctx)}` }),
  },
];
