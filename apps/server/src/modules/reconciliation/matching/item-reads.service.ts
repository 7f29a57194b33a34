import {
  addDays,
  centsToDecimalText,
  MESSAGES,
  UNIDENTIFIED_ACQUIRER,
  type BankItem,
  type ReconciliationBankQuery,
  type ReconciliationScheduleQuery,
  type ScheduleItem,
} from '@lastro/domain';
import { notFound } from '../../../lib/errors';
import type { AuthContext } from '../../../plugins/route-auth';
import type { BankRow, ItemListsRepository, ListScope, ScheduleRow } from './item-lists.repository';
import type { AccountLabelRow, ItemDetailsRepository, ItemDivergenceRow } from './item-details.repository';
import { percentText } from './sql-filter';

const M = MESSAGES.reconciliationItems;
export const money = (cents: string | number) => centsToDecimalText(Number(cents));

export interface ItemReadsDeps {
  lists: ItemListsRepository;
  details: ItemDetailsRepository;
  today(): Promise<string>;
  /** The register's acquirers: id → CNPJ. */
  acquirerDocuments(): Promise<Map<number, string>>;
  bankName(code: string): Promise<string>;
  merchantDocument(creditorId: string | null, merchantId: string): Promise<string | null>;
}

/** Who reads: an admin's creditor filter (all when none), a creditor user's own creditor whatever it sends. */
export const creditorScope = (auth: AuthContext, asked: string | undefined) => (auth.isAdmin ? (asked ?? null) : auth.creditorId!);

/** A row of another creditor is not found for a creditor user (spec 4 §7). */
export function visibleTo(auth: AuthContext, row: { creditor_id: string } | undefined) {
  if (!row || (!auth.isAdmin && row.creditor_id !== auth.creditorId)) throw notFound();
  return row;
}

/** 'Não identificada' and the acquirers of the filter as the items store them (CNPJs). */
export async function acquirersOf(ids: (number | typeof UNIDENTIFIED_ACQUIRER)[] | undefined, documents: () => Promise<Map<number, string>>) {
  if (!ids?.length) return undefined;
  const known = await documents();
  return ids.map((id) => (id === UNIDENTIFIED_ACQUIRER ? UNIDENTIFIED_ACQUIRER : (known.get(id) ?? `#${id}`)));
}

const acquirerRef = (document: string, name: string | null) =>
  document === UNIDENTIFIED_ACQUIRER ? { document: null, name: M.unidentifiedAcquirer } : { document, name: name ?? document };

/** The reads of 'Conciliação de Agenda' and 'Conciliação Bancária' (spec 4 §2.3-§2.5). */
export function createItemReadsService(deps: ItemReadsDeps) {
  const { lists, details } = deps;

  async function labelsOf(accounts: Map<string, AccountLabelRow>) {
    const out = new Map<string, { id: string; label: string }>();
    for (const a of accounts.values())
      out.set(a.id, { id: a.id, label: `${a.bank_code} ${await deps.bankName(a.bank_code)} · ag ${a.agency} · cc ${a.account_number}${a.account_digit ? `-${a.account_digit}` : ''} — ${a.company_name}` });
    return out;
  }

  function divergenceFacts(rows: ItemDivergenceRow[]) {
    const byItem = new Map<string, { types: ScheduleItem['divergence_types']; justification: ScheduleItem['justification'] }>();
    for (const d of rows) {
      const entry = byItem.get(d.item_id) ?? { types: [], justification: null };
      if (d.status !== 'resolvida') entry.types.push(d.type as ScheduleItem['divergence_types'][number]);
      if (d.status === 'justificada' && d.justification)
        entry.justification = { reason_code: d.reason_code as NonNullable<ScheduleItem['justification']>['reason_code'], text: d.justification, by_name: d.justified_by_name, at: d.justified_at!.toISOString() };
      byItem.set(d.item_id, entry);
    }
    return byItem;
  }

  async function scheduleScope(auth: AuthContext, q: ReconciliationScheduleQuery) {
    const creditorId = creditorScope(auth, q.creditor_id);
    const merchantDocument = q.merchant_id ? ((await deps.merchantDocument(creditorId, q.merchant_id)) ?? '-') : undefined;
    return { creditorId, merchantDocument, acquirers: await acquirersOf(q.acquirer_ids, deps.acquirerDocuments), today: await deps.today() };
  }

  async function bankScope(auth: AuthContext, q: ReconciliationBankQuery): Promise<ListScope> {
    return { creditorId: creditorScope(auth, q.creditor_id), acquirers: await acquirersOf(q.acquirer_ids, deps.acquirerDocuments), today: await deps.today() };
  }

  async function shapeSchedule(rows: ScheduleRow[]): Promise<ScheduleItem[]> {
    const [accounts, divergences] = await Promise.all([
      details.accounts(rows.flatMap((r) => (r.account_id ? [r.account_id] : []))).then(labelsOf),
      details.divergences(rows.map((r) => r.id)).then(divergenceFacts),
    ]);
    return rows.map((r) => ({
      id: r.id,
      creditor_id: r.creditor_id,
      creditor_name: r.creditor_name,
      company_id: r.company_id,
      settlement_date: r.expected_date,
      merchant: { name: r.merchant_name, document: r.merchant_document },
      acquirer: acquirerRef(r.acquirer, r.acquirer_name),
      arrangement: { code: r.arrangement, name: r.arrangement_name },
      contract: { identifier: r.contract_identifier, deal_id: r.code ? r.deal_id : null, code: r.code, installment: r.code ? r.installment : null, installments_total: r.installments_total },
      account: r.account_id ? (accounts.get(r.account_id) ?? null) : null,
      expected: money(r.expected),
      settled: money(r.settled),
      effective_date: r.effective_date,
      effective_late: !!r.effective_date && r.effective_date > r.expected_date,
      difference: money(r.difference),
      beyond_tolerance: Math.abs(Number(r.difference)) > Number(r.tolerance_amount ?? 0),
      status: r.status as ScheduleItem['status'],
      differs: r.differs as ScheduleItem['differs'],
      waiting_reason: r.waiting_reason as ScheduleItem['waiting_reason'],
      divergence_types: divergences.get(r.id)?.types ?? [],
      justification: divergences.get(r.id)?.justification ?? null,
    }));
  }

  async function shapeBank(rows: BankRow[]): Promise<BankItem[]> {
    const [accounts, divergences, matches, suggestions] = await Promise.all([
      details.accounts(rows.map((r) => r.account_id)).then(labelsOf),
      details.divergences(rows.map((r) => r.id)).then(divergenceFacts),
      details.matches(rows.flatMap((r) => (r.match_id ? [r.match_id] : []))),
      details.suggestions(rows.filter((r) => r.suggestion_line_id).map((r) => r.id)),
    ]);
    return rows.map((r) => {
      const m = r.match_id ? matches.get(r.match_id) : undefined;
      const s = suggestions.get(r.id);
      return {
        id: r.id,
        creditor_id: r.creditor_id,
        creditor_name: r.creditor_name,
        company: r.company_id ? { id: r.company_id, name: r.company_name ?? '' } : null,
        account: accounts.get(r.account_id) ?? { id: r.account_id, label: '' },
        date: r.date,
        acquirer: acquirerRef(r.acquirer, r.acquirer_name),
        expected: money(r.expected),
        settled: money(r.settled),
        credited: money(r.credited),
        credited_date: r.credited_date,
        credited_late: !!r.credited_date && r.credited_date > r.date,
        diff_settled: money(r.diff_settled),
        diff_credited: money(r.diff_credited),
        status: r.status as BankItem['status'],
        waiting_reason: r.waiting_reason as BankItem['waiting_reason'],
        see_agenda: r.see_agenda,
        divergence_types: divergences.get(r.id)?.types ?? [],
        match: m ? { id: m.id, kind: m.kind, from_suggestion: m.from_suggestion, by_name: m.created_by_name, at: m.created_at.toISOString(), justification: m.justification } : null,
        suggestion: s ? { id: s.id, line: { id: Number(s.line_id), posted_date: s.posted_date, description: s.description, amount: money(s.amount) }, difference: money(s.difference) } : null,
      };
    });
  }

  return {
    /** '{código} {banco} · ag {agência} · cc {conta}-{dígito} — {empresa}' of the accounts. */
    accountLabels: async (ids: string[]) => labelsOf(await details.accounts(ids)),
    shapeSchedule,
    shapeBank,
    scheduleScope,
    bankScope,

    async scheduleList(auth: AuthContext, q: ReconciliationScheduleQuery) {
      const scope = await scheduleScope(auth, q);
      const [rows, t] = await Promise.all([lists.schedulePage(q, scope), lists.scheduleTotals(q, scope)]);
      return {
        results: await shapeSchedule(rows),
        metadata: { resultset: { offset: q.offset, limit: q.limit, count: t.count } },
        totals: {
          expected: money(t.expected),
          settled: money(t.settled),
          difference: money(t.difference),
          conciliated_percent: percentText(Number(t.conciliated_weight), Number(t.decided_weight)),
          pending_divergences: t.pending,
        },
      };
    },

    async scheduleCharts(auth: AuthContext, q: ReconciliationScheduleQuery) {
      const rows = await lists.scheduleCharts(q, await scheduleScope(auth, q));
      const counts = new Map<string, number>();
      for (const r of rows) counts.set(r.status, (counts.get(r.status) ?? 0) + r.count);
      return {
        by_date: rows.map((r) => ({ date: r.date, status: r.status as ScheduleItem['status'], expected: money(r.expected) })),
        by_status: [...counts].map(([status, count]) => ({ status: status as ScheduleItem['status'], count })),
      };
    },

    async bankList(auth: AuthContext, q: ReconciliationBankQuery) {
      const scope = await bankScope(auth, q);
      const [rows, t] = await Promise.all([lists.bankPage(q, scope), lists.bankTotals(q, scope)]);
      return {
        results: await shapeBank(rows),
        metadata: { resultset: { offset: q.offset, limit: q.limit, count: t.count } },
        totals: bankTotals(t),
      };
    },

    /**
     * 'Por dia' (spec 4 §2.4): one row per day of the period (today − 7 to today when not
     * given), the running difference from its first day, 'Outros lançamentos' and the balance of one account.
     */
    async bankDaily(auth: AuthContext, q: ReconciliationBankQuery) {
      const scope = await bankScope(auth, q);
      const from = q.date_from ?? addDays(scope.today, -7);
      const to = q.date_to ?? (q.date_from ? addDays(q.date_from, 91) : scope.today);
      const period = { ...q, date_from: from, date_to: to };
      const [groups, others, balances, t] = await Promise.all([
        lists.bankByDayAndStatus(period, scope),
        lists.otherEntries(q, scope, from, to),
        q.account_id ? lists.closingBalances(q.account_id, from, to) : Promise.resolve(null),
        lists.bankTotals(period, scope),
      ]);
      const results = [];
      let running = 0;
      for (let day = from; day <= to; day = addDays(day, 1)) {
        const rows = groups.filter((g) => g.date === day);
        const sum = (k: 'expected' | 'settled' | 'credited') => rows.reduce((s, r) => s + Number(r[k]), 0);
        const weight = (where: (status: string) => boolean) => rows.filter((r) => where(r.status)).reduce((s, r) => s + Number(r.weight), 0);
        const dayDifference = day <= scope.today ? sum('credited') - sum('settled') : 0;
        running += dayDifference;
        const balance = balances?.get(day);
        results.push({
          date: day,
          expected: money(sum('expected')),
          settled: money(sum('settled')),
          credited: money(sum('credited')),
          day_difference: money(dayDifference),
          running_difference: money(running),
          other_entries: money(others.get(day) ?? 0),
          closing_balance: balance === undefined ? null : money(balance),
          conciliated_percent: percentText(weight((s) => s === 'conciliada'), weight((s) => s !== 'aguardando' && s !== 'a_liquidar')),
        });
      }
      return { results, totals: bankTotals(t) };
    },

    async bankCharts(auth: AuthContext, q: ReconciliationBankQuery) {
      const scope = await bankScope(auth, q);
      const groups = await lists.bankByDayAndStatus(q, scope);
      const days = [...new Set(groups.map((g) => g.date))].sort();
      let running = 0;
      const by_date = days.map((date) => {
        const rows = groups.filter((g) => g.date === date);
        const sum = (k: 'expected' | 'settled' | 'credited') => rows.reduce((s, r) => s + Number(r[k]), 0);
        const forecast = date > scope.today;
        if (!forecast) running += sum('credited') - sum('settled');
        return { date, expected: money(sum('expected')), settled: money(forecast ? 0 : sum('settled')), credited: money(forecast ? 0 : sum('credited')), running_difference: money(running), forecast };
      });
      const byAcquirer = new Map<string, { acquirer: ReturnType<typeof acquirerRef>; status: BankItem['status']; amount: number }>();
      for (const g of groups) {
        const key = `${g.acquirer}|${g.status}`;
        const entry = byAcquirer.get(key) ?? { acquirer: acquirerRef(g.acquirer, g.acquirer_name), status: g.status as BankItem['status'], amount: 0 };
        entry.amount += Number(g.weight);
        byAcquirer.set(key, entry);
      }
      return { by_date, by_acquirer: [...byAcquirer.values()].map((e) => ({ ...e, amount: money(e.amount) })) };
    },
  };
}

function bankTotals(t: { expected: string; settled: string; credited: string; difference: string; conciliated_weight: string; decided_weight: string }) {
  return {
    expected: money(t.expected),
    settled: money(t.settled),
    credited: money(t.credited),
    difference: money(t.difference),
    conciliated_percent: percentText(Number(t.conciliated_weight), Number(t.decided_weight)),
  };
}

export type ItemReadsService = ReturnType<typeof createItemReadsService>;
