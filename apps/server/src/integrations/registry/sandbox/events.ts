import type pg from 'pg';
import type { ContractSummary, EventFeed, EventsQuery, RegistryEvent } from '../registry-events';
import { norm } from './conventions';
import { distributionResult } from './distribution';

/** The channel the triggers of migration 0930 notify when they publish (after commit). */
export const EVENTS_CHANNEL = 'registry_events';

interface EventRow {
  financiador: string;
  seq: string;
  tipo: RegistryEvent['tipo'];
  data_referencia: string;
  ocorrido_em: Date;
  payload: Record<string, unknown>;
}

/** Numbers what committed since the last call (cheap when nothing waits: a partial index). */
async function publish(pool: pg.Pool): Promise<void> {
  await pool.query(
    'select registry.publish_events() where exists (select 1 from registry.events where seq is null)',
  );
}

/** The summary as stored, with the registry's result added (computed as findContract computes it). */
function summaryOf(raw: Omit<ContractSummary, 'resultadoDistribuicao'> & { valorPedido: number }): ContractSummary {
  const { valorPedido: _pedido, ...summary } = raw;
  const valor = raw.valor === null ? null : Number(raw.valor);
  return {
    ...summary,
    valor,
    resultadoDistribuicao: distributionResult({
      regraDivisao: raw.regraDivisao,
      valor,
      usado: Number(raw.valorConstituido),
      pedido: Number(raw.valorPedido),
      curto: raw.curto,
    }),
  };
}

function toEvent(r: EventRow): RegistryEvent {
  const payload = { ...r.payload };
  if (payload.contrato) payload.contrato = summaryOf(payload.contrato as Parameters<typeof summaryOf>[0]);
  return {
    financiador: r.financiador,
    seq: Number(r.seq),
    tipo: r.tipo,
    dataReferencia: r.data_referencia,
    ocorridoEm: r.ocorrido_em.toISOString(),
    payload,
  } as unknown as RegistryEvent;
}

export async function readEvents(pool: pg.Pool, q: EventsQuery): Promise<RegistryEvent[]> {
  await publish(pool);
  const { rows } = await pool.query<EventRow>(
    `select financiador, seq, tipo, data_referencia::text, ocorrido_em, payload from registry.events
     where financiador = $1 and seq > $2 order by seq limit $3`,
    [norm(q.financiador), q.depoisDe, Math.min(Math.max(q.limite ?? 500, 1), 5000)],
  );
  return rows.map(toEvent);
}

export async function eventFeeds(pool: pg.Pool): Promise<EventFeed[]> {
  await publish(pool);
  const { rows } = await pool.query<{ financiador: string; ultimo: string }>(
    'select financiador, ultimo from registry.event_sequences order by financiador',
  );
  return rows.map((r) => ({ financiador: r.financiador, ultimo: Number(r.ultimo) }));
}
