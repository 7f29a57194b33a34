import type pg from 'pg';
import { registryError } from '../errors';
import type { AgendaAnswer, AgendaGroup, AgendaGroupsAnswer, AgendaQuery, Discovery, ReceivableUnit } from '../registry';
import { emptyAgendaGroup, pushAgendaRow } from '../registry-agenda';
import { norm, normList, refuse } from './conventions';
import { covers } from './scope';
import { inTx, lockMerchant, poolQ } from './sql';
import { ensureMerchant, merchantArranjos } from './units';

/**
 * credenciadora, arranjo, then the URs: settlement dates (days since 2000-01-01, 4-byte
 * integers); a mark each (see `MARK`); totals (cents, 8-byte integers: below 2^53, so exact
 * as numbers); of the URs marked as unusual only, pre-contratado, comprometido and liquidado
 * (three 8-byte integers each) and the titular; the ids when asked for. The integers come as
 * their big-endian bytes in base64 (migration 1006). Most of a merchant's URs are usual: all
 * of them its own, with no contract and nothing settled yet.
 */
type AgendaRows = [string, string, [string, string, string, string | null, number[] | null, string[] | null]];

/** A UR's mark: '0' + 1 when constituída, + 2 when unusual (some amount besides the total, or another titular). */
const MARK = { constituida: 1, unusual: 2 } as const;

const DAY_ZERO_MS = Date.UTC(2000, 0, 1);
const DAY_MS = 86_400_000;

/** The 4-byte big-endian integers of a base64 text (the database's `int4send`, joined). */
function int32sOf(base64: string): number[] {
  const bytes = Buffer.from(base64, 'base64');
  const out = new Array<number>(bytes.length >> 2);
  for (let i = 0; i < out.length; i++) out[i] = bytes.readInt32BE(i << 2);
  return out;
}

/** The 8-byte big-endian integers of a base64 text (`int8send`, joined); each below 2^53. */
function int64sOf(base64: string): number[] {
  const bytes = Buffer.from(base64, 'base64');
  const out = new Array<number>(bytes.length >> 3);
  for (let i = 0; i < out.length; i++) out[i] = bytes.readInt32BE(i << 3) * 4_294_967_296 + bytes.readUInt32BE((i << 3) + 4);
  return out;
}

/** What one troca de titularidade moved of one UR to one creditor (cents). */
interface Transfer {
  unitId: number;
  financiador: string;
  valor: number;
}

/** One reading of what the financiador may see of the merchant (see `access`). */
interface AccessRow {
  today: string;
  optins: { credenciadoras: string[]; arranjos: string[] }[];
  via_contract: boolean;
  known: boolean;
  transfers: [number, string, number][] | null;
}

/**
 * Refuses the financiador that has neither an active opt-in nor an active contract with the
 * merchant; what it may see otherwise: everything its opt-ins cover, or, without one, the URs
 * its active contracts reach, and what troca de titularidade (effect type 1) moved of the
 * merchant's URs, per UR and creditor (a merchant's transfers are few).
 */
function accessOf(row: AccessRow | undefined) {
  if (!row) throw new Error('registry clock missing (migration 0600 not applied?)');
  const viaContract = !row.optins.length;
  if (viaContract && !row.via_contract) throw refuse(registryError('noActiveOptIn'));
  // json numbers: the ids and cents are below 2^53.
  const transfers: Transfer[] = (row.transfers ?? []).map(([unitId, fin, valor]) => ({ unitId, financiador: fin, valor }));
  return { today: row.today, optins: row.optins, viaContract, known: row.known, transfers };
}

/**
 * What the financiador may see of the merchant, read in one statement with what every read of
 * the merchant needs next: the registry's date, whether it has met the merchant, and
 * (`withTransfers`) the transfers.
 */
async function access(pool: pg.Pool, financiador: string, ufr: string, withTransfers = false) {
  const { rows } = await pool.query<AccessRow>({
    name: 'registry.access',
    text: 'select * from registry.agenda_read($1, $2, $3, false, null, null, $4, $4)',
    values: [ufr, financiador, withTransfers, []],
  });
  return accessOf(rows[0]);
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

/**
 * The access (see `access`) and, by acquirer and arranjo, the URs it may see, in one statement
 * (`registry.agenda_read`, migration 1006, which says how the URs come).
 */
async function agendaOf(pool: pg.Pool, ufr: string, financiador: string, query: AgendaQuery, credenciadoras: string[], arranjos: string[]) {
  const { rows } = await pool.query<AccessRow & { groups: AgendaRows[] | null }>({
    name: 'registry.agenda',
    text: 'select * from registry.agenda_read($1, $2, true, true, $3, $4, $5, $6)',
    values: [ufr, financiador, query.dataInicio ?? null, query.dataFim ?? null, credenciadoras, arranjos],
  });
  return { ...accessOf(rows[0]), groups: rows[0]!.groups ?? [] };
}

/**
 * The merchant's URs the financiador may see, by acquirer and arranjo in columns, each group's
 * in date order. Registries answer one row per titular: what a troca de titularidade (effect
 * type 1) moved to a creditor is that creditor's row, right after the UR's (free to it), and
 * leaves the merchant's row; every row keeps total = comprometido + livre + liquidado.
 */
export async function queryAgendaGroups(pool: pg.Pool, query: AgendaQuery): Promise<AgendaGroupsAnswer> {
  const ufr = norm(query.ufr);
  const financiador = norm(query.financiador);
  const credenciadoras = normList(query.credenciadoras, norm);
  const arranjos = normList(query.arranjos, (s) => s.trim().toUpperCase());
  let read = await agendaOf(pool, ufr, financiador, query, credenciadoras, arranjos);
  // A merchant the registry has not met has no URs yet: it meets it, and reads again.
  if (!read.known) {
    await meet(pool, ufr, read.today);
    read = await agendaOf(pool, ufr, financiador, query, credenciadoras, arranjos);
  }
  const { today, optins, viaContract, transfers, groups: rows } = read;
  const restricted = !viaContract && !optins.some((o) => !o.credenciadoras.length && !o.arranjos.length);
  const moved = new Map<number, Transfer[]>();
  for (const t of transfers) moved.set(t.unitId, [...(moved.get(t.unitId) ?? []), t]);
  // A merchant's URs fall on a few hundred days: each day's date is written once.
  const isoDays = new Map<number, string>();
  const isoOf = (day: number) => {
    let iso = isoDays.get(day);
    if (iso === undefined) isoDays.set(day, (iso = new Date(DAY_ZERO_MS + day * DAY_MS).toISOString().slice(0, 10)));
    return iso;
  };
  const grupos: AgendaGroup[] = [];
  for (const [credenciadora, arranjo, [dayBytes, marks, totalBytes, unusualBytes, ids, titulares]] of rows) {
    if (restricted && !optins.some((o) => covers(o, credenciadora, arranjo))) continue;
    const g = emptyAgendaGroup(credenciadora, arranjo);
    const days = int32sOf(dayBytes);
    const totals = int64sOf(totalBytes);
    // pre-contratado, comprometido, liquidado of each unusual UR, in turn
    const amounts = unusualBytes === null ? [] : int64sOf(unusualBytes);
    let unusual = 0;
    for (let i = 0; i < days.length; i++) {
      const mark = marks.charCodeAt(i) - 48;
      const constituida = (mark & MARK.constituida) !== 0;
      const date = isoOf(days[i]!);
      let total = totals[i]!;
      let pre = 0;
      let comprometido = 0;
      let liquidado = 0;
      let titular = ufr;
      if (mark & MARK.unusual) {
        pre = amounts[3 * unusual]!;
        comprometido = amounts[3 * unusual + 1]!;
        liquidado = amounts[3 * unusual + 2]!;
        titular = titulares![unusual]!;
        unusual++;
      }
      const livre = total - comprometido - liquidado;
      const ceded = moved.size && ids ? moved.get(ids[i]!) : undefined;
      if (!ceded) {
        pushAgendaRow(g, date, titular, constituida, total, pre, comprometido, livre, liquidado);
        continue;
      }
      const away = ceded.reduce((a, m) => a + m.valor, 0);
      total -= away;
      pushAgendaRow(g, date, titular, constituida, total, Math.min(pre, total), comprometido - away, livre, liquidado);
      for (const m of ceded) pushAgendaRow(g, date, m.financiador, constituida, m.valor, 0, 0, m.valor, 0);
    }
    grupos.push(g);
  }
  return { dataReferencia: today, ufr, grupos };
}

/** The same answer, a UR object per row: the groups in order, each group's rows in order. */
export async function queryAgenda(pool: pg.Pool, query: AgendaQuery): Promise<AgendaAnswer> {
  const { dataReferencia, ufr, grupos } = await queryAgendaGroups(pool, query);
  const unidades: ReceivableUnit[] = [];
  for (const g of grupos)
    for (let i = 0; i < g.dataLiquidacao.length; i++)
      unidades.push({
        credenciadora: g.credenciadora,
        ufr,
        arranjo: g.arranjo,
        dataLiquidacao: g.dataLiquidacao[i]!,
        titular: g.titular[i]!,
        constituida: g.constituida[i]!,
        valorConstituidoTotal: g.valorConstituidoTotal[i]!,
        valorPreContratado: g.valorPreContratado[i]!,
        valorComprometido: g.valorComprometido[i]!,
        valorLivre: g.valorLivre[i]!,
        valorLiquidado: g.valorLiquidado[i]!,
      });
  return { dataReferencia, unidades };
}
