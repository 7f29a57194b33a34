import type pg from 'pg';
import { addDays } from '@lastro/domain';
import type { TickSummary } from '../registry';
import type { DayListener } from '../registry-day';
import { inTx, type Q } from './sql';
import { tickDay } from './tick';

export async function today(pool: pg.Pool): Promise<string> {
  const { rows } = await pool.query<{ today: string }>('select today::text from registry.clock');
  if (!rows[0]) throw new Error('registry clock missing (migration 0600 not applied?)');
  return rows[0].today;
}

/** The registry's date as the caller's transaction sees it. */
export async function clockIn(q: Q): Promise<string> {
  const [row] = await q<{ today: string }>('select today::text from registry.clock');
  return row!.today;
}

/**
 * Advances the clock one day at a time up to `ate`, each day in one transaction, with the day
 * listeners around it. A day another tick has already processed calls no listener here.
 */
export async function tick(pool: pg.Pool, ate: string, listeners: Iterable<DayListener> = []): Promise<TickSummary> {
  const de = await today(pool);
  const summary: TickSummary = {
    de,
    ate: de,
    vendasAdicionadas: 0,
    cancelamentos: 0,
    unidadesLiquidadas: 0,
    efeitosLiberados: 0,
  };
  for (let day = addDays(de, 1); day <= ate; day = addDays(day, 1)) {
    if ((await today(pool)) >= day) continue;
    for (const l of listeners) await l.before?.(day);
    const done = await inTx(pool, (q) => tickDay(q, day));
    if (!done) continue;
    for (const l of listeners) await l.after?.(day);
    summary.vendasAdicionadas += done.vendasAdicionadas;
    summary.cancelamentos += done.cancelamentos;
    summary.unidadesLiquidadas += done.unidadesLiquidadas;
    summary.efeitosLiberados += done.efeitosLiberados;
  }
  summary.ate = await today(pool);
  return summary;
}
