import type pg from 'pg';
import { registryError } from '../errors';
import type { AgendaAnswer, AgendaQuery, Discovery, ReceivableUnit } from '../registry';
import { norm, normList, refuse } from './conventions';
import { covers } from './scope';
import { inTx, lockMerchant, poolQ } from './sql';
import { ensureMerchant, merchantArranjos } from './units';

/**
 * credenciadora, arranjo, then the URs: settlement dates, constituída, total, pre-contratado,
 * comprometido, liquidado (cents; below 2^53, so exact as json numbers), their ids when asked
 * for and their titulars when one is not the merchant (null otherwise).
 */
type AgendaGroup = [string, string, [string[], boolean[], number[], number[], number[], number[], number[] | null, string[] | null]];

/** What one troca de titularidade moved of one UR to one creditor (cents). */
interface Transfer {
  unitId: number;
  financiador: string;
  valor: number;
}

/**
 * Registries answer one row per titular: what a troca de titularidade (effect type 1) moved
 * to a creditor is that creditor's row (free to it), and leaves the merchant's row; every
 * row keeps total = comprometido + livre + liquidado.
 */
function perTitular(ids: number[], units: ReceivableUnit[], ceded: Transfer[]): ReceivableUnit[] {
  if (!ceded.length) return units;
  const byUnit = new Map<number, { financiador: string; valor: number }[]>();
  for (const c of ceded)
    byUnit.set(c.unitId, [...(byUnit.get(c.unitId) ?? []), { financiador: c.financiador, valor: c.valor }]);
  return units.flatMap((unit, i) => {
    const moved = byUnit.get(ids[i]!);
    if (!moved) return [unit];
    const total = moved.reduce((a, m) => a + m.valor, 0);
    return [
      {
        ...unit,
        valorConstituidoTotal: unit.valorConstituidoTotal - total,
        valorComprometido: unit.valorComprometido - total,
        valorPreContratado: Math.min(unit.valorPreContratado, unit.valorConstituidoTotal - total),
      },
      ...moved.map((m) => ({
        ...unit,
        titular: m.financiador,
        valorConstituidoTotal: m.valor,
        valorPreContratado: 0,
        valorComprometido: 0,
        valorLivre: m.valor,
        valorLiquidado: 0,
      })),
    ];
  });
}

/**
 * What the financiador may see of the merchant: everything its active opt-ins cover, or,
 * without one, the URs its active contracts reach; refused with neither. Read in one
 * statement with what every read of the merchant needs next: the registry's date, whether
 * it has met the merchant, and (`withTransfers`) what troca de titularidade (effect type 1)
 * moved of its URs, per UR and creditor (a merchant's transfers are few).
 */
async function access(pool: pg.Pool, financiador: string, ufr: string, withTransfers = false) {
  const { rows } = await pool.query<{
    today: string;
    optins: { credenciadoras: string[]; arranjos: string[] }[];
    via_contract: boolean;
    known: boolean;
    transfers: [number, string, number][] | null;
  }>(
    `select c.today::text as today,
       coalesce((select json_agg(json_build_object('credenciadoras', o.credenciadoras, 'arranjos', o.arranjos))
                 from registry.optins o
                 where o.ufr = $1 and o.financiador = $2 and o.data_optout is null and o.data_inicio <= c.today and o.data_fim >= c.today),
                '[]') as optins,
       exists (select 1 from registry.contracts k where k.ufr = $1 and k.financiador = $2 and k.status = 'ativo') as via_contract,
       exists (select 1 from registry.merchants m where m.ufr = $1) as known,
       case when $3 then (select json_agg(json_build_array(t.unit_id, t.financiador, t.valor) order by t.unit_id, t.financiador)
                          from (select e.unit_id, k.financiador, sum(e.valor_aplicado) as valor
                                from registry.effects e join registry.contracts k on k.id = e.contract_id
                                where k.ufr = $1 and k.tipo_efeito = 1 and e.status = 'aplicado' and e.valor_aplicado > 0
                                group by e.unit_id, k.financiador) t) end as transfers
     from registry.clock c`,
    [ufr, financiador, withTransfers],
  );
  const row = rows[0];
  if (!row) throw new Error('registry clock missing (migration 0600 not applied?)');
  const viaContract = !row.optins.length;
  if (viaContract && !row.via_contract) throw refuse(registryError('noActiveOptIn'));
  // json numbers: the ids and cents are below 2^53.
  const transfers: Transfer[] = (row.transfers ?? []).map(([unitId, fin, valor]) => ({ unitId, financiador: fin, valor }));
  return { today: row.today, optins: row.optins, viaContract, known: row.known, transfers };
}

/** Meets the merchant when the registry has not yet (its URs appear then). */
async function meet(pool: pg.Pool, ufr: string, today: string): Promise<void> {
  await inTx(pool, async (q) => {
    await lockMerchant(q, ufr);
    await ensureMerchant(q, ufr, today);
  });
}

export async function discover(pool: pg.Pool, query: { financiador: string; ufr: string }): Promise<Discovery> {
  const ufr = norm(query.ufr);
  const { today, optins, known } = await access(pool, norm(query.financiador), ufr);
  if (!known) await meet(pool, ufr, today);
  const pairs = await merchantArranjos(poolQ(pool), ufr);
  const credenciadoras = new Map<string, string[]>();
  for (const p of pairs) {
    if (optins.length && !optins.some((o) => covers(o, p.credenciadora, p.arranjo))) continue;
    credenciadoras.set(p.credenciadora, [...(credenciadoras.get(p.credenciadora) ?? []), p.arranjo]);
  }
  return {
    ufr,
    credenciadoras: [...credenciadoras].map(([credenciadora, arranjos]) => ({ credenciadora, arranjos })),
  };
}

export async function queryAgenda(pool: pg.Pool, query: AgendaQuery): Promise<AgendaAnswer> {
  const ufr = norm(query.ufr);
  const financiador = norm(query.financiador);
  const { today, optins, viaContract, known, transfers } = await access(pool, financiador, ufr, true);
  if (!known) await meet(pool, ufr, today);
  const credenciadoras = normList(query.credenciadoras, norm);
  const arranjos = normList(query.arranjos, (s) => s.trim().toUpperCase());
  // One row per acquirer and arranjo, its URs as parallel arrays in one json value: a row of
  // ten columns per UR cost three times the SQL aggregate over the same URs in per-field
  // conversions alone (on both ends), a few dozen json values cost about as much as the
  // aggregate. Grouped as the merchant's index is ordered, the URs need no sort: they come
  // in date order within a group, and every aggregate of a group reads its rows in the same
  // sequence, so the i-th elements are one UR's. The titulars are sent only where one is not
  // the merchant, and the ids only when there are transfers to place (most merchants have none).
  const withIds = transfers.length > 0;
  const { rows } = await pool.query<AgendaGroup>({
    text: `select u.credenciadora, u.arranjo,
             json_build_array(array_agg(u.data_liquidacao), array_agg(u.constituida), array_agg(u.valor_total),
               array_agg(u.valor_pre_contratado), array_agg(u.valor_comprometido), array_agg(u.valor_liquidado),
               case when $8 then array_agg(u.id) end,
               case when bool_and(u.titular = u.ufr) then null else array_agg(u.titular) end)
           from registry.units u
           where u.ufr = $1 and u.data_liquidacao between $2 and $3
             and (cardinality($4::text[]) = 0 or u.credenciadora = any($4))
             and (cardinality($5::text[]) = 0 or u.arranjo = any($5))
             and (not $6 or exists (select 1 from registry.effects e join registry.contracts c on c.id = e.contract_id
                                    where e.unit_id = u.id and c.financiador = $7 and c.status = 'ativo'))
           group by u.credenciadora, u.arranjo
           order by u.credenciadora, u.arranjo`,
    values: [ufr, query.dataInicio, query.dataFim, credenciadoras, arranjos, viaContract, financiador, withIds],
    rowMode: 'array',
  });
  const restricted = !viaContract && !optins.some((o) => !o.credenciadoras.length && !o.arranjos.length);
  const ids: number[] = [];
  const units: ReceivableUnit[] = [];
  for (const [credenciadora, arranjo, [dates, constituidas, totals, pres, comprometidos, liquidados, id, titulares]] of rows) {
    if (restricted && !optins.some((o) => covers(o, credenciadora, arranjo))) continue;
    if (id) ids.push(...id);
    for (let i = 0; i < dates.length; i++) {
      const total = totals[i]!;
      const comprometido = comprometidos[i]!;
      const liquidado = liquidados[i]!;
      units.push({
        credenciadora,
        ufr,
        arranjo,
        dataLiquidacao: dates[i]!,
        titular: titulares ? titulares[i]! : ufr,
        constituida: constituidas[i]!,
        valorConstituidoTotal: total,
        valorPreContratado: pres[i]!,
        valorComprometido: comprometido,
        valorLivre: total - comprometido - liquidado,
        valorLiquidado: liquidado,
      });
    }
  }
  return { dataReferencia: today, unidades: perTitular(ids, units, transfers) };
}
