import type pg from 'pg';
import type { Operation, OperationKind, RegistryError } from '../registry';

export interface OperationRow {
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

type Listener = (op: Operation) => void;

/** What this process heard of its writes' outcomes: the listeners, and the outcomes not yet awaited. */
export class Outcomes {
  private readonly listeners = new Set<Listener>();
  /**
   * Outcomes this process just produced, until awaited: a processed write never changes again,
   * and reading a 2,000-effect result back would cost as much as producing it.
   */
  private readonly fresh = new Map<string, Operation>();

  listen(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** The operation of a row; `fresh`: this process just processed it, so it is kept for awaitOperation and announced. */
  record(row: Omit<OperationRow, 'pedido'>, fresh: boolean): Operation {
    const outcome = toOperation(row);
    if (fresh) {
      this.fresh.set(outcome.protocolo, outcome);
      // Bounded: outcomes nobody awaits here (processed for another process) must not pile up.
      if (this.fresh.size > FRESH_OUTCOMES) this.fresh.delete(this.fresh.keys().next().value!);
      for (const l of this.listeners) l(outcome);
    }
    return outcome;
  }

  /** A fresh outcome, handed out once. */
  take(protocolo: string): Operation | undefined {
    const known = this.fresh.get(protocolo);
    if (known) this.fresh.delete(protocolo);
    return known;
  }
}

export async function readOperation(pool: pg.Pool, protocolo: string): Promise<Operation | null> {
  const { rows } = await pool.query<OperationRow>('select * from registry.operations where protocolo = $1', [protocolo]);
  return rows[0] ? toOperation(rows[0]) : null;
}

export async function awaitOperation(
  pool: pg.Pool,
  outcomes: Outcomes,
  protocolo: string,
  opts: { pollMs?: number; awaitTimeoutMs?: number },
): Promise<Operation> {
  const known = outcomes.take(protocolo);
  if (known) return known;
  const deadline = Date.now() + (opts.awaitTimeoutMs ?? 60_000);
  let wait = 10;
  for (;;) {
    const op = await readOperation(pool, protocolo);
    if (!op) throw new Error(`unknown protocol: ${protocolo}`);
    if (op.status !== 'recebida') return op;
    if (Date.now() > deadline) throw new Error(`registry operation ${protocolo} still not processed`);
    await new Promise((r) => setTimeout(r, wait));
    wait = Math.min(wait * 2, opts.pollMs ?? 250);
  }
}
