import type pg from 'pg';
import type { OperationKind, Receipt, WriteRequest } from '../registry';
import { newId } from './conventions';

/** Gives the new writes of one solicitante to whoever processes them. */
export type HandOver = (protocolos: string[], tipo: OperationKind, solicitante: string | undefined) => Promise<void>;

/** Receives writes in one statement: one receipt each, in order; a key seen before answers its first. */
export async function receiveWrites(
  pool: pg.Pool,
  tipo: OperationKind,
  reqs: readonly WriteRequest[],
  handOver: HandOver,
): Promise<Receipt[]> {
  // A key twice in one call is one write (the first request's), as it would be in two calls.
  const firsts = new Map<string, WriteRequest>();
  for (const r of reqs) if (!firsts.has(r.idempotencyKey)) firsts.set(r.idempotencyKey, r);
  const keys = [...firsts.keys()];
  if (!keys.length) return [];
  // The statement's snapshot does not see the rows it inserts: a key is either new (ins) or
  // an earlier write's (o), never both. The writes a microsecond apart: the sweep
  // (processPending, by reception) then meets a batch in the order it was given.
  const { rows } = await pool.query<{ key: string; protocolo: string | null; recebida_em: Date | null; novo: boolean }>(
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
    const again = await pool.query<{ key: string; protocolo: string; recebida_em: Date }>(
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
    await handOver(protocolos, tipo, solicitante);
  }
  const receipts = new Map(
    rows.map((r) => [r.key, { protocolo: r.protocolo!, recebidoEm: r.recebida_em!.toISOString() }]),
  );
  return reqs.map((r) => receipts.get(r.idempotencyKey)!);
}
