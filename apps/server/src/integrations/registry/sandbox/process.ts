import type pg from 'pg';
import {
  RegistryRefusal,
  type ContractAction,
  type ContractRegistration,
  type Operation,
  type OperationKind,
  type OptInRequest,
  type OptOutRequest,
  type RegistryError,
  type SettlementAccountChange,
} from '../registry';
import { changeSettlementAccount, endContract } from './contract-changes';
import { norm } from './conventions';
import { optIn, optOut } from './optins';
import type { OperationRow, Outcomes } from './outcomes';
import { registerContract } from './register';
import { clockLockingMerchant, inTx, lockMerchant, type Q } from './sql';

/** A write's work, in the caller's transaction; a RegistryRefusal rejects the write. */
function handle(q: Q, tipo: OperationKind, pedido: unknown, protocolo: string): Promise<unknown> {
  switch (tipo) {
    case 'optin':
      return optIn(q, pedido as OptInRequest, protocolo);
    case 'optout':
      return optOut(q, pedido as OptOutRequest);
    case 'registro_contrato':
      return registerContract(q, pedido as ContractRegistration, protocolo);
    case 'alteracao_domicilio':
      return changeSettlementAccount(q, pedido as SettlementAccountChange);
    case 'cancelamento_contrato':
      return endContract(q, pedido as ContractAction, 'cancelado');
    case 'baixa_contrato':
      return endContract(q, pedido as ContractAction, 'baixado');
    case 'liquidacao_contrato':
      return endContract(q, pedido as ContractAction, 'liquidado');
  }
}

/**
 * Processes a received write once: a second call (a retried job) finds it done and returns
 * it. A registry refusal rejects the operation; any other failure leaves it 'recebida' and
 * throws, so the job is retried.
 */
export async function processWrite(pool: pg.Pool, heard: Outcomes, protocolo: string): Promise<Operation | null> {
  const op = await inTx(pool, async (q, client) => {
    // The transaction's start, the locked read and the savepoint in one round trip (a
    // multi-statement query takes no parameters: the protocol goes in as an escaped literal).
    const [row] = await q<OperationRow>(
      `begin; select * from registry.operations where protocolo = ${client.escapeLiteral(protocolo)} for update; savepoint work`,
    );
    if (!row || row.status !== 'recebida') return row ? { row, fresh: false } : null;
    let resultado: unknown = null;
    let erros: RegistryError[] = [];
    try {
      resultado = await handle(q, row.tipo, row.pedido, row.protocolo);
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
  return heard.record(op.row, op.fresh);
}

/**
 * Processes received writes given together (`registerContracts`) once, as `process` does
 * each: the contract registrations in one transaction, in the order given, each under its own
 * savepoint, so a registry refusal rejects that one alone and the later ones meet the
 * earlier ones' effects; any other failure rolls the whole batch back, leaves every write
 * 'recebida' and throws (the job is retried; the sweep finds them too). Writes of other kinds
 * are processed one by one. Answers the operations in the order given (null: unknown protocol).
 */
export async function processBatch(
  pool: pg.Pool,
  heard: Outcomes,
  protocolos: readonly string[],
): Promise<(Operation | null)[]> {
  const unique = [...new Set(protocolos)];
  if (unique.length <= 1) {
    const one = unique[0] ? await processWrite(pool, heard, unique[0]) : null;
    return protocolos.map(() => one);
  }
  const done = await inTx(
    pool,
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
          outcomes.push({ resultado: await registerContract(q, row.pedido as ContractRegistration, row.protocolo, today), erros: [] });
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
    if (row && !processed.has(p) && row.status === 'recebida') answers.set(p, await processWrite(pool, heard, p));
    else answers.set(p, row ? heard.record(row, processed.has(p)) : null);
  }
  return protocolos.map((p) => answers.get(p)!);
}

/** Processes writes left 'recebida' for longer than `olderThanSeconds` (a lost job or process). */
export async function processPending(pool: pg.Pool, heard: Outcomes, olderThanSeconds: number): Promise<number> {
  const { rows } = await pool.query<{ protocolo: string }>(
    `select protocolo from registry.operations where status = 'recebida' and recebida_em < now() - make_interval(secs => $1)
     order by recebida_em limit 500`,
    [olderThanSeconds],
  );
  for (const r of rows) await processWrite(pool, heard, r.protocolo);
  return rows.length;
}
