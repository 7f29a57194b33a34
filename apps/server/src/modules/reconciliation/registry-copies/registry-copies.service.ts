import { addDays } from '@lastro/domain';
import type { Registry, SettlementAccount, UnitWithSettlements } from '../../../integrations/registry';
import { accountOfDomicile, domicileKeyOf, type CopyAccount } from './domicile-account';
import type {
  ExpectedCopy,
  ExpectedRow,
  FreePartAccount,
  Range,
  RegistryCopiesRepository,
  SettlementCopy,
  SettlementRow,
} from './registry-copies.repository';

export type { ExpectedRow, Range, SettlementRow } from './registry-copies.repository';

export interface RegistryCopiesDeps {
  repo: RegistryCopiesRepository;
  registry(): Pick<Registry, 'today' | 'findContract' | 'listSettlements' | 'listUnits'>;
  /** The creditor's CNPJ as the registry's financiador; null when there is no such creditor. */
  financiadorOf(creditorId: string): Promise<string | null>;
  hasActiveOptIn(merchantId: string, creditorId: string): Promise<boolean>;
  /** Where a day's copy that failed is told (the next refresh heals it). */
  warn(err: unknown, msg: string): void;
}

export interface RefreshSummary {
  /** Previsto rows written (frozen late, or live ones that changed). */
  expected: number;
  /** Settlement rows written or removed. */
  settlements: number;
  readUpTo: string | null;
}

/** The registry reads of settlements cover at most a quarter each (spec 4 D9). */
const MAX_DAYS = 92;
/** How far before a range a UR may lie and still be paid in it (an 'adiamento' of some dias úteis). */
const POSTPONE_MARGIN_DAYS = 31;

/** The registry's UR key, '{credenciadora}:{ufr}:{arranjo}:{data}' (registry-reads' `chave`). */
const urKeyOf = (u: { credenciadora: string; ufr: string; arranjo: string; dataLiquidacao: string }) =>
  `${u.credenciadora}:${u.ufr}:${u.arranjo}:${u.dataLiquidacao}`;

const minDate = (a: string, b: string) => (a < b ? a : b);
const maxDate = (a: string, b: string) => (a > b ? a : b);
const within = (d: string, r: Range) => d >= r.from && d <= r.to;

function quarters(r: Range): Range[] {
  const out: Range[] = [];
  for (let from = r.from; from <= r.to; from = addDays(from, MAX_DAYS)) out.push({ from, to: minDate(r.to, addDays(from, MAX_DAYS - 1)) });
  return out;
}

/** Rows of one key summed: two registry rows under one key (two titulars of a UR) are one copy, never a conflict. */
function summed<T extends { amount: number }>(rows: readonly T[], keyOf: (r: T) => string): T[] {
  const byKey = new Map<string, T>();
  for (const r of rows) {
    const k = keyOf(r);
    const seen = byKey.get(k);
    byKey.set(k, seen ? { ...seen, amount: seen.amount + r.amount } : r);
  }
  return [...byKey.values()];
}
const expectedKey = (r: ExpectedCopy) => `${r.contractIdentifier ?? ''}|${r.accountId ?? ''}|${r.urKey}`;
const settlementKey = (r: SettlementCopy) => `${r.urKey}|${r.contractIdentifier ?? ''}|${r.beneficiary}|${r.effectiveDate}`;

/**
 * The registry copies of spec 4 §3.6, kept current around each registry day [D26]:
 * `freezeDay(day)` before the registry settles `day` fixes Previsto of the URs due that day
 * (after settlement the registry shows an effect's constituted value as 0); `copyDay(day)` once
 * it committed copies that day's settlement information; `refreshCopies` does both for a range
 * on demand (a run) and keeps the live Previsto of the days ahead. Writes are idempotent.
 */
export function createRegistryCopiesService(deps: RegistryCopiesDeps) {
  const { repo } = deps;
  const registry = () => deps.registry();

  /** Every UR of a merchant over the range, page after page. */
  async function unitsOf(ufr: string, r: Range): Promise<UnitWithSettlements[]> {
    const out: UnitWithSettlements[] = [];
    let depoisDe: string | undefined;
    do {
      const page = await registry().listUnits({ ufr, dataInicio: r.from, dataFim: r.to, limite: 1000, ...(depoisDe ? { depoisDe } : {}) });
      out.push(...page.unidades);
      depoisDe = page.proximo ?? undefined;
    } while (depoisDe);
    return out;
  }

  /** The creditor's merchant accounts whose free parts may be read: an active company under an active opt-in (§4.3). */
  async function readableFreeParts(creditorId: string): Promise<FreePartAccount[]> {
    const accounts = await repo.freePartAccountsOf(creditorId);
    const out: FreePartAccount[] = [];
    for (const a of accounts) if (await deps.hasActiveOptIn(a.merchantId, creditorId)) out.push(a);
    return out;
  }

  /**
   * Previsto of a contract's effects on the URs of the range, as the registry answers now: the
   * applied amount plus what it already paid of it (0 before settlement; after it, what makes
   * a late freeze the amount applied before payment).
   */
  async function contractExpected(financiador: string, identifiers: readonly string[], r: Range, accounts: readonly CopyAccount[]): Promise<ExpectedCopy[]> {
    const rows: ExpectedCopy[] = [];
    for (const identificadorContrato of identifiers) {
      const contract = await registry().findContract({ financiador, identificadorContrato });
      if (!contract) continue;
      const accountId = accountOfDomicile(accounts, contract.domicilio)?.id ?? null;
      const domicileKey = domicileKeyOf(contract.domicilio);
      for (const e of contract.efeitos) {
        if (!within(e.dataLiquidacao, r)) continue;
        rows.push({
          contractIdentifier: contract.identificadorContrato,
          urKey: urKeyOf(e),
          expectedDate: e.dataLiquidacao,
          acquirer: e.credenciadora,
          merchantDocument: e.ufr,
          arrangement: e.arranjo,
          accountId,
          domicileKey,
          amount: e.valorConstituidoEfeito + (e.valorLiquidado ?? 0),
        });
      }
    }
    return rows;
  }

  /** The free part of a merchant's own URs in the range: what is free plus what was already paid to the titular. */
  function freeExpected(account: FreePartAccount, units: readonly UnitWithSettlements[], r: Range): ExpectedCopy[] {
    return units
      .filter((u) => u.titular === u.ufr && within(u.dataLiquidacao, r))
      .map((u) => ({
        contractIdentifier: null,
        urKey: u.chave,
        expectedDate: u.dataLiquidacao,
        acquirer: u.credenciadora,
        merchantDocument: u.ufr,
        arrangement: u.arranjo,
        accountId: account.id,
        domicileKey: account.accountKey,
        amount: u.valorLivre + u.liquidacoes.filter((s) => s.identificadorContrato === null).reduce((sum, s) => sum + s.valor, 0),
      }));
  }

  /** What the titular was paid into the merchant account (no domicile named, or this one) with an effective date in the range. */
  function freeSettlements(account: FreePartAccount, units: readonly UnitWithSettlements[], r: Range): SettlementCopy[] {
    return units.flatMap((u) =>
      u.liquidacoes
        .filter((s) => s.identificadorContrato === null && within(s.dataEfetiva, r) && (!s.domicilio || accountOfDomicile([account], s.domicilio)))
        .map((s) => ({
          urKey: u.chave,
          contractIdentifier: null,
          beneficiary: s.favorecido,
          acquirer: u.credenciadora,
          merchantDocument: u.ufr,
          arrangement: u.arranjo,
          settlementDate: u.dataLiquidacao,
          effectiveDate: s.dataEfetiva,
          accountId: account.id,
          domicileKey: s.domicilio ? domicileKeyOf(s.domicilio) : account.accountKey,
          amount: s.valor,
        })),
    );
  }

  async function contractSettlements(financiador: string, r: Range, accounts: readonly CopyAccount[]): Promise<SettlementCopy[]> {
    const rows: SettlementCopy[] = [];
    const resolve = (d: SettlementAccount) => ({ accountId: accountOfDomicile(accounts, d)?.id ?? null, domicileKey: domicileKeyOf(d) });
    for (const q of quarters(r)) {
      let depoisDe: string | undefined;
      do {
        const page = await registry().listSettlements({ financiador, dataInicio: q.from, dataFim: q.to, limite: 1000, ...(depoisDe ? { depoisDe } : {}) });
        for (const s of page.liquidacoes)
          rows.push({
            urKey: s.chave,
            contractIdentifier: s.identificadorContrato,
            beneficiary: s.favorecido,
            acquirer: s.credenciadora,
            merchantDocument: s.ufr,
            arrangement: s.arranjo,
            settlementDate: s.dataLiquidacao,
            effectiveDate: s.dataEfetiva,
            ...resolve(s.domicilio),
            amount: s.valor,
          });
        depoisDe = page.proximo ?? undefined;
      } while (depoisDe);
    }
    return rows;
  }

  /**
   * Freezes Previsto of the range's URs: every contract that may reach them is asked (the
   * effect copies may lag the registry); rows already frozen stay as they are.
   */
  async function freeze(creditorId: string, r: Range): Promise<number> {
    const financiador = await deps.financiadorOf(creditorId);
    if (!financiador) return 0;
    const accounts = await repo.accountsOf(creditorId);
    const rows = await contractExpected(financiador, await repo.contractsIn(creditorId, r), r, accounts);
    for (const account of await readableFreeParts(creditorId)) rows.push(...freeExpected(account, await unitsOf(account.merchantDocument, r), r));
    return repo.writeExpected(creditorId, summed(rows, expectedKey), true);
  }

  /** The settlement information of the range (effective dates) into the copies, as the registry says it now; the read recorded with it. */
  async function copySettlements(creditorId: string, r: Range): Promise<number> {
    const financiador = await deps.financiadorOf(creditorId);
    if (!financiador) return 0;
    const accounts = await repo.accountsOf(creditorId);
    const rows = await contractSettlements(financiador, r, accounts);
    const free = await readableFreeParts(creditorId);
    for (const account of free) {
      const units = await unitsOf(account.merchantDocument, { from: addDays(r.from, -POSTPONE_MARGIN_DAYS), to: r.to });
      rows.push(...freeSettlements(account, units, r));
    }
    return repo.replaceSettlements(creditorId, r, summed(rows, settlementKey), free.map((a) => a.id), r.to);
  }

  /** Previsto of the days ahead, read live (§4.2): the effect copies, and the free parts as the registry shows them. */
  async function refreshLive(creditorId: string, r: Range): Promise<number> {
    let written = await repo.upsertLiveEffects(creditorId, r);
    const rows: ExpectedCopy[] = [];
    for (const account of await readableFreeParts(creditorId)) rows.push(...freeExpected(account, await unitsOf(account.merchantDocument, r), r));
    written += await repo.writeExpected(creditorId, summed(rows, expectedKey), false);
    return written;
  }

  return {
    /** `onDay.before(day)`: Previsto of the URs due that day, frozen for every creditor in reconciliation. */
    async freezeDay(day: string): Promise<void> {
      for (const creditorId of await repo.creditorsOfDay(day)) await freeze(creditorId, { from: day, to: day });
    },

    /** `onDay.after(day)`: that day's settlements copied for every creditor concerned; a failure is told and left to the next refresh. */
    async copyDay(day: string): Promise<void> {
      for (const creditorId of await repo.creditorsOfDay(day, addDays(day, -POSTPONE_MARGIN_DAYS))) {
        try {
          await copySettlements(creditorId, { from: day, to: day });
        } catch (err) {
          deps.warn(err, `registry copies of ${day} for creditor ${creditorId} not written`);
        }
      }
    },

    /**
     * The copies of one creditor over a range, on demand (the next issue's runs): up to today,
     * Previsto a freeze missed is frozen now and the settlements are copied, then the read is
     * recorded; after today, Previsto is read live. Frozen rows never change.
     */
    async refreshCopies(creditorId: string, range: Range): Promise<RefreshSummary> {
      if (range.to < range.from) throw new Error(`refreshCopies: empty range ${range.from}..${range.to}`);
      const today = await registry().today();
      const summary: RefreshSummary = { expected: 0, settlements: 0, readUpTo: null };
      const past = { from: range.from, to: minDate(range.to, today) };
      if (past.from <= past.to) {
        summary.expected += await freeze(creditorId, past);
        summary.settlements += await copySettlements(creditorId, past);
      }
      const ahead = { from: maxDate(range.from, addDays(today, 1)), to: range.to };
      if (ahead.from <= ahead.to) summary.expected += await refreshLive(creditorId, ahead);
      summary.readUpTo = (await repo.readOf(creditorId))?.readUpTo ?? null;
      return summary;
    },

    /** Previsto rows of the creditor with expected dates in the range (both included). */
    expectedFor: (creditorId: string, range: Range): Promise<ExpectedRow[]> => repo.expectedFor(creditorId, range),
    /** Settlement rows of the creditor with effective dates in the range (both included). */
    settlementsFor: (creditorId: string, range: Range): Promise<SettlementRow[]> => repo.settlementsFor(creditorId, range),
    /** How far the registry was read for the creditor (null before the first read). */
    readOf: (creditorId: string) => repo.readOf(creditorId),
  };
}

export type RegistryCopiesService = ReturnType<typeof createRegistryCopiesService>;
