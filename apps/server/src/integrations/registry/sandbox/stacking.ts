import { addDays } from '@lastro/domain';
import { restack, stacks, type ContractTerms, type StackedUnit, type UnitToStack } from './allocation';

/**
 * Which URs a re-stack reads (domain.md §3, issue 23): a change on some URs moves the stacking
 * contracts with an effect there, and those whose scopes meet theirs; each of them is filled
 * again in settlement-date order over its unsettled URs. Read first are the URs where they hold
 * or ask for money; the rest of their scopes only when one of them ends up short of what it
 * held, a window of dates at a time. Pure, the URs brought by the caller (`UnitsSource`), so
 * that a property test drives it as `reallocate` does on the database.
 */

export interface StackingContract {
  terms: ContractTerms;
  scope: ContractScope;
}

/** Which URs a contract reaches: its acquirers and arranjos (empty: all of the merchant's) and dates. */
export interface ContractScope {
  credenciadoras: readonly string[];
  arranjos: readonly string[];
  dataInicio: string;
  dataFim: string;
}

export interface UnitKey {
  credenciadora: string;
  arranjo: string;
  dataLiquidacao: string;
}

const inFilter = (filter: readonly string[], value: string) => !filter.length || filter.includes(value);
const filtersMeet = (a: readonly string[], b: readonly string[]) =>
  !a.length || !b.length || a.some((x) => b.includes(x));

export const scopeHolds = (s: ContractScope, u: UnitKey): boolean =>
  u.dataLiquidacao >= s.dataInicio &&
  u.dataLiquidacao <= s.dataFim &&
  inFilter(s.credenciadoras, u.credenciadora) &&
  inFilter(s.arranjos, u.arranjo);

const scopesMeet = (a: ContractScope, b: ContractScope): boolean =>
  a.dataInicio <= b.dataFim &&
  b.dataInicio <= a.dataFim &&
  filtersMeet(a.credenciadoras, b.credenciadoras) &&
  filtersMeet(a.arranjos, b.arranjos);

/**
 * The stacking contracts to re-stack when the given URs change: those with an effect on one of
 * them (`seeds`), then every stacking contract whose scope meets one already taken (what one
 * moves off or onto a shared UR, the next one there loses or takes), until none is left. One
 * without an effect on a changed UR is full before it (it would have one otherwise) and stays
 * so unless another moves. Scopes that meet may share no UR: a few more URs read, none missed.
 */
export function stackingComponent<T extends StackingContract>(
  contracts: readonly T[],
  seeds: ReadonlySet<number>,
): T[] {
  const left = contracts.filter((c) => stacks(c.terms));
  const taken: T[] = [];
  for (let i = left.length - 1; i >= 0; i--)
    if (seeds.has(left[i]!.terms.id)) taken.push(...left.splice(i, 1));
  for (let k = 0; k < taken.length; k++)
    for (let i = left.length - 1; i >= 0; i--)
      if (scopesMeet(taken[k]!.scope, left[i]!.scope)) taken.push(...left.splice(i, 1));
  return taken;
}

const byDate = (a: UnitKey & { id: number }, b: UnitKey & { id: number }) =>
  a.dataLiquidacao < b.dataLiquidacao ? -1 : a.dataLiquidacao > b.dataLiquidacao ? 1 : a.id - b.id;

/**
 * One pass over the URs read: sorted by settlement date and re-stacked, the component's
 * contracts (the one being registered first) reaching the URs their scopes hold.
 */
export function restackComponent<U extends UnitToStack & UnitKey>(
  units: U[],
  contracts: Map<number, ContractTerms>,
  component: readonly StackingContract[],
  fresh?: StackingContract,
): StackedUnit<U>[] {
  units.sort(byDate);
  // The contract being registered first: its effect goes in before one the UR's 45th place would refuse it.
  const reachers = fresh ? [fresh, ...component] : component;
  return restack(units, contracts, {
    reaching: (u) => reachers.filter((c) => scopeHolds(c.scope, u)).map((c) => c.terms.id),
    registering: fresh?.terms.id,
  });
}

/** Where a contract's stored effects end: the last UR read where it held money or, fixed, still asked for some. */
function boundaryOf(stacked: readonly StackedUnit<UnitToStack & UnitKey>[], c: ContractTerms) {
  for (let i = stacked.length - 1; i >= 0; i--) {
    const e = stacked[i]!.unit.efeitos.find((x) => x.contractId === c.id);
    if (e && (e.valorAplicado > 0 || (c.regraDivisao === 1 && (e.valorOnerado ?? 0) > 0))) return i;
  }
  return -1;
}

/**
 * Whether a contract keeps its place in what was read: by where its stored effects end (or, when
 * the window read starts before that, by the window's end) it holds at least all it held before.
 * Then it has no room on a UR not read after that point (it had none there: full), and before it
 * a UR not read gives it what it gave (it had room there, so an effect, which took nothing: the
 * UR a constituir, or taken by effects ahead of it that no re-stack moves, or it would have
 * been read). Otherwise the URs of its scope after that point are needed.
 */
function keepsItsPlace(
  stacked: readonly StackedUnit<UnitToStack & UnitKey>[],
  c: ContractTerms,
  window: Window | null,
): boolean {
  const b = boundaryOf(stacked, c);
  if (b < 0) return true;
  let point = b;
  if (window && stacked[b]!.unit.dataLiquidacao >= window.lo)
    while (
      point + 1 < stacked.length &&
      (window.hi === null || stacked[point + 1]!.unit.dataLiquidacao <= window.hi)
    )
      point++;
  let before = 0;
  let after = 0;
  stacked.forEach(({ unit, efeitos }, i) => {
    before += unit.efeitos.find((e) => e.contractId === c.id)?.valorAplicado ?? 0;
    if (i <= point) after += efeitos.find((e) => e.contractId === c.id)?.valorAplicado ?? 0;
  });
  return after >= before;
}

/** Every UR of the component's scopes with a date from `lo` to `hi` (null: no end) has been read. */
interface Window {
  lo: string;
  hi: string | null;
}

/** Brings the URs a re-stack needs, but for the ones already `read`. */
export interface UnitsSource<U> {
  /** Those from `from` on where the contracts hold money or a fixed one still asks for some. */
  held(contracts: readonly StackingContract[], from: string, read: ReadonlySet<number>): Promise<U[]>;
  /** Those the scopes hold with dates from `lo` to `hi` (null: no end). */
  inScopes(
    scopes: readonly ContractScope[],
    lo: string,
    hi: string | null,
    read: ReadonlySet<number>,
  ): Promise<U[]>;
}

/**
 * Re-stacks the changed URs `units` with the component: every contract in `all` (the one being
 * registered too) starting from what it was paid and holds before `from` (nothing moves before
 * the first changed UR with an effect). Reads the URs where the component holds or asks for
 * money, then, while a contract is short of its place, the URs of the scopes a window of dates
 * further (doubling), the last one open-ended.
 */
export async function restackWithin<U extends UnitToStack & UnitKey>(
  units: U[],
  all: readonly StackingContract[],
  component: readonly StackingContract[],
  fresh: StackingContract | undefined,
  from: string,
  source: UnitsSource<U>,
  windowDays = 31,
): Promise<StackedUnit<U>[]> {
  const read = new Set(units.map((u) => u.id));
  const add = (more: readonly U[]) => {
    for (const u of more)
      if (!read.has(u.id)) {
        read.add(u.id);
        units.push(u);
      }
  };
  // Each pass starts every contract afresh.
  const pass = () =>
    restackComponent(units, new Map(all.map((c) => [c.terms.id, { ...c.terms }])), component, fresh);
  if (!component.length) return pass();
  add(await source.held(component, from, read));
  let stacked = pass();
  const last = component.reduce((d, c) => (c.scope.dataFim > d ? c.scope.dataFim : d), from);
  let window: Window | null = null;
  for (let span = windowDays; ; span *= 2) {
    const current: Window | null = window;
    const short = component.filter((c) => !keepsItsPlace(stacked, c.terms, current));
    if (!short.length || current?.hi === null) break;
    let lo: string = current?.lo ?? last;
    for (const c of short) {
      const date = stacked[boundaryOf(stacked, c.terms)]?.unit.dataLiquidacao ?? from;
      if (date < lo) lo = date;
    }
    const end = addDays(current?.hi ?? lo, span);
    window = { lo, hi: end >= last ? null : end };
    add(
      await source.inScopes(
        component.map((c) => c.scope),
        window.lo,
        window.hi,
        read,
      ),
    );
    stacked = pass();
  }
  return stacked;
}
