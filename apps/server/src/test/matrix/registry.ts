import { addDays } from '@lastro/domain';
import { outcomes, type MatrixEntry } from './types';

/** The sandbox registry's admin actions. */
export const matrix: MatrixEntry[] = [
  {
    method: 'POST',
    url: '/api/registry/tick',
    expect: outcomes.adminOnly(200),
    // One day past the registry's date, read when the call is made (the admin's moves it).
    request: async (ctx) => ({
      payload: { ate: addDays(await ctx.t.app.modules.services('registry').today(), 1) },
    }),
  },
];
