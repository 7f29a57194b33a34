import { addBusinessDays } from '@lastro/domain';
import { outcomes, type MatrixEntry } from './types';

/** 'Relatório de Monitoramento' (spec 4 §7, §8 'monitoring'): admin only; a creditor user, with any grant, gets 403. */
export const matrix: MatrixEntry[] = [
  { method: 'GET', url: '/api/reconciliation/monitoring/report', expect: outcomes.adminOnly('ok') },
  { method: 'GET', url: '/api/reconciliation/monitoring/report/export', expect: outcomes.adminOnly(202) },
  {
    method: 'POST',
    url: '/api/reconciliation/monitoring/report/tick',
    expect: outcomes.adminOnly(202),
    // The next dia útil after the registry's date, read when the call is made.
    request: async (ctx) => ({
      payload: { ate: addBusinessDays(await ctx.t.app.modules.services('registry').today(), 1) },
    }),
  },
];
