import type pg from 'pg';
import type {
  ContractEffect,
  ReceivableUnit,
  Settlement,
  SettlementAccount,
  UnitsQuery,
  UnitTrace,
  UnitWithSettlements,
} from '../registry';
import { norm } from './conventions';

interface UnitRow {
  id: string;
  credenciadora: string;
  ufr: string;
  arranjo: string;
  data_liquidacao: string;
  titular: string;
  constituida: boolean;
  valor_total: string;
  valor_pre_contratado: string;
  valor_comprometido: string;
  valor_liquidado: string;
}

const UNIT_COLUMNS = `u.id, u.credenciadora, u.ufr, u.arranjo, u.data_liquidacao::text, u.titular, u.constituida, u.valor_total,
  u.valor_pre_contratado, u.valor_comprometido, u.valor_liquidado`;

export const unitKey = (u: { credenciadora: string; ufr: string; arranjo: string; dataLiquidacao: string }) =>
  `${u.credenciadora}:${u.ufr}:${u.arranjo}:${u.dataLiquidacao}`;

function toUnit(r: UnitRow): ReceivableUnit {
  const total = Number(r.valor_total);
  const comprometido = Number(r.valor_comprometido);
  const liquidado = Number(r.valor_liquidado);
  return {
    credenciadora: r.credenciadora,
    ufr: r.ufr,
    arranjo: r.arranjo,
    dataLiquidacao: r.data_liquidacao,
    titular: r.titular,
    constituida: r.constituida,
    valorConstituidoTotal: total,
    valorPreContratado: Number(r.valor_pre_contratado),
    valorComprometido: comprometido,
    valorLivre: total - comprometido - liquidado,
    valorLiquidado: liquidado,
  };
}

/** The URs of a merchant page by page (by date, then id), each with what was paid of it. */
export async function listUnits(
  pool: pg.Pool,
  query: UnitsQuery,
): Promise<{ unidades: UnitWithSettlements[]; proximo: string | null }> {
  const limite = Math.min(Math.max(query.limite ?? 100, 1), 1000);
  const after = query.depoisDe ? decodeCursor(query.depoisDe) : null;
  const { rows } = await pool.query<UnitRow>(
    `select ${UNIT_COLUMNS} from registry.units u
     where u.ufr = $1 and u.data_liquidacao between $2 and $3 and ($4::text is null or u.credenciadora = $4)
       and ($5::date is null or (u.data_liquidacao, u.id) > ($5::date, $6::bigint))
     order by u.data_liquidacao, u.id limit $7`,
    [
      norm(query.ufr),
      query.dataInicio,
      query.dataFim,
      query.credenciadora ? norm(query.credenciadora) : null,
      after?.date ?? null,
      after?.id ?? 0,
      limite + 1,
    ],
  );
  const page = rows.slice(0, limite);
  const paid = await settlementsOf(pool, page.map((r) => Number(r.id)));
  const last = page[page.length - 1];
  return {
    unidades: page.map((r) => ({
      ...toUnit(r),
      chave: unitKey(toUnit(r)),
      liquidacoes: paid.get(Number(r.id)) ?? [],
    })),
    proximo: rows.length > limite && last ? encodeCursor(last.data_liquidacao, last.id) : null,
  };
}

async function settlementsOf(pool: pg.Pool, unitIds: number[], byEffect = false): Promise<Map<number, Settlement[]>> {
  const out = new Map<number, Settlement[]>();
  if (!unitIds.length) return out;
  const { rows } = await pool.query<{
    unit_id: string;
    effect_id: string | null;
    data_efetiva: string;
    valor: string;
    favorecido: string;
    domicilio: SettlementAccount | null;
    identificador: string | null;
  }>(
    `select s.unit_id, s.effect_id, s.data_efetiva::text, s.valor, s.favorecido, s.domicilio, c.identificador
     from registry.settlements s left join registry.effects e on e.id = s.effect_id
     left join registry.contracts c on c.id = e.contract_id
     where s.unit_id = any($1::bigint[]) order by s.id`,
    [unitIds],
  );
  for (const r of rows) {
    const k = byEffect ? Number(r.effect_id ?? 0) : Number(r.unit_id);
    const list = out.get(k) ?? [];
    list.push({
      dataEfetiva: r.data_efetiva,
      valor: Number(r.valor),
      favorecido: r.favorecido,
      domicilio: r.domicilio,
      identificadorContrato: r.identificador,
    });
    out.set(k, list);
  }
  return out;
}

export async function traceUnit(pool: pg.Pool, chave: string): Promise<UnitTrace | null> {
  const [credenciadora, ufr, arranjo, data] = chave.split(':');
  if (!credenciadora || !ufr || !arranjo || !data || !/^\d{4}-\d{2}-\d{2}$/.test(data)) return null;
  const { rows } = await pool
    .query<UnitRow>(
      `select ${UNIT_COLUMNS} from registry.units u
     where u.credenciadora = $1 and u.ufr = $2 and u.arranjo = $3 and u.data_liquidacao = $4::date order by u.titular limit 1`,
      [credenciadora, ufr, arranjo, data],
    )
    .catch(() => ({ rows: [] as UnitRow[] }));
  const unit = rows[0];
  if (!unit) return null;
  const id = Number(unit.id);
  const { rows: effects } = await pool.query<{
    id: string;
    identificador: string;
    financiador: string;
    valor_onerado: string;
    valor_aplicado: string;
    indicador: number;
    status: ContractEffect['status'];
  }>(
    `select e.id, c.identificador, c.financiador, e.valor_onerado, e.valor_aplicado, e.indicador, e.status
     from registry.effects e join registry.contracts c on c.id = e.contract_id
     where e.unit_id = $1 order by c.prioridade, c.id`,
    [id],
  );
  const byUnit = await settlementsOf(pool, [id]);
  const byEffect = await settlementsOf(pool, [id], true);
  const base = toUnit(unit);
  return {
    unidade: { ...base, chave: unitKey(base), liquidacoes: byUnit.get(id) ?? [] },
    efeitos: effects.map((e) => ({
      credenciadora: base.credenciadora,
      ufr: base.ufr,
      arranjo: base.arranjo,
      dataLiquidacao: base.dataLiquidacao,
      valorOnerado: Number(e.valor_onerado),
      valorConstituidoEfeito: Number(e.valor_aplicado),
      indicadorOneracao: e.indicador,
      status: e.status,
      identificadorContrato: e.identificador,
      financiador: e.financiador,
      pagamentos: byEffect.get(Number(e.id)) ?? [],
    })),
  };
}

/** A keyset position (a date and an id) as the opaque text the reads page by. */
export function encodeCursor(date: string, id: string): string {
  return Buffer.from(`${date}|${id}`).toString('base64url');
}

export function decodeCursor(cursor: string): { date: string; id: string } | null {
  const [date, id] = Buffer.from(cursor, 'base64url').toString().split('|');
  return date && /^\d{4}-\d{2}-\d{2}$/.test(date) && id && /^\d{1,18}$/.test(id) ? { date, id } : null;
}
