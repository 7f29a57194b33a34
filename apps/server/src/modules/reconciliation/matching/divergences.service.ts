import type { Divergence, DivergenceDetail, ReconciliationDivergenceQuery } from '@lastro/domain';
import type { AuthContext } from '../../../plugins/route-auth';
import type { DivergenceRow, DivergencesRepository } from './divergences.repository';
import { acquirersOf, creditorScope, money, visibleTo } from './item-reads.service';

/** Spec 4 §2.6, §11: the age bands of 'Idade das pendências' (max null: 'Mais de 30 dias'). */
export const AGE_BANDS = [
  { min: 0, max: 2 },
  { min: 3, max: 7 },
  { min: 8, max: 15 },
  { min: 16, max: 30 },
  { min: 31, max: null },
] as const;

export type DivergenceItemChain = Pick<DivergenceDetail, 'item' | 'chain' | 'bank_item' | 'credited'>;

export interface DivergencesDeps {
  repo: DivergencesRepository;
  today(): Promise<string>;
  acquirerDocuments(): Promise<Map<number, string>>;
  accountLabels(ids: string[]): Promise<Map<string, { id: string; label: string }>>;
  /** The divergence's item as its list shows it, with its chain (null when the run removed it). */
  chainOf(kind: 'agenda' | 'banco', id: string, isAdmin: boolean): Promise<DivergenceItemChain | null>;
}

/** 'Divergências' (spec 4 §2.6): the queue, its summary, one divergence and its history. */
export function createDivergencesService(deps: DivergencesDeps) {
  const { repo } = deps;

  const scopeOf = async (auth: AuthContext, q: ReconciliationDivergenceQuery) => ({
    creditorId: creditorScope(auth, q.creditor_id),
    acquirers: await acquirersOf(q.acquirer_ids, deps.acquirerDocuments),
    today: await deps.today(),
  });

  async function shape(rows: DivergenceRow[]): Promise<Divergence[]> {
    const labels = await deps.accountLabels([...new Set(rows.flatMap((r) => (r.account_id ? [r.account_id] : [])))]);
    return rows.map((r) => ({
      id: r.id,
      creditor_id: r.creditor_id,
      creditor_name: r.creditor_name,
      company: r.company_id ? { id: r.company_id, name: r.company_name ?? '' } : null,
      item_kind: r.item_kind,
      item_id: r.item_id,
      type: r.type as Divergence['type'],
      reference_date: r.reference_date,
      acquirer: r.acquirer === null ? null : r.acquirer === 'nao_identificada' ? { document: null, name: 'Não identificada' } : { document: r.acquirer, name: r.acquirer_name ?? r.acquirer },
      account: r.account_id ? (labels.get(r.account_id) ?? null) : null,
      expected: money(r.expected),
      found: money(r.found),
      difference: money(r.difference),
      status: r.status as Divergence['status'],
      reason_code: r.reason_code as Divergence['reason_code'],
      justification: r.justification,
      age_days: r.age_days,
      created_at: r.created_at.toISOString(),
      updated_at: r.updated_at.toISOString(),
      updated_by_name: r.updated_by_name,
    }));
  }

  async function visible(auth: AuthContext, id: string) {
    return visibleTo(auth, await repo.find(id)) as DivergenceRow;
  }

  return {
    visible,

    /** The home's figure (every creditor's when null): pending divergences, count and Σ |diferença|. */
    async pending(creditorId: string | null) {
      const totals = await repo.pendingTotals(creditorId);
      return { count: totals.count, amount: money(totals.abs_difference) };
    },

    async list(auth: AuthContext, q: ReconciliationDivergenceQuery) {
      const scope = await scopeOf(auth, q);
      const [rows, totals] = await Promise.all([repo.page(q, scope), repo.totals(q, scope)]);
      return {
        results: await shape(rows),
        metadata: { resultset: { offset: q.offset, limit: q.limit, count: totals.count } },
        totals: {
          count: totals.count,
          expected: money(totals.expected),
          found: money(totals.found),
          difference: money(totals.difference),
          abs_difference: money(totals.abs_difference),
        },
      };
    },

    async summary(auth: AuthContext, q: ReconciliationDivergenceQuery) {
      const rows = await repo.summary(q, await scopeOf(auth, q));
      const one = (kind: string) => rows.find((r) => r.kind === kind);
      const aging = AGE_BANDS.map((band) => {
        const inBand = rows.filter((r) => r.kind === 'age' && Number(r.key) >= band.min && (band.max === null || Number(r.key) <= band.max));
        return { min: band.min, max: band.max, count: inBand.reduce((s, r) => s + r.count, 0), abs_difference: money(inBand.reduce((s, r) => s + Number(r.abs_difference), 0)) };
      });
      const pending = one('pending');
      return {
        kpis: {
          pending_count: pending?.count ?? 0,
          pending_abs_difference: money(pending?.abs_difference ?? 0),
          oldest_days: pending?.oldest ?? null,
          resolved_30_days: one('resolved')?.count ?? 0,
          justified_30_days: one('justified')?.count ?? 0,
        },
        aging,
        by_type: rows.filter((r) => r.kind === 'type').map((r) => ({ type: r.key as Divergence['type'], count: r.count, abs_difference: money(r.abs_difference) })),
      };
    },

    /** 'Detalhe da divergência': the divergence, its item and the item's chain (the drawer shows the steps concerned). */
    async detail(auth: AuthContext, id: string): Promise<DivergenceDetail> {
      const [row] = await shape([await visible(auth, id)]);
      const chain = await deps.chainOf(row!.item_kind, row!.item_id, auth.isAdmin);
      return { ...row!, ...(chain ?? { item: null, chain: null, bank_item: null, credited: [] }) };
    },

    async history(auth: AuthContext, id: string, limit: number) {
      await visible(auth, id);
      return (await repo.history(id, limit)).map((e) => ({
        id: Number(e.id),
        event: e.event as 'criada',
        from_status: e.from_status as Divergence['status'] | null,
        to_status: e.to_status as Divergence['status'],
        reason_code: e.reason_code as Divergence['reason_code'],
        text: e.text,
        amount_before: e.amount_before === null ? null : money(e.amount_before),
        amount_after: e.amount_after === null ? null : money(e.amount_after),
        actor_name: e.actor_name,
        created_at: e.created_at.toISOString(),
      }));
    },
  };
}

export type DivergencesService = ReturnType<typeof createDivergencesService>;
