import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import { addDays, addMonths } from '@lastro/domain';
import { registryError } from '../errors';
import {
  RegistryRefusal,
  type AgendaAnswer,
  type AgendaQuery,
  type Contract,
  type ContractAction,
  type ContractEffect,
  type ContractRef,
  type ContractRegistration,
  type Discovery,
  type Operation,
  type OperationKind,
  type OptIn,
  type OptInRequest,
  type OptOutRequest,
  type Receipt,
  type ReceivableUnit,
  type Registry,
  type RegistryError,
  type Settlement,
  type SettlementAccount,
  type SettlementAccountChange,
  type TickSummary,
  type UnitsQuery,
  type UnitTrace,
  type UnitWithSettlements,
  type WriteRequest,
} from '../registry';
import { ARRANJO_CODES, TO_CONSTITUTE_MONTHS } from './profile';
import { clockLockingMerchant, inTx, lockMerchant, type Q } from './sql';
import { tickDay } from './tick';
import {
  EffectLimitReached,
  ensureMerchant,
  unitsInScope,
  merchantArranjos,
  reallocate,
  type MerchantArranjo,
  termsOf,
} from './units';

export interface SandboxOptions {
  pool: pg.Pool;
  /**
   * Hands received writes to whoever processes them (the registry module queues a job): the
   * writes of one request together (a batch of contracts is processed in one transaction, in
   * the order given, by `processBatch`). Without it they are processed in this process right
   * after they are received.
   */
  dispatch?: (protocolos: string[], tipo: OperationKind, solicitante: string | undefined) => Promise<void>;
  /** How often awaitOperation looks, and for how long at most. */
  pollMs?: number;
  awaitTimeoutMs?: number;
}

type Listener = (op: Operation) => void;

const norm = (doc: string) => doc.replace(/[^0-9A-Za-z]/g, '').toUpperCase();
const normList = (xs: readonly string[] | undefined, f: (s: string) => string) =>
  [...new Set((xs ?? []).map(f))].sort();
const refuse = (...erros: RegistryError[]) => new RegistryRefusal(erros);

interface OperationRow {
  protocolo: string;
  tipo: OperationKind;
  idempotency_key: string;
  status: Operation['status'];
  pedido: unknown;
  resultado: unknown;
  erros: RegistryError[];
  recebida_em: Date;
  processada_em: Date | null;
}

interface OptInRow {
  identificador: string;
  financiador: string;
  ufr: string;
  data_assinatura: string;
  data_inicio: string;
  data_fim: string;
  credenciadoras: string[];
  arranjos: string[];
  data_optout: string | null;
}

interface ContractRow {
  id: string;
  identificador: string;
  referencia_externa: string;
  financiador: string;
  ufr: string;
  tipo_efeito: number;
  regra_divisao: number;
  valor: string | null;
  percentual_bp: number | null;
  prioridade: number;
  data_assinatura: string;
  data_vencimento: string;
  unidades: ContractRegistration['unidades'];
  domicilio: SettlementAccount;
  status: Contract['status'];
}

const OPTIN_COLUMNS = `identificador, financiador, ufr, data_assinatura::text, data_inicio::text, data_fim::text,
  credenciadoras, arranjos, data_optout::text`;
const CONTRACT_COLUMNS = `id, identificador, referencia_externa, financiador, ufr, tipo_efeito, regra_divisao, valor,
  percentual_bp, prioridade, data_assinatura::text, data_vencimento::text, unidades, domicilio, status`;
const UNIT_COLUMNS = `u.id, u.credenciadora, u.ufr, u.arranjo, u.data_liquidacao::text, u.titular, u.constituida, u.valor_total,
  u.valor_pre_contratado, u.valor_comprometido, u.valor_liquidado`;

interface EffectRow {
  credenciadora: string;
  ufr: string;
  arranjo: string;
  data_liquidacao: string;
  constituida: boolean;
  valor_onerado: string;
  valor_aplicado: string;
  valor_liquidado: string;
  /** When the UR was settled (null while it is not). */
  liquidada_em?: string | null;
  indicador: number;
  status: ContractEffect['status'];
}

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

function toOptIn(r: OptInRow, today: string): OptIn {
  const active = r.data_optout === null && r.data_inicio <= today && r.data_fim >= today;
  return {
    identificador: r.identificador,
    financiador: r.financiador,
    ufr: r.ufr,
    dataAssinatura: r.data_assinatura,
    dataInicio: r.data_inicio,
    dataFim: r.data_fim,
    credenciadoras: r.credenciadoras,
    arranjos: r.arranjos,
    status: active ? 'ativo' : 'inativo',
    dataOptOut: r.data_optout,
  };
}

function toOperation(r: Omit<OperationRow, 'pedido'>): Operation {
  return {
    protocolo: r.protocolo,
    tipo: r.tipo,
    idempotencyKey: r.idempotency_key,
    status: r.status,
    recebidaEm: r.recebida_em.toISOString(),
    processadaEm: r.processada_em?.toISOString() ?? null,
    resultado: r.resultado ?? null,
    erros: r.erros ?? [],
  };
}

/** How many outcomes of this process's writes are kept for awaitOperation. */
const FRESH_OUTCOMES = 256;

const newId = (prefix: string) =>
  `${prefix}${Date.now().toString(36).toUpperCase()}${randomBytes(6).toString('hex').toUpperCase()}`;

/**
 * The offline registry (domain.md §4): state in the `registry` schema, writes received with a
 * protocol and processed apart (a job, or right after in this process), the effect algorithm
 * of domain.md §3, a clock moved only by ticks.
 */
export class SandboxRegistry implements Registry {
  readonly name = 'sandbox' as const;
  readonly offline = true;
  private readonly pool: pg.Pool;
  private readonly listeners = new Set<Listener>();
  /**
   * Outcomes this process just produced, until awaited: a processed write never changes again,
   * and reading a 2,000-effect result back would cost as much as producing it.
   */
  private readonly fresh = new Map<string, Operation>();

  constructor(private readonly opts: SandboxOptions) {
    this.pool = opts.pool;
  }

  /** Outcomes of writes processed by this process (processada or rejeitada). */
  onOutcome(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async today(): Promise<string> {
    const { rows } = await this.pool.query<{ today: string }>('select today::text from registry.clock');
    if (!rows[0]) throw new Error('registry clock missing (migration 0600 not applied?)');
    return rows[0].today;
  }

  // -------------------------------------------------------------------------------------------
  // Writes: received now, processed apart
  // -------------------------------------------------------------------------------------------

  requestOptIn(req: OptInRequest): Promise<Receipt> {
    return this.receive('optin', req);
  }
  requestOptOut(req: OptOutRequest): Promise<Receipt> {
    return this.receive('optout', req);
  }
  registerContract(req: ContractRegistration): Promise<Receipt> {
    return this.receive('registro_contrato', req);
  }
  registerContracts(reqs: readonly ContractRegistration[]): Promise<Receipt[]> {
    return this.receiveMany('registro_contrato', reqs);
  }
  changeSettlementAccount(req: SettlementAccountChange): Promise<Receipt> {
    return this.receive('alteracao_domicilio', req);
  }
  cancelContract(req: ContractAction): Promise<Receipt> {
    return this.receive('cancelamento_contrato', req);
  }
  writeOffContract(req: ContractAction): Promise<Receipt> {
    return this.receive('baixa_contrato', req);
  }
  settleContract(req: ContractAction): Promise<Receipt> {
    return this.receive('liquidacao_contrato', req);
  }

  private async receive(tipo: OperationKind, req: WriteRequest): Promise<Receipt> {
    return (await this.receiveMany(tipo, [req]))[0]!;
  }

  /** Receives writes in one statement: one receipt each, in order; a key seen before answers its first. */
  private async receiveMany(tipo: OperationKind, reqs: readonly WriteRequest[]): Promise<Receipt[]> {
    // A key twice in one call is one write (the first request's), as it would be in two calls.
    const firsts = new Map<string, WriteRequest>();
    for (const r of reqs) if (!firsts.has(r.idempotencyKey)) firsts.set(r.idempotencyKey, r);
    const keys = [...firsts.keys()];
    if (!keys.length) return [];
    // The statement's snapshot does not see the rows it inserts: a key is either new (ins) or
    // an earlier write's (o), never both. The writes a microsecond apart: the sweep
    // (processPending, by reception) then meets a batch in the order it was given.
    const { rows } = await this.pool.query<{ key: string; protocolo: string | null; recebida_em: Date | null; novo: boolean }>(
      `with req as (select * from unnest($2::text[], $3::text[], $4::json[]) with ordinality as r(protocolo, key, pedido, n)),
       ins as (insert into registry.operations (protocolo, tipo, idempotency_key, pedido, recebida_em)
               select protocolo, $1, key, pedido, now() + (n - 1) * interval '1 microsecond' from req order by n
               on conflict (tipo, idempotency_key) do nothing returning protocolo, idempotency_key, recebida_em)
       select r.key, coalesce(i.protocolo, o.protocolo) as protocolo, coalesce(i.recebida_em, o.recebida_em) as recebida_em,
              i.protocolo is not null as novo
       from req r left join ins i on i.idempotency_key = r.key
         left join registry.operations o on o.tipo = $1 and o.idempotency_key = r.key
       order by r.n`,
      [tipo, keys.map(() => newId('PRT')), keys, keys.map((k) => JSON.stringify(firsts.get(k)))],
    );
    const lost = rows.filter((r) => !r.protocolo).map((r) => r.key);
    if (lost.length) {
      // Parallel calls with the same keys inserted them between the statement's snapshot and its insert.
      const again = await this.pool.query<{ key: string; protocolo: string; recebida_em: Date }>(
        'select idempotency_key as key, protocolo, recebida_em from registry.operations where tipo = $1 and idempotency_key = any($2::text[])',
        [tipo, lost],
      );
      const found = new Map(again.rows.map((r) => [r.key, r]));
      for (const r of rows) if (!r.protocolo) Object.assign(r, found.get(r.key), { novo: false });
    }
    const bySolicitante = new Map<string | undefined, string[]>();
    for (const r of rows) {
      if (!r.novo) continue;
      const solicitante = firsts.get(r.key)!.solicitante;
      bySolicitante.set(solicitante, [...(bySolicitante.get(solicitante) ?? []), r.protocolo!]);
    }
    for (const [solicitante, protocolos] of bySolicitante) {
      if (this.opts.dispatch) await this.opts.dispatch(protocolos, tipo, solicitante);
      else setImmediate(() => void this.processBatch(protocolos).catch(() => undefined));
    }
    const receipts = new Map(
      rows.map((r) => [r.key, { protocolo: r.protocolo!, recebidoEm: r.recebida_em!.toISOString() }]),
    );
    return reqs.map((r) => receipts.get(r.idempotencyKey)!);
  }

  async operation(protocolo: string): Promise<Operation | null> {
    const { rows } = await this.pool.query<OperationRow>(
      'select * from registry.operations where protocolo = $1',
      [protocolo],
    );
    return rows[0] ? toOperation(rows[0]) : null;
  }

  async awaitOperation(protocolo: string): Promise<Operation> {
    const known = this.fresh.get(protocolo);
    if (known) {
      this.fresh.delete(protocolo);
      return known;
    }
    const deadline = Date.now() + (this.opts.awaitTimeoutMs ?? 60_000);
    let wait = 10;
    for (;;) {
      const op = await this.operation(protocolo);
      if (!op) throw new Error(`unknown protocol: ${protocolo}`);
      if (op.status !== 'recebida') return op;
      if (Date.now() > deadline) throw new Error(`registry operation ${protocolo} still not processed`);
      await new Promise((r) => setTimeout(r, wait));
      wait = Math.min(wait * 2, this.opts.pollMs ?? 250);
    }
  }

  /**
   * Processes a received write once: a second call (a retried job) finds it done and returns
   * it. A registry refusal rejects the operation; any other failure leaves it 'recebida' and
   * throws, so the job is retried.
   */
  async process(protocolo: string): Promise<Operation | null> {
    const op = await inTx(this.pool, async (q, client) => {
      // The transaction's start, the locked read and the savepoint in one round trip (a
      // multi-statement query takes no parameters: the protocol goes in as an escaped literal).
      const [row] = await q<OperationRow>(
        `begin; select * from registry.operations where protocolo = ${client.escapeLiteral(protocolo)} for update; savepoint work`,
      );
      if (!row || row.status !== 'recebida') return row ? { row, fresh: false } : null;
      let resultado: unknown = null;
      let erros: RegistryError[] = [];
      try {
        resultado = await this.handle(q, row.tipo, row.pedido, row.protocolo);
      } catch (err) {
        if (!(err instanceof RegistryRefusal)) throw err;
        await q('rollback to savepoint work');
        erros = err.erros;
      }
      // The result is the one just built: sending it back as json would only parse it again.
      const [done] = await q<Omit<OperationRow, 'resultado'>>(
        `update registry.operations set status = $2, resultado = $3, erros = $4, processada_em = now()
         where protocolo = $1 returning protocolo, tipo, idempotency_key, status, pedido, erros, recebida_em, processada_em`,
        [
          protocolo,
          erros.length ? 'rejeitada' : 'processada',
          JSON.stringify(resultado),
          JSON.stringify(erros),
        ],
      );
      return { row: { ...done!, resultado: erros.length ? null : resultado }, fresh: true };
    }, { workBegins: true });
    if (!op) return null;
    return this.outcomeOf(op.row, op.fresh);
  }

  private outcomeOf(row: Omit<OperationRow, 'pedido'>, fresh: boolean): Operation {
    const outcome = toOperation(row);
    if (fresh) {
      this.fresh.set(outcome.protocolo, outcome);
      // Bounded: outcomes nobody awaits here (processed for another process) must not pile up.
      if (this.fresh.size > FRESH_OUTCOMES) this.fresh.delete(this.fresh.keys().next().value!);
      for (const l of this.listeners) l(outcome);
    }
    return outcome;
  }

  /**
   * Processes received writes given together (`registerContracts`) once, as `process` does
   * each: the contract registrations in one transaction, in the order given, each under its own
   * savepoint, so a registry refusal rejects that one alone and the later ones meet the
   * earlier ones' effects; any other failure rolls the whole batch back, leaves every write
   * 'recebida' and throws (the job is retried; the sweep finds them too). Writes of other kinds
   * are processed one by one. Answers the operations in the order given (null: unknown protocol).
   */
  async processBatch(protocolos: readonly string[]): Promise<(Operation | null)[]> {
    const unique = [...new Set(protocolos)];
    if (unique.length <= 1) {
      const one = unique[0] ? await this.process(unique[0]) : null;
      return protocolos.map(() => one);
    }
    const done = await inTx(
      this.pool,
      async (q, client) => {
        // The rows locked in one order whoever asks, so two batches sharing writes cannot deadlock.
        const locked = await q<OperationRow>(
          `begin; select * from registry.operations where protocolo in (${unique.map((p) => client.escapeLiteral(p)).join(', ')})
           order by protocolo for update`,
        );
        const byProtocol = new Map(locked.map((r) => [r.protocolo, r]));
        const work = unique
          .map((p) => byProtocol.get(p))
          .filter((r): r is OperationRow => r?.status === 'recebida' && r.tipo === 'registro_contrato');
        if (!work.length) return { rows: locked, work };
        // Every merchant of the batch locked before any is written, in the tick's order (by UFR),
        // the registry's date read with the first as a single registration reads it.
        const ufrs = [...new Set(work.map((r) => norm((r.pedido as ContractRegistration).unidades.ufr)))].sort();
        const today = await clockLockingMerchant(q, ufrs[0]!);
        for (const ufr of ufrs.slice(1)) await lockMerchant(q, ufr);
        const outcomes: { resultado: unknown; erros: RegistryError[] }[] = [];
        for (const [i, row] of work.entries()) {
          await q(i ? 'release savepoint work; savepoint work' : 'savepoint work');
          try {
            outcomes.push({ resultado: await this.doRegister(q, row.pedido as ContractRegistration, row.protocolo, today), erros: [] });
          } catch (err) {
            if (!(err instanceof RegistryRefusal)) throw err;
            await q('rollback to savepoint work');
            outcomes.push({ resultado: null, erros: err.erros });
          }
        }
        const written = await q<Omit<OperationRow, 'resultado'>>(
          `update registry.operations o set status = x.s, resultado = x.r::json, erros = x.e::jsonb, processada_em = now()
           from unnest($1::text[], $2::text[], $3::text[], $4::text[]) as x(p, s, r, e)
           where o.protocolo = x.p
           returning o.protocolo, o.tipo, o.idempotency_key, o.status, o.pedido, o.erros, o.recebida_em, o.processada_em`,
          [
            work.map((r) => r.protocolo),
            outcomes.map((o) => (o.erros.length ? 'rejeitada' : 'processada')),
            outcomes.map((o) => JSON.stringify(o.resultado)),
            outcomes.map((o) => JSON.stringify(o.erros)),
          ],
        );
        const results = new Map(work.map((r, i) => [r.protocolo, outcomes[i]!.resultado]));
        for (const w of written) byProtocol.set(w.protocolo, { ...w, resultado: results.get(w.protocolo) ?? null });
        return { rows: [...byProtocol.values()], work };
      },
      { workBegins: true },
    );
    const processed = new Set(done.work.map((r) => r.protocolo));
    const byProtocol = new Map(done.rows.map((r) => [r.protocolo, r]));
    const answers = new Map<string, Operation | null>();
    for (const p of unique) {
      const row = byProtocol.get(p);
      // Not a contract registration, or left 'recebida' by another: processed on its own.
      if (row && !processed.has(p) && row.status === 'recebida') answers.set(p, await this.process(p));
      else answers.set(p, row ? this.outcomeOf(row, processed.has(p)) : null);
    }
    return protocolos.map((p) => answers.get(p)!);
  }

  /** Processes writes left 'recebida' for longer than `olderThanSeconds` (a lost job or process). */
  async processPending(olderThanSeconds: number): Promise<number> {
    const { rows } = await this.pool.query<{ protocolo: string }>(
      `select protocolo from registry.operations where status = 'recebida' and recebida_em < now() - make_interval(secs => $1)
       order by recebida_em limit 500`,
      [olderThanSeconds],
    );
    for (const r of rows) await this.process(r.protocolo);
    return rows.length;
  }

  private async clock(q: Q): Promise<string> {
    const [row] = await q<{ today: string }>('select today::text from registry.clock');
    return row!.today;
  }

  private handle(q: Q, tipo: OperationKind, pedido: unknown, protocolo: string): Promise<unknown> {
    switch (tipo) {
      case 'optin':
        return this.doOptIn(q, pedido as OptInRequest, protocolo);
      case 'optout':
        return this.doOptOut(q, pedido as OptOutRequest);
      case 'registro_contrato':
        return this.doRegister(q, pedido as ContractRegistration, protocolo);
      case 'alteracao_domicilio':
        return this.doChangeAccount(q, pedido as SettlementAccountChange);
      case 'cancelamento_contrato':
        return this.doEnd(q, pedido as ContractAction, 'cancelado');
      case 'baixa_contrato':
        return this.doEnd(q, pedido as ContractAction, 'baixado');
      case 'liquidacao_contrato':
        return this.doEnd(q, pedido as ContractAction, 'liquidado');
    }
  }

  /**
   * Checks acquirers and arranjos against the merchant (which it meets first, unless the caller
   * already read its pairs); returns the merchant's acquirer-arranjo pairs.
   */
  private async checkScope(
    q: Q,
    ufr: string,
    credenciadoras: string[],
    arranjos: string[],
    today: string,
    known?: MerchantArranjo[],
  ): Promise<MerchantArranjo[]> {
    const invalid = arranjos.filter((a) => !ARRANJO_CODES.has(a));
    if (invalid.length) throw refuse(...invalid.map((a) => registryError('invalidArranjo', a)));
    let pairs = known;
    if (!pairs) {
      await ensureMerchant(q, ufr, today);
      pairs = await merchantArranjos(q, ufr);
    }
    const linked = new Set(pairs.map((p) => p.credenciadora));
    const unlinked = credenciadoras.filter((c) => !linked.has(c));
    if (unlinked.length) throw refuse(...unlinked.map((c) => registryError('ufrNotLinked', c)));
    return pairs;
  }

  private async doOptIn(q: Q, req: OptInRequest, protocolo: string): Promise<OptIn> {
    const ufr = norm(req.ufr);
    const financiador = norm(req.financiador);
    const credenciadoras = normList(req.credenciadoras, norm);
    const arranjos = normList(req.arranjos, (s) => s.trim().toUpperCase());
    const today = await this.clock(q);
    if (req.dataFim < req.dataInicio) throw refuse(registryError('invalidPeriod'));
    if (req.dataFim < today) throw refuse(registryError('optInExpired'));
    await lockMerchant(q, ufr);
    await this.checkScope(q, ufr, credenciadoras, arranjos, today);
    const [row] = await q<OptInRow>(
      `insert into registry.optins (identificador, financiador, ufr, data_assinatura, data_inicio, data_fim, credenciadoras, arranjos, protocolo)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning ${OPTIN_COLUMNS}`,
      [
        newId('OPT'),
        financiador,
        ufr,
        req.dataAssinatura,
        req.dataInicio,
        req.dataFim,
        credenciadoras,
        arranjos,
        protocolo,
      ],
    );
    return toOptIn(row!, today);
  }

  private async doOptOut(q: Q, req: OptOutRequest): Promise<OptIn> {
    const today = await this.clock(q);
    const [row] = await q<OptInRow>(
      `update registry.optins set data_optout = coalesce(data_optout, $4)
       where identificador = $1 and financiador = $2 and ufr = $3 returning ${OPTIN_COLUMNS}`,
      [req.identificadorOptIn, norm(req.financiador), norm(req.ufr), today],
    );
    if (!row) throw refuse(registryError('optInNotFound'));
    return toOptIn(row, today);
  }

  async listOptIns(query: { ufr: string; financiador?: string }): Promise<OptIn[]> {
    const today = await this.today();
    const { rows } = await this.pool.query<OptInRow>(
      `select ${OPTIN_COLUMNS} from registry.optins where ufr = $1 and ($2::text is null or financiador = $2)
       order by data_inicio desc, identificador`,
      [norm(query.ufr), query.financiador ? norm(query.financiador) : null],
    );
    return rows.map((r) => toOptIn(r, today));
  }

  // -------------------------------------------------------------------------------------------
  // Discovery and agenda
  // -------------------------------------------------------------------------------------------

  /**
   * What the financiador may see of the merchant: everything its active opt-ins cover, or,
   * without one, the URs its active contracts reach; refused with neither. Read in one
   * statement with what every read of the merchant needs next: the registry's date, whether
   * it has met the merchant, and (`withTransfers`) what troca de titularidade (effect type 1)
   * moved of its URs, per UR and creditor (a merchant's transfers are few).
   */
  private async access(financiador: string, ufr: string, withTransfers = false) {
    const { rows } = await this.pool.query<{
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
  private async meet(ufr: string, today: string): Promise<void> {
    await inTx(this.pool, async (q) => {
      await lockMerchant(q, ufr);
      await ensureMerchant(q, ufr, today);
    });
  }

  async discover(query: { financiador: string; ufr: string }): Promise<Discovery> {
    const ufr = norm(query.ufr);
    const { today, optins, known } = await this.access(norm(query.financiador), ufr);
    if (!known) await this.meet(ufr, today);
    const pairs = await merchantArranjos((t, p) => this.pool.query(t, p).then((r) => r.rows), ufr);
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

  async queryAgenda(query: AgendaQuery): Promise<AgendaAnswer> {
    const ufr = norm(query.ufr);
    const financiador = norm(query.financiador);
    const { today, optins, viaContract, known, transfers } = await this.access(financiador, ufr, true);
    if (!known) await this.meet(ufr, today);
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
    const { rows } = await this.pool.query<AgendaGroup>({
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

  // -------------------------------------------------------------------------------------------
  // Contracts
  // -------------------------------------------------------------------------------------------

  /** `lockedToday`: the caller already holds the merchant's lock and read the registry's date. */
  private async doRegister(q: Q, req: ContractRegistration, protocolo: string, lockedToday?: string): Promise<Contract> {
    const financiador = norm(req.financiador);
    const ufr = norm(req.unidades.ufr);
    const today = lockedToday ?? (await clockLockingMerchant(q, ufr));
    const scope = req.unidades;
    const credenciadoras = normList(scope.credenciadoras, norm);
    const arranjos = normList(scope.arranjos, (s) => s.trim().toUpperCase());
    if (req.regraDivisao === 2) {
      if (!Number.isSafeInteger(req.percentualBp) || req.percentualBp! <= 0)
        throw refuse(registryError('invalidAmount'));
      if (req.percentualBp! > 10_000) throw refuse(registryError('percentageOver100'));
    } else if (!Number.isSafeInteger(req.valor) || req.valor! <= 0)
      throw refuse(registryError('invalidAmount'));
    if (scope.dataInicio < today) throw refuse(registryError('startDateInPast'));
    if (scope.dataFim < scope.dataInicio || scope.dataFim > addMonths(today, TO_CONSTITUTE_MONTHS))
      throw refuse(registryError('invalidPeriod'));

    // Everything the checks need in one statement, read under the merchant's lock (taken above).
    const [seen] = await q<{
      known: boolean;
      pairs: MerchantArranjo[];
      taken: boolean;
      overlapping: ContractRegistration['unidades'][];
      next: number;
      id: string;
    }>(
      `select exists (select 1 from registry.merchants where ufr = $2) as known,
         coalesce((select json_agg(json_build_object('credenciadora', credenciadora, 'arranjo', arranjo)
                                   order by credenciadora, arranjo)
                   from registry.merchant_arranjos where ufr = $2), '[]') as pairs,
         exists (select 1 from registry.contracts where financiador = $1 and referencia_externa = $6) as taken,
         coalesce((select json_agg(unidades) from registry.contracts
                   where financiador = $1 and ufr = $2 and tipo_efeito = $3 and status = 'ativo'
                     and (unidades->>'dataInicio') <= $5 and (unidades->>'dataFim') >= $4), '[]') as overlapping,
         (select coalesce(max(prioridade), 0) + 1 from registry.contracts where ufr = $2) as next,
         nextval('registry.contracts_id_seq') as id`,
      [financiador, ufr, req.tipoEfeito, scope.dataInicio, scope.dataFim, req.referenciaExterna],
    );
    const merchantPairs = await this.checkScope(
      q,
      ufr,
      credenciadoras,
      arranjos,
      today,
      seen!.known ? seen!.pairs : undefined,
    );
    if (seen!.taken) throw refuse(registryError('duplicateReference'));
    if (
      seen!.overlapping.some(
        (o) => intersects(o.credenciadoras, credenciadoras) && intersects(o.arranjos, arranjos),
      )
    )
      throw refuse(registryError('overlappingGuarantee'));

    const pairs = merchantPairs.filter(
      (p) =>
        (!credenciadoras.length || credenciadoras.includes(p.credenciadora)) &&
        (!arranjos.length || arranjos.includes(p.arranjo)),
    );
    const units = await unitsInScope(q, ufr, pairs, scope.dataInicio, scope.dataFim, today);
    // The id taken up front (with the checks' read): the row goes in with the effects, in the
    // one statement that writes them, and is known here without reading it back.
    const created: ContractRow = {
      id: seen!.id,
      identificador: newId('CTR'),
      referencia_externa: req.referenciaExterna,
      financiador,
      ufr,
      tipo_efeito: req.tipoEfeito,
      regra_divisao: req.regraDivisao,
      valor: req.regraDivisao === 1 || req.valor != null ? String(req.valor) : null,
      percentual_bp: req.regraDivisao === 2 ? req.percentualBp! : null,
      prioridade: req.prioridade ?? seen!.next,
      data_assinatura: req.dataAssinatura,
      data_vencimento: req.dataVencimento,
      unidades: { ...scope, ufr, credenciadoras, arranjos },
      domicilio: req.domicilio,
      status: 'ativo',
    };
    const insertContract = (arg: (value: unknown) => string) =>
      `insert into registry.contracts (id, identificador, referencia_externa, financiador, ufr, tipo_efeito, regra_divisao, valor,
         percentual_bp, prioridade, data_assinatura, data_vencimento, unidades, domicilio, protocolo)
       values (${[
         created.id,
         created.identificador,
         created.referencia_externa,
         financiador,
         ufr,
         created.tipo_efeito,
         created.regra_divisao,
         created.valor,
         created.percentual_bp,
         created.prioridade,
         created.data_assinatura,
         created.data_vencimento,
         JSON.stringify(created.unidades),
         JSON.stringify(created.domicilio),
         protocolo,
       ]
         .map(arg)
         .join(', ')})`;
    const terms = termsOf({ ...created, usado: '0' });
    let effects;
    try {
      effects = await reallocate(
        q,
        units.map((u) => Number(u.id)),
        { newContract: terms, loaded: units, alsoWrite: insertContract },
      );
    } catch (err) {
      if (err instanceof EffectLimitReached) throw refuse(registryError('unitEffectLimit', err.message));
      throw err;
    }
    // Built from what was just written: reading 2,000 effects back would double the work.
    return this.contractOf(
      q,
      created,
      effects.map((e) => ({
        credenciadora: e.credenciadora,
        ufr,
        arranjo: e.arranjo,
        data_liquidacao: e.dataLiquidacao,
        constituida: e.constituida,
        valor_onerado: String(e.valorOnerado),
        valor_aplicado: String(e.valorConstituidoEfeito),
        valor_liquidado: '0',
        indicador: e.indicadorOneracao,
        status: e.status,
      })),
    );
  }

  private async lockedContract(q: Q, ref: ContractRef): Promise<ContractRow> {
    const [row] = await q<ContractRow>(
      `select ${CONTRACT_COLUMNS} from registry.contracts
       where financiador = $1 and (identificador = $2 or referencia_externa = $3)`,
      [norm(ref.financiador), ref.identificadorContrato ?? null, ref.referenciaExterna ?? null],
    );
    if (!row) throw refuse(registryError('contractNotFound'));
    await lockMerchant(q, row.ufr);
    const [locked] = await q<ContractRow>(
      `select ${CONTRACT_COLUMNS} from registry.contracts where id = $1 for update`,
      [row.id],
    );
    return locked!;
  }

  private async doChangeAccount(q: Q, req: SettlementAccountChange): Promise<Contract> {
    const row = await this.lockedContract(q, req.contrato);
    if (row.status !== 'ativo') throw refuse(registryError('contractNotActive'));
    const [updated] = await q<ContractRow>(
      `update registry.contracts set domicilio = $2 where id = $1 returning ${CONTRACT_COLUMNS}`,
      [row.id, JSON.stringify(req.domicilio)],
    );
    return (await this.contractOf(q, updated!))!;
  }

  /** Cancel, baixa and liquidação end the contract: its effects are removed and the URs freed. */
  private async doEnd(
    q: Q,
    req: ContractAction,
    status: 'cancelado' | 'baixado' | 'liquidado',
  ): Promise<Contract> {
    const row = await this.lockedContract(q, req.contrato);
    if (row.status !== 'ativo') throw refuse(registryError('contractNotActive'));
    const units = await q<{ id: string }>(
      `select u.id from registry.units u join registry.effects e on e.unit_id = u.id
       where e.contract_id = $1 and e.status <> 'removido' and u.liquidada_em is null order by u.id for update of u`,
      [row.id],
    );
    await q(
      `update registry.effects set status = 'removido', valor_aplicado = 0, indicador = 0
       where contract_id = $1 and status <> 'removido'`,
      [row.id],
    );
    const [updated] = await q<ContractRow>(
      `update registry.contracts set status = $2 where id = $1 returning ${CONTRACT_COLUMNS}`,
      [row.id, status],
    );
    // Freed amounts go to the effects behind it (a failed or partial one may apply now).
    await reallocate(
      q,
      units.map((u) => Number(u.id)),
    );
    return (await this.contractOf(q, updated!))!;
  }

  async findContract(ref: ContractRef): Promise<Contract | null> {
    if (!ref.identificadorContrato && !ref.referenciaExterna) return null;
    const q: Q = async (t, p) => (await this.pool.query(t, p)).rows;
    const [row] = await q<ContractRow>(
      `select ${CONTRACT_COLUMNS} from registry.contracts
       where financiador = $1 and (identificador = $2 or referencia_externa = $3)`,
      [norm(ref.financiador), ref.identificadorContrato ?? null, ref.referenciaExterna ?? null],
    );
    return row ? this.contractOf(q, row) : null;
  }

  private async contractOf(q: Q, c: ContractRow, known?: EffectRow[]): Promise<Contract> {
    const effects =
      known ??
      (await q<EffectRow>(
        `select u.credenciadora, u.ufr, u.arranjo, u.data_liquidacao::text, u.constituida,
              e.valor_onerado, e.valor_aplicado, e.valor_liquidado, u.liquidada_em::text, e.indicador, e.status
       from registry.effects e join registry.units u on u.id = e.unit_id
       where e.contract_id = $1 order by u.data_liquidacao, u.credenciadora, u.arranjo`,
        [c.id],
      ));
    let bloqueado = 0;
    let liquidado = 0;
    let pendente = 0;
    let efeito = 0;
    let short = false;
    for (const e of effects) {
      bloqueado += Number(e.valor_aplicado);
      liquidado += Number(e.valor_liquidado);
      if (e.status === 'removido') continue;
      efeito += Number(e.valor_onerado);
      if (e.status === 'solicitado') pendente += Number(e.valor_onerado);
      if (e.constituida && Number(e.valor_aplicado) < Number(e.valor_onerado)) short = true;
    }
    const valor = c.valor === null ? null : Number(c.valor);
    const usado = bloqueado + liquidado;
    let resultado: Contract['resultadoDistribuicao'];
    if (c.regra_divisao === 1) {
      pendente = Math.max(0, (valor ?? 0) - usado);
      resultado = usado >= (valor ?? 0) ? 1 : 2;
    } else if (valor !== null) resultado = usado > valor ? 3 : usado === valor ? 1 : 2;
    else resultado = short ? 2 : 1;
    return {
      identificadorContrato: c.identificador,
      referenciaExterna: c.referencia_externa,
      financiador: c.financiador,
      ufr: c.ufr,
      tipoEfeito: c.tipo_efeito as Contract['tipoEfeito'],
      regraDivisao: c.regra_divisao === 2 ? 2 : 1,
      valor,
      percentualBp: c.percentual_bp,
      dataAssinatura: c.data_assinatura,
      dataVencimento: c.data_vencimento,
      status: c.status,
      domicilio: c.domicilio,
      resultadoDistribuicao: resultado,
      valorConstituido: usado,
      valorPendente: pendente,
      valorEfeito: efeito,
      valorBloqueado: bloqueado,
      efeitos: effects.map((e) => ({
        credenciadora: e.credenciadora,
        ufr: e.ufr,
        arranjo: e.arranjo,
        dataLiquidacao: e.data_liquidacao,
        valorOnerado: Number(e.valor_onerado),
        valorConstituidoEfeito: Number(e.valor_aplicado),
        indicadorOneracao: e.indicador,
        status: e.status,
        constituida: e.constituida,
        valorLiquidado: Number(e.valor_liquidado),
        dataLiquidacaoEfetiva: Number(e.valor_liquidado) > 0 ? (e.liquidada_em ?? null) : null,
      })),
    };
  }

  // -------------------------------------------------------------------------------------------
  // The tick and the reconciliation read side
  // -------------------------------------------------------------------------------------------

  /** Advances the clock one day at a time up to `ate`, each day in one transaction. */
  async tick(ate: string): Promise<TickSummary> {
    const de = await this.today();
    const summary: TickSummary = {
      de,
      ate: de,
      vendasAdicionadas: 0,
      cancelamentos: 0,
      unidadesLiquidadas: 0,
      efeitosLiberados: 0,
    };
    for (let day = addDays(de, 1); day <= ate; day = addDays(day, 1)) {
      const done = await inTx(this.pool, (q) => tickDay(q, day));
      if (!done) continue;
      summary.vendasAdicionadas += done.vendasAdicionadas;
      summary.cancelamentos += done.cancelamentos;
      summary.unidadesLiquidadas += done.unidadesLiquidadas;
      summary.efeitosLiberados += done.efeitosLiberados;
    }
    summary.ate = await this.today();
    return summary;
  }

  async listUnits(query: UnitsQuery): Promise<{ unidades: UnitWithSettlements[]; proximo: string | null }> {
    const limite = Math.min(Math.max(query.limite ?? 100, 1), 1000);
    const after = query.depoisDe ? decodeCursor(query.depoisDe) : null;
    const { rows } = await this.pool.query<UnitRow>(
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
    const paid = await this.settlementsOf(page.map((r) => Number(r.id)));
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

  private async settlementsOf(unitIds: number[], byEffect = false): Promise<Map<number, Settlement[]>> {
    const out = new Map<number, Settlement[]>();
    if (!unitIds.length) return out;
    const { rows } = await this.pool.query<{
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

  async traceUnit(chave: string): Promise<UnitTrace | null> {
    const [credenciadora, ufr, arranjo, data] = chave.split(':');
    if (!credenciadora || !ufr || !arranjo || !data || !/^\d{4}-\d{2}-\d{2}$/.test(data)) return null;
    const { rows } = await this.pool
      .query<UnitRow>(
        `select ${UNIT_COLUMNS} from registry.units u
       where u.credenciadora = $1 and u.ufr = $2 and u.arranjo = $3 and u.data_liquidacao = $4::date order by u.titular limit 1`,
        [credenciadora, ufr, arranjo, data],
      )
      .catch(() => ({ rows: [] as UnitRow[] }));
    const unit = rows[0];
    if (!unit) return null;
    const id = Number(unit.id);
    const { rows: effects } = await this.pool.query<{
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
    const byUnit = await this.settlementsOf([id]);
    const byEffect = await this.settlementsOf([id], true);
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
}

function covers(
  o: { credenciadoras: string[]; arranjos: string[] },
  credenciadora: string,
  arranjo: string,
): boolean {
  return (
    (!o.credenciadoras.length || o.credenciadoras.includes(credenciadora)) &&
    (!o.arranjos.length || o.arranjos.includes(arranjo))
  );
}

/** Two filters (empty = everything) have something in common. */
function intersects(a: readonly string[] | undefined, b: readonly string[]): boolean {
  if (!a?.length || !b.length) return true;
  return a.some((x) => b.includes(x));
}

function encodeCursor(date: string, id: string): string {
  return Buffer.from(`${date}|${id}`).toString('base64url');
}

function decodeCursor(cursor: string): { date: string; id: string } | null {
  const [date, id] = Buffer.from(cursor, 'base64url').toString().split('|');
  return date && /^\d{4}-\d{2}-\d{2}$/.test(date) && id && /^\d{1,18}$/.test(id) ? { date, id } : null;
}
