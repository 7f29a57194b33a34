import { addBusinessDays, businessDaysBetween } from '../../calendar/business-days';
import { UNIDENTIFIED_ACQUIRER } from '../../messages/reconciliation-codes';
import type { Cents } from '../../calendar/money';
import { agendaItemState, type AgendaItemState, type DivergenceType, type RunClock, type Tolerance } from './agenda-status';
import { matchBankItems, type BankItemInput, type CardCredit, type HeldMatch } from './bank-matching';
import { bankItemState, creditsWithoutOrigin, type BankItemState } from './bank-status';

/** A reconciliation account as a run sees it: its company's switch, start and tolerances (spec 4 §3.1-§3.2). */
export interface ScopeAccount {
  id: string;
  companyId: string;
  companyActive: boolean;
  /** 'Conciliar': only these get bank items. */
  reconcile: boolean;
  startDate: string;
  tolerance: Tolerance;
}

/** What a registry copy says of one UR: whose contract, which acquirer and merchant, into which account, how much. */
interface ScopeUrRow {
  /** Null for a merchant account's free part. */
  contractIdentifier: string | null;
  urKey: string;
  acquirer: string;
  merchantDocument: string;
  arrangement: string;
  accountId: string | null;
  domicileKey: string | null;
  amount: Cents;
}

/** A Previsto row of the registry copies (per effect, or per merchant account's free part, on a UR). */
export interface ScopeExpected extends ScopeUrRow {
  expectedDate: string;
}

/** A settlement of the registry copies: paid on its effective date for a UR of its settlement date. */
export interface ScopeSettlement extends ScopeUrRow {
  id: string;
  settlementDate: string;
  effectiveDate: string;
}

/** A committed statement line (credit positive); debits are always 'outro'. */
export interface ScopeLine extends CardCredit {
  classification: 'recebivel_cartao' | 'outro';
}

export interface ScopeInput {
  /** The dates recomputed: agenda items by expected date, bank items by their day. */
  range: { from: string; to: string };
  /** The accounts recomputed (null: all of them). */
  accountIds: ReadonlySet<string> | null;
  accounts: readonly ScopeAccount[];
  expected: readonly ScopeExpected[];
  settlements: readonly ScopeSettlement[];
  lines: readonly ScopeLine[];
  /** Active manual matches and confirmed suggestions, by bank item key and line id: kept as they are. */
  held: readonly HeldMatch[];
  /** `${bankItemKey}|${lineId}` pairs rejected by a user. */
  rejected: ReadonlySet<string>;
  /** `${accountId}|${date}` of the days a committed statement covers (§4.4). */
  covered: ReadonlySet<string>;
  clock: RunClock;
}

export interface ScopeAgendaItem extends AgendaItemState {
  contractIdentifier: string;
  urKey: string;
  companyId: string;
  accountId: string;
  acquirer: string;
  merchantDocument: string;
  arrangement: string;
  expectedDate: string;
  expected: Cents;
  /** The account the latest settlement went into. */
  settledAccountId: string | null;
}

export interface ScopeBankItem extends Omit<BankItemState, 'divergence'> {
  /** The natural key: '{account}|{acquirer}|{date}', or 'line:{id}' for a credit without origin. */
  key: string;
  accountId: string;
  companyId: string;
  /** The acquirer's CNPJ, or 'nao_identificada'. */
  acquirer: string;
  date: string;
  bankLineId: string | null;
  expected: Cents;
  settled: Cents;
  credited: Cents;
  creditedDate: string | null;
  settlementIds: string[];
  /** The lines giving Creditado; `matched` says whether by an automatic match (null: a held one, or none). */
  lineIds: string[];
  matched: 'n1' | '1_1' | 'held' | null;
  suggestion: { lineId: string; difference: Cents } | null;
  divergence: DivergenceType | null;
}

export interface ScopeResult {
  agenda: ScopeAgendaItem[];
  bank: ScopeBankItem[];
}

export { UNIDENTIFIED_ACQUIRER };
export const bankItemKey = (accountId: string, acquirer: string, date: string) => `${accountId}|${acquirer}|${date}`;
export const orphanItemKey = (lineId: string) => `line:${lineId}`;

const sum = (xs: readonly { amount: Cents }[]) => xs.reduce((s, x) => s + x.amount, 0);
const latest = (dates: readonly string[]) => dates.reduce<string | null>((d, x) => (d === null || x > d ? x : d), null);

function groupBy<T>(rows: readonly T[], keyOf: (r: T) => string | null): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const r of rows) {
    const k = keyOf(r);
    if (k === null) continue;
    const list = out.get(k);
    if (list) list.push(r);
    else out.set(k, [r]);
  }
  return out;
}

/**
 * Creditado of a held match shared among its items: each takes up to its Liquidado, in key
 * order, and the last one what is left, so the match's lines are counted once and whole.
 */
export function shareCredited(items: readonly { key: string; settled: Cents }[], total: Cents): Map<string, Cents> {
  const ordered = [...items].sort((a, b) => a.key.localeCompare(b.key));
  const out = new Map<string, Cents>();
  let left = total;
  ordered.forEach((it, i) => {
    const part = i === ordered.length - 1 ? left : Math.max(0, Math.min(it.settled, left));
    out.set(it.key, part);
    left -= part;
  });
  return out;
}

/**
 * One run's items over a scope (spec 4 §4.2, §4.3, §4.5): agenda items per (contract, UR) from
 * Previsto and the settlements; bank items per account, acquirer and day (P on the expected
 * date, L on the effective date), matched to the card credits (held matches kept, rejected
 * pairs never again), and the credits left over as items of their own. Only what the scope
 * holds — its accounts and dates, active companies from their start date — is produced.
 */
export function reconcileScope(input: ScopeInput): ScopeResult {
  const accountOf = new Map(input.accounts.map((a) => [a.id, a]));
  const inRange = (d: string) => d >= input.range.from && d <= input.range.to;
  /** The account when the scope reconciles it on that date (`bank`: 'Conciliar' on too). */
  const scoped = (accountId: string | null, date: string, bank: boolean) => {
    const a = accountId === null ? undefined : accountOf.get(accountId);
    if (!a || !a.companyActive || date < a.startDate || !inRange(date)) return undefined;
    if (bank && !a.reconcile) return undefined;
    if (input.accountIds && !input.accountIds.has(a.id)) return undefined;
    return a;
  };

  const agenda = agendaItems(input, scoped);
  const bank = bankItems(input, scoped, agenda);
  return { agenda, bank };
}

type Scoped = (accountId: string | null, date: string, bank: boolean) => ScopeAccount | undefined;

function agendaItems(input: ScopeInput, scoped: Scoped): ScopeAgendaItem[] {
  const keyOf = (r: { contractIdentifier: string | null; urKey: string }) => (r.contractIdentifier === null ? null : `${r.contractIdentifier}|${r.urKey}`);
  const expected = groupBy(input.expected, keyOf);
  const paid = groupBy(input.settlements, keyOf);
  const out: ScopeAgendaItem[] = [];
  for (const key of new Set([...expected.keys(), ...paid.keys()])) {
    const e = expected.get(key)?.[0];
    const settlements = paid.get(key) ?? [];
    const first = settlements[0];
    const expectedDate = e?.expectedDate ?? first!.settlementDate;
    // The company is the one owning the contract's domicile; a contract the product does not know names none but where it was paid.
    const account = scoped(e ? e.accountId : (settlements.find((s) => s.accountId !== null)?.accountId ?? null), expectedDate, false);
    if (!account) continue;
    const amount = e?.amount ?? 0;
    if (amount === 0 && settlements.length === 0) continue;
    const intoDomicile = (s: ScopeSettlement) => !e || (s.accountId !== null && s.accountId === e.accountId) || (s.domicileKey !== null && s.domicileKey === e.domicileKey);
    const state = agendaItemState(
      { expectedDate, expected: amount, settlements: settlements.map((s) => ({ effectiveDate: s.effectiveDate, amount: s.amount, intoDomicile: intoDomicile(s) })) },
      input.clock,
      account.tolerance,
    );
    const last = [...settlements].sort((a, b) => b.effectiveDate.localeCompare(a.effectiveDate) || a.id.localeCompare(b.id))[0];
    const source = e ?? first!;
    out.push({
      ...state,
      contractIdentifier: source.contractIdentifier!,
      urKey: source.urKey,
      companyId: account.companyId,
      accountId: account.id,
      acquirer: source.acquirer,
      merchantDocument: source.merchantDocument,
      arrangement: source.arrangement,
      expectedDate,
      expected: amount,
      settledAccountId: last?.accountId ?? null,
    });
  }
  return out.sort((a, b) => a.expectedDate.localeCompare(b.expectedDate) || a.contractIdentifier.localeCompare(b.contractIdentifier) || a.urKey.localeCompare(b.urKey));
}

function bankItems(input: ScopeInput, scoped: Scoped, agenda: readonly ScopeAgendaItem[]): ScopeBankItem[] {
  const p = groupBy(input.expected, (e) => (scoped(e.accountId, e.expectedDate, true) ? bankItemKey(e.accountId!, e.acquirer, e.expectedDate) : null));
  const l = groupBy(input.settlements, (s) => (scoped(s.accountId, s.effectiveDate, true) ? bankItemKey(s.accountId!, s.acquirer, s.effectiveDate) : null));
  const keys = new Set([...p.keys(), ...l.keys()]);
  // A held match keeps its items in the scope even when their registry rows are gone.
  for (const h of input.held)
    for (const k of h.itemIds) {
      const [accountId, acquirer, date] = k.split('|');
      if (acquirer && date && scoped(accountId!, date, true)) keys.add(k);
    }
  const items: BankItemInput[] = [...keys].sort().map((key) => {
    const [accountId, acquirer, date] = key.split('|') as [string, string, string];
    const settlements = l.get(key) ?? [];
    return { id: key, accountId, acquirer, date, expected: sum(p.get(key) ?? []), settlements, tolerance: scoped(accountId, date, true)!.tolerance };
  });
  const cardAccounts = new Set(input.accounts.filter((a) => a.reconcile && a.companyActive).map((a) => a.id));
  const credits = input.lines.filter((c) => c.classification === 'recebivel_cartao' && c.amount > 0 && cardAccounts.has(c.accountId));
  const lineOf = new Map(input.lines.map((x) => [x.id, x]));
  const result = matchBankItems({ items, credits, held: input.held, rejected: input.rejected });

  const credited = new Map<string, { lineIds: string[]; amount: Cents; matched: ScopeBankItem['matched']; accepted?: boolean }>();
  const settledOfKey = new Map(items.map((it) => [it.id, sum(it.settlements)]));
  for (const h of input.held) {
    const lines = h.lineIds.map((id) => lineOf.get(id)).filter((x) => x !== undefined);
    const members = h.itemIds.filter((k) => settledOfKey.has(k));
    const shares = shareCredited(members.map((k) => ({ key: k, settled: settledOfKey.get(k)! })), sum(lines));
    for (const k of members) credited.set(k, { lineIds: lines.map((x) => x.id), amount: shares.get(k)!, matched: 'held', accepted: h.accepted === true });
  }
  for (const m of result.matches) credited.set(m.itemId, { lineIds: m.lineIds, amount: sum(m.lineIds.map((id) => lineOf.get(id)!)), matched: m.rule });
  const suggestionOf = new Map(result.suggestions.map((s) => [s.itemId, s]));
  const agendaWaiting = new Set(agenda.filter((a) => a.status === 'aguardando').map((a) => bankItemKey(a.accountId, a.acquirer, a.expectedDate)));

  const out: ScopeBankItem[] = items.map((it) => {
    const account = scoped(it.accountId, it.date, true)!;
    const c = credited.get(it.id);
    const settled = sum(it.settlements);
    const creditedAmount = c?.amount ?? 0;
    const last = addBusinessDays(it.date, account.tolerance.days);
    const coverageComplete = businessDaysBetween(it.date, last).every((d) => input.covered.has(`${it.accountId}|${d}`));
    const state = bankItemState(
      { date: it.date, expected: it.expected, settled, credited: creditedAmount, coverageComplete, agendaWaiting: agendaWaiting.has(it.id), accepted: c?.accepted === true },
      input.clock,
      account.tolerance,
    );
    const s = suggestionOf.get(it.id);
    return {
      ...state,
      key: it.id,
      accountId: it.accountId,
      companyId: account.companyId,
      acquirer: it.acquirer,
      date: it.date,
      bankLineId: null,
      expected: it.expected,
      settled,
      credited: creditedAmount,
      creditedDate: latest((c?.lineIds ?? []).map((id) => lineOf.get(id)!.postedDate)),
      settlementIds: it.settlements.map((x) => x.id).sort(),
      lineIds: c?.lineIds ?? [],
      matched: c?.matched ?? null,
      suggestion: s ? { lineId: s.lineId, difference: s.difference } : null,
    };
  });

  const used = new Set([...input.held.flatMap((h) => h.lineIds), ...result.matches.flatMap((m) => m.lineIds), ...result.suggestions.map((s) => s.lineId)]);
  const orphanCredits = credits.filter((c) => scoped(c.accountId, c.postedDate, true));
  const startOf = new Map(input.accounts.map((a) => [a.id, a.startDate]));
  for (const o of creditsWithoutOrigin(orphanCredits, used, (id) => startOf.get(id), input.clock)) {
    const line = lineOf.get(o.lineId)!;
    out.push({
      status: 'nao_encontrada',
      waitingReason: null,
      divergence: 'credito_sem_origem',
      seeAgenda: false,
      diffSettled: 0,
      diffCredited: o.credited,
      key: orphanItemKey(o.lineId),
      accountId: o.accountId,
      companyId: scoped(o.accountId, o.date, true)!.companyId,
      acquirer: line.acquirer ?? UNIDENTIFIED_ACQUIRER,
      date: o.date,
      bankLineId: o.lineId,
      expected: 0,
      settled: 0,
      credited: o.credited,
      creditedDate: o.date,
      settlementIds: [],
      lineIds: [o.lineId],
      matched: null,
      suggestion: null,
    });
  }
  return out;
}

/** Esperado × encontrado of an item's divergence of a type (spec 4 §3.8); the difference is found − expected. */
export function divergenceFigures(
  type: DivergenceType,
  item: { expected: Cents; settled: Cents; credited?: Cents },
): { expected: Cents; found: Cents; difference: Cents } {
  const pair: Record<DivergenceType, [Cents, Cents]> = {
    liquidado_diferente: [item.expected, item.settled],
    pagamento_nao_encontrado: [item.expected, 0],
    credito_diferente: [item.settled, item.credited ?? 0],
    credito_nao_encontrado: [item.settled, 0],
    credito_sem_origem: [0, item.credited ?? 0],
  };
  const [expected, found] = pair[type];
  return { expected, found, difference: found - expected };
}
