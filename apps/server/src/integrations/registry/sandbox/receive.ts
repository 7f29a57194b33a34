import type pg from 'pg';
import { canonicalJson } from '../../../lib/canonical-json';
import { registryError } from '../errors';
import type { OperationKind, Receipt, WriteRequest } from '../registry';
import { newId, refuse } from './conventions';

/** Gives the new writes of one solicitante to whoever processes them. */
export type HandOver = (protocolos: string[], tipo: OperationKind, solicitante: string | undefined) => Promise<void>;

/** What a write asks, as compared under one key: neither the key nor the account writing is part of it. */
const askedOf = ({ idempotencyKey: _key, solicitante: _by, ...asked }: WriteRequest) => canonicalJson(asked);
/** The same comparison in SQL, on a stored or a given `pedido` (jsonb equality ignores key order). */
const ASKED = (pedido: string) => `(${pedido}::jsonb - 'idempotencyKey' - 'solicitante')`;

const reused = (keys: readonly string[]) => refuse(...keys.map((k) => registryError('idempotencyKeyReused', k)));

/**
 * Receives writes in one statement: one receipt each, in order; a key seen before answers its
 * first receipt when it comes with the same request, and is refused (100500) with another one:
 * then nothing of the call is received.
 */
export async function receiveWrites(
  pool: pg.Pool,
  tipo: OperationKind,
  reqs: readonly WriteRequest[],
  handOver: HandOver,
): Promise<Receipt[]> {
  // A key twice in one call is one write (the first request's), as it would be in two calls.
  const firsts = new Map<string, WriteRequest>();
  const clashing = new Set<string>();
  for (const r of reqs) {
    const first = firsts.get(r.idempotencyKey);
    if (!first) firsts.set(r.idempotencyKey, r);
    else if (askedOf(first) !== askedOf(r)) clashing.add(r.idempotencyKey);
  }
  if (clashing.size) throw reused([...clashing]);
  const keys = [...firsts.keys()];
  if (!keys.length) return [];
  // The statement's snapshot does not see the rows it inserts: a key is either new (ins) or
  // an earlier write's (o), never both. Nothing is inserted when a key was used for another
  // request. The writes a microsecond apart: the sweep (processPending, by reception) then
  // meets a batch in the order it was given.
  const { rows } = await pool.query<{
    key: string;
    protocolo: string | null;
    recebida_em: Date | null;
    novo: boolean;
    outro: boolean;
  }>(
    `with req as (select * from unnest($2::text[], $3::text[], $4::json[]) with ordinality as r(protocolo, key, pedido, n)),
     seen as (select r.key, o.protocolo, o.recebida_em, ${ASKED('o.pedido')} is distinct from ${ASKED('r.pedido')} as outro
              from req r join registry.operations o on o.tipo = $1 and o.idempotency_key = r.key),
     ins as (insert into registry.operations (protocolo, tipo, idempotency_key, pedido, recebida_em)
             select protocolo, $1, key, pedido, now() + (n - 1) * interval '1 microsecond' from req
             where not exists (select from seen where seen.outro) order by n
             on conflict (tipo, idempotency_key) do nothing returning protocolo, idempotency_key, recebida_em)
     select r.key, coalesce(i.protocolo, s.protocolo) as protocolo, coalesce(i.recebida_em, s.recebida_em) as recebida_em,
            i.protocolo is not null as novo, coalesce(s.outro, false) as outro
     from req r left join ins i on i.idempotency_key = r.key left join seen s on s.key = r.key
     order by r.n`,
    [tipo, keys.map(() => newId('PRT')), keys, keys.map((k) => JSON.stringify(firsts.get(k)))],
  );
  if (rows.some((r) => r.outro)) throw reused(rows.filter((r) => r.outro).map((r) => r.key));
  const lost = rows.filter((r) => !r.protocolo).map((r) => r.key);
  const lostClashing: string[] = [];
  if (lost.length) {
    // Parallel calls with the same keys inserted them between the statement's snapshot and its insert.
    const again = await pool.query<{ key: string; protocolo: string; recebida_em: Date; outro: boolean }>(
      `select o.idempotency_key as key, o.protocolo, o.recebida_em, ${ASKED('o.pedido')} is distinct from ${ASKED('r.pedido')} as outro
       from unnest($2::text[], $3::json[]) as r(key, pedido)
       join registry.operations o on o.tipo = $1 and o.idempotency_key = r.key`,
      [tipo, lost, lost.map((k) => JSON.stringify(firsts.get(k)))],
    );
    const found = new Map(again.rows.map((r) => [r.key, r]));
    for (const r of rows) {
      if (r.protocolo) continue;
      const other = found.get(r.key)!;
      if (other.outro) lostClashing.push(r.key);
      Object.assign(r, { protocolo: other.protocolo, recebida_em: other.recebida_em, novo: false });
    }
  }
  const bySolicitante = new Map<string | undefined, string[]>();
  for (const r of rows) {
    if (!r.novo) continue;
    const solicitante = firsts.get(r.key)!.solicitante;
    bySolicitante.set(solicitante, [...(bySolicitante.get(solicitante) ?? []), r.protocolo!]);
  }
  // What this call did insert is the registry's now: it is processed even when a key lost to
  // a parallel call with another request, whose refusal follows.
  for (const [solicitante, protocolos] of bySolicitante) {
    await handOver(protocolos, tipo, solicitante);
  }
  if (lostClashing.length) throw reused(lostClashing);
  const receipts = new Map(
    rows.map((r) => [r.key, { protocolo: r.protocolo!, recebidoEm: r.recebida_em!.toISOString() }]),
  );
  return reqs.map((r) => receipts.get(r.idempotencyKey)!);
}
