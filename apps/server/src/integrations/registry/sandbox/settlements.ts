import type pg from 'pg';
import { addDays } from '@lastro/domain';
import { registryError } from '../errors';
import type {
  ContractPayments,
  ContractRef,
  SettlementAccount,
  SettlementEntry,
  SettlementsQuery,
  SettlementTotal,
  TaxId,
} from '../registry';
import { contractByRef } from './contracts';
import { norm, refuse } from './conventions';
import { decodeCursor, encodeCursor, unitKey } from './reconciliation';
import { poolQ } from './sql';

/** The longest period one read covers: a quarter (spec 4 D9). */
const MAX_DAYS = 92;

interface PaidRow {
  id: string;
  credenciadora: string;
  ufr: string;
  arranjo: string;
  data_liquidacao: string;
  data_efetiva: string;
  valor: string;
  favorecido: string;
  domicilio: SettlementAccount;
}

const PAID_COLUMNS = `s.id, u.credenciadora, u.ufr, u.arranjo, u.data_liquidacao::text, s.data_efetiva::text, s.valor,
  s.favorecido, s.domicilio`;

const unitOf = (r: PaidRow) => ({
  chave: unitKey({ credenciadora: r.credenciadora, ufr: r.ufr, arranjo: r.arranjo, dataLiquidacao: r.data_liquidacao }),
  credenciadora: r.credenciadora,
  arranjo: r.arranjo,
  dataLiquidacao: r.data_liquidacao,
});

function checkPeriod(dataInicio: string, dataFim: string): void {
  if (dataFim < dataInicio || dataFim > addDays(dataInicio, MAX_DAYS - 1)) throw refuse(registryError('settlementPeriodTooLong'));
}

/**
 * What the registry paid to one contract of the financiador, UR by UR: the settlements of its
 * effects, removed ones included (a settled effect is removed, its value then 0).
 */
export async function contractPayments(pool: pg.Pool, ref: ContractRef): Promise<ContractPayments | null> {
  if (!ref.identificadorContrato && !ref.referenciaExterna) return null;
  const contract = await contractByRef(poolQ(pool), ref);
  if (!contract) return null;
  const { rows } = await pool.query<PaidRow>(
    `select ${PAID_COLUMNS} from registry.settlements s join registry.units u on u.id = s.unit_id
     where s.contract_id = $1 order by s.data_efetiva, u.data_liquidacao, s.id`,
    [contract.id],
  );
  return {
    identificadorContrato: contract.identificador,
    referenciaExterna: contract.referencia_externa,
    ufr: contract.ufr,
    pagamentos: rows.map((r) => ({
      ...unitOf(r),
      dataEfetiva: r.data_efetiva,
      valor: Number(r.valor),
      favorecido: r.favorecido,
      domicilio: r.domicilio,
    })),
  };
}

/**
 * The settlements paid to the financiador's contracts over a period of effective dates, in
 * (date, id) order, one page after the position given: each page is read in order from the
 * index on (financiador, data_efetiva, id), or on the domiciles when one is asked, however deep.
 */
export async function listSettlements(
  pool: pg.Pool,
  query: SettlementsQuery,
): Promise<{ liquidacoes: SettlementEntry[]; proximo: string | null }> {
  checkPeriod(query.dataInicio, query.dataFim);
  const limite = Math.min(Math.max(query.limite ?? 100, 1), 1000);
  const after = query.depoisDe ? decodeCursor(query.depoisDe) : null;
  if (query.depoisDe && !after) throw refuse(registryError('invalidCursor'));
  const params: unknown[] = [norm(query.financiador), query.dataInicio, query.dataFim, limite + 1];
  const where = ['s.financiador = $1', 's.data_efetiva between $2 and $3'];
  if (after) where.push(`(s.data_efetiva, s.id) > ($${params.push(after.date)}::date, $${params.push(after.id)}::bigint)`);
  if (query.domicilio) {
    // Equalities and IS NULL (never IS NOT DISTINCT FROM): the domicile index answers them in order.
    for (const [field, value] of [
      ['ispb', query.domicilio.ispb],
      ['agencia', query.domicilio.agencia],
      ['conta', query.domicilio.conta],
    ] as const) {
      if (value === null) where.push(`s.domicilio->>'${field}' is null`);
      else where.push(`s.domicilio->>'${field}' = $${params.push(value)}`);
    }
  }
  const { rows } = await pool.query<PaidRow & { identificador: string; referencia_externa: string }>(
    `select ${PAID_COLUMNS}, c.identificador, c.referencia_externa
     from registry.settlements s join registry.units u on u.id = s.unit_id join registry.contracts c on c.id = s.contract_id
     where ${where.join(' and ')} order by s.data_efetiva, s.id limit $4`,
    params,
  );
  const page = rows.slice(0, limite);
  const last = page[page.length - 1];
  return {
    liquidacoes: page.map((r) => ({
      ...unitOf(r),
      ufr: r.ufr,
      dataEfetiva: r.data_efetiva,
      valor: Number(r.valor),
      favorecido: r.favorecido,
      domicilio: r.domicilio,
      identificadorContrato: r.identificador,
      referenciaExterna: r.referencia_externa,
    })),
    proximo: rows.length > limite && last ? encodeCursor(last.data_efetiva, last.id) : null,
  };
}

/** The same settlements summed per effective date, domicile (ISPB, agency, account) and acquirer. */
export async function totaisPorDomicilioEDia(
  pool: pg.Pool,
  query: { financiador: TaxId; dataInicio: string; dataFim: string },
): Promise<SettlementTotal[]> {
  checkPeriod(query.dataInicio, query.dataFim);
  const { rows } = await pool.query<{
    data_efetiva: string;
    ispb: string;
    agencia: string | null;
    conta: string | null;
    credenciadora: string;
    valor: string;
    quantidade: string;
  }>(
    `select s.data_efetiva::text, s.domicilio->>'ispb' as ispb, s.domicilio->>'agencia' as agencia,
            s.domicilio->>'conta' as conta, s.credenciadora, sum(s.valor) as valor, count(*) as quantidade
     from registry.settlements s
     where s.financiador = $1 and s.data_efetiva between $2 and $3
     group by 1, 2, 3, 4, 5 order by 1, 2, 3, 4, 5`,
    [norm(query.financiador), query.dataInicio, query.dataFim],
  );
  return rows.map((r) => ({
    dataEfetiva: r.data_efetiva,
    domicilio: { ispb: r.ispb, agencia: r.agencia, conta: r.conta },
    credenciadora: r.credenciadora,
    valor: Number(r.valor),
    quantidade: Number(r.quantidade),
  }));
}
