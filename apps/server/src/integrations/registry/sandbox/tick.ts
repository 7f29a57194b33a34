import type { TickSummary } from '../registry';
import { cancellationsOf, salesOf, type ArranjoProfile } from './profile';
import { lockMerchant, type Q } from './sql';
import { reallocate } from './units';
import { applyDueChargebacks } from './occurrences';

type DaySummary = Omit<TickSummary, 'de' | 'ate'>;

/**
 * One day of the registry, in the caller's transaction: for every merchant it knows, the
 * day's sales (constituting URs a constituir and applying what was queued on them), some
 * cancellations, and the settlement of every UR due (to the effects' accounts first, the rest
 * to the titular), whose effects are then released. Deterministic per merchant and date.
 * Returns null when the clock is already at or past the day (a repeated or parallel tick).
 */
export async function tickDay(q: Q, day: string): Promise<DaySummary | null> {
  const [clock] = await q<{ today: string }>('select today::text from registry.clock for update');
  if (!clock || clock.today >= day) return null;
  const out: DaySummary = {
    vendasAdicionadas: 0,
    cancelamentos: 0,
    unidadesLiquidadas: 0,
    efeitosLiberados: 0,
  };
  const merchants = await q<{ ufr: string }>('select ufr from registry.merchants order by ufr');
  for (const { ufr } of merchants) {
    await lockMerchant(q, ufr);
    const profile = (
      await q<{ credenciadora: string; arranjo: string; fee_bp: number; daily_sales: string }>(
        'select credenciadora, arranjo, fee_bp, daily_sales from registry.merchant_arranjos where ufr = $1',
        [ufr],
      )
    ).map<ArranjoProfile>((r) => ({
      credenciadora: r.credenciadora,
      arranjo: r.arranjo,
      feeBp: r.fee_bp,
      dailySales: Number(r.daily_sales),
    }));
    const touched = new Set<number>();

    const sales = salesOf(ufr, profile, day);
    if (sales.length) {
      const ids = await q<{ id: string }>(
        `insert into registry.units (credenciadora, ufr, arranjo, data_liquidacao, titular, constituida, valor_total)
         select c, $1, a, d, $1, true, sum(v) from unnest($2::text[], $3::text[], $4::date[], $5::bigint[]) as s(c, a, d, v)
         group by c, a, d order by c, a, d
         on conflict (ufr, credenciadora, arranjo, data_liquidacao, titular)
         do update set valor_total = registry.units.valor_total + excluded.valor_total, constituida = true
         where registry.units.liquidada_em is null
         returning id`,
        [
          ufr,
          sales.map((s) => s.credenciadora),
          sales.map((s) => s.arranjo),
          sales.map((s) => s.dataLiquidacao),
          sales.map((s) => s.valor),
        ],
      );
      out.vendasAdicionadas += sales.length;
      for (const r of ids) touched.add(Number(r.id));
    }

    const totals = new Map<number, number>();
    for (const c of cancellationsOf(ufr, profile, day)) {
      const [unit] = await q<{ id: string; valor_total: string }>(
        `select id, valor_total from registry.units
         where ufr = $1 and credenciadora = $2 and arranjo = $3 and data_liquidacao > $4 and liquidada_em is null and constituida
         order by data_liquidacao, id limit 1 for update`,
        [ufr, c.credenciadora, c.arranjo, day],
      );
      if (!unit) continue;
      const total = Number(unit.valor_total);
      totals.set(Number(unit.id), total - Math.floor((total * c.fractionBp) / 10_000));
      touched.add(Number(unit.id));
      out.cancelamentos++;
    }
    for (const [id, total] of await applyDueChargebacks(q, ufr, day)) {
      totals.set(id, total);
      touched.add(id);
    }
    await reallocate(
      q,
      [...touched].sort((a, b) => a - b),
      { totals },
    );

    const settled = await settleDue(q, ufr, day);
    out.unidadesLiquidadas += settled.unidades;
    out.efeitosLiberados += settled.efeitos;
  }
  await q('update registry.clock set today = $1', [day]);
  return out;
}

/** Pays every UR of the merchant due on or before `day` (or postponed to it) and releases its effects. */
async function settleDue(q: Q, ufr: string, day: string): Promise<{ unidades: number; efeitos: number }> {
  // A postponed UR ('adiamento', occurrences.ts) is paid on its new day, under its own key.
  const due = `u.ufr = $1 and coalesce(u.liquidar_em, u.data_liquidacao) <= $2 and u.liquidada_em is null`;
  await q(
    `insert into registry.settlements (unit_id, effect_id, contract_id, financiador, credenciadora, data_efetiva, valor, favorecido, domicilio)
     select e.unit_id, e.id, c.id, c.financiador, u.credenciadora, $2, e.valor_aplicado, c.domicilio->>'titular', c.domicilio
     from registry.effects e join registry.units u on u.id = e.unit_id join registry.contracts c on c.id = e.contract_id
     where ${due} and e.status <> 'removido' and e.valor_aplicado > 0 order by e.id`,
    [ufr, day],
  );
  await q(
    `insert into registry.settlements (unit_id, credenciadora, data_efetiva, valor, favorecido)
     select u.id, u.credenciadora, $2, u.valor_total - u.valor_liquidado - u.valor_comprometido, u.titular
     from registry.units u where ${due} and u.valor_total - u.valor_liquidado - u.valor_comprometido > 0 order by u.id`,
    [ufr, day],
  );
  const effects = await q(
    `update registry.effects e set valor_liquidado = e.valor_liquidado + e.valor_aplicado, valor_aplicado = 0, status = 'removido'
     from registry.units u where u.id = e.unit_id and ${due} and e.status <> 'removido' returning e.id`,
    [ufr, day],
  );
  const units = await q(
    `update registry.units u set valor_liquidado = u.valor_total, valor_comprometido = 0, liquidada_em = $2
     where ${due} returning u.id`,
    [ufr, day],
  );
  return { unidades: units.length, efeitos: effects.length };
}
