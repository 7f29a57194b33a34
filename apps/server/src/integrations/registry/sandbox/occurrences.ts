import type pg from 'pg';
import { addBusinessDays } from '@lastro/domain';
import type { Ocorrencia } from '../registry-day';
import { RegistryRefusal } from '../registry';
import { registryError } from '../errors';
import { inTx, lockMerchant, type Q } from './sql';

/** The open (unsettled) UR of a key, locked with its merchant; refused when there is none. */
async function openUnit(q: Q, chave: string): Promise<{ id: string; data_liquidacao: string }> {
  const [credenciadora, ufr, arranjo, data] = chave.split(':');
  if (!credenciadora || !ufr || !arranjo || !data) throw new RegistryRefusal([registryError('unitNotOpen', chave)]);
  await lockMerchant(q, ufr);
  const [unit] = await q<{ id: string; data_liquidacao: string }>(
    `select id, data_liquidacao::text from registry.units
     where credenciadora = $1 and ufr = $2 and arranjo = $3 and data_liquidacao = $4::date and liquidada_em is null
     order by id limit 1 for update`,
    [credenciadora, ufr, arranjo, data],
  );
  if (!unit) throw new RegistryRefusal([registryError('unitNotOpen', chave)]);
  return unit;
}

/**
 * Records an occurrence on an open UR (spec 4 §9.2). An 'adiamento' moves the day the tick pays
 * the UR, counted in dias úteis from its own date (a second one replaces the first); an
 * 'estorno' waits for the UR's settlement day (applyDueChargebacks).
 */
export function simulate(pool: pg.Pool, o: Ocorrencia): Promise<void> {
  return inTx(pool, async (q) => {
    const unit = await openUnit(q, o.chave);
    if (o.tipo === 'adiamento') {
      await q('update registry.units set liquidar_em = $2::date where id = $1', [unit.id, addBusinessDays(unit.data_liquidacao, o.diasUteis)]);
      await q(`insert into registry.occurrences (tipo, unit_id, dias_uteis) values ('adiamento', $1, $2)`, [unit.id, o.diasUteis]);
    } else {
      await q(`insert into registry.occurrences (tipo, unit_id, valor) values ('estorno', $1, $2)`, [unit.id, o.valor]);
    }
  });
}

/**
 * The new totals of the merchant's URs paid on `day` that carry chargebacks not yet applied,
 * marking them applied: the caller reallocates the URs with these totals before paying them,
 * so the free amount absorbs a chargeback first and the effects only what exceeds it.
 */
export async function applyDueChargebacks(q: Q, ufr: string, day: string): Promise<Map<number, number>> {
  const rows = await q<{ unit_id: string; valor_total: string; estorno: string }>(
    `with due as (
       update registry.occurrences o set aplicada_em = $2::date
       from registry.units u
       where o.unit_id = u.id and o.tipo = 'estorno' and o.aplicada_em is null
         and u.ufr = $1 and coalesce(u.liquidar_em, u.data_liquidacao) <= $2::date and u.liquidada_em is null
       returning o.unit_id, o.valor)
     select d.unit_id, u.valor_total, sum(d.valor)::text as estorno
     from due d join registry.units u on u.id = d.unit_id group by d.unit_id, u.valor_total`,
    [ufr, day],
  );
  return new Map(rows.map((r) => [Number(r.unit_id), Math.max(0, Number(r.valor_total) - Number(r.estorno))]));
}

/** Sets the clock back (or forth) for a demo's history, only while the registry is empty. */
export function resetClock(pool: pg.Pool, date: string): Promise<void> {
  return inTx(pool, async (q) => {
    await q('select 1 from registry.clock for update');
    const [used] = await q<{ used: boolean }>(
      'select exists (select 1 from registry.merchants) or exists (select 1 from registry.operations) as used',
    );
    if (used?.used) throw new RegistryRefusal([registryError('clockInUse')]);
    await q('update registry.clock set today = $1::date', [date]);
  });
}
