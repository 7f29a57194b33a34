import type { AgendaGroup, AgendaGroupsAnswer } from '../../integrations/registry/registry';
import type { ScheduleAnswerGroup, ScheduleAnswerUnit } from './schedules.repository';

const byAcquirerAndArrangement = (a: ScheduleAnswerGroup, b: ScheduleAnswerGroup) =>
  a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : 0;

/** A group's URs put in settlement-date order (each array permuted alike); as it is when already so. */
function inDateOrder(group: ScheduleAnswerGroup): ScheduleAnswerGroup {
  const [acquirer, arrangement, dates, ...amounts] = group;
  if (dates.every((d, i) => i === 0 || dates[i - 1]! < d)) return group;
  const order = dates.map((_, i) => i).sort((i, j) => (dates[i]! < dates[j]! ? -1 : dates[i]! > dates[j]! ? 1 : 0));
  const [total, committed, free, settled] = amounts.map((xs) => order.map((i) => xs[i]!));
  return [acquirer, arrangement, order.map((i) => dates[i]!), total!, committed!, free!, settled!];
}

/** Whether a group's rows are the merchant's own, one per date, dates ascending. */
function isOneUrADay(g: AgendaGroup, ufr: string): boolean {
  const dates = g.dataLiquidacao;
  for (let j = 0; j < dates.length; j++) if (g.titular[j] !== ufr || (j > 0 && !(dates[j - 1]! < dates[j]!))) return false;
  return true;
}

/**
 * The answer as stored: per acquirer and arrangement, one UR per settlement date (the registry
 * answers one per titular, summed here: what another titular holds counts as committed), by column. Columns, not a row per UR: the document is
 * half the size, and storing it was the larger part of the job after the registry's read.
 */
export function answerOf({ ufr, grupos }: AgendaGroupsAnswer): ScheduleAnswerGroup[] {
  const byPair = new Map<string, ScheduleAnswerGroup>();
  // The pairs whose columns are the registry's own arrays (see below).
  const borrowed = new Set<string>();
  for (const g of grupos) {
    const key = `${g.credenciadora}|${g.arranjo}`;
    let group = byPair.get(key);
    // The usual group (the merchant's own URs, a date each) is already its sums: its columns
    // are taken as they are, not copied.
    if (!group && isOneUrADay(g, ufr)) {
      byPair.set(key, [g.credenciadora, g.arranjo, g.dataLiquidacao, g.valorConstituidoTotal, g.valorComprometido, g.valorLivre, g.valorLiquidado]);
      borrowed.add(key);
      continue;
    }
    if (!group) byPair.set(key, (group = [g.credenciadora, g.arranjo, [], [], [], [], []]));
    else if (borrowed.delete(key)) {
      // A pair met again is summed into copies: the registry's arrays are not written.
      const [acquirer, arrangement, d, t, c, f, s] = group;
      byPair.set(key, (group = [acquirer, arrangement, [...d], [...t], [...c], [...f], [...s]]));
    }
    const [, , dates, total, committed, free, settled] = group;
    /**
     * Each date's position: built once a date comes after a later one, or at once for a pair met
     * again (until then the last date is the only one to look at).
     */
    let at: Map<string, number> | null = dates.length ? new Map(dates.map((d, k) => [d, k])) : null;
    for (let j = 0; j < g.dataLiquidacao.length; j++) {
      const date = g.dataLiquidacao[j]!;
      const uTotal = g.valorConstituidoTotal[j]!;
      const uSettled = g.valorLiquidado[j]!;
      // A row of another titular is what a troca de titularidade moved away from the merchant:
      // to the merchant it is committed (not free to commit again), whatever that titular's row says.
      const own = g.titular[j] === ufr;
      const uCommitted = own ? g.valorComprometido[j]! : uTotal - uSettled;
      const uFree = own ? g.valorLivre[j]! : 0;
      // A registry answers a group's URs in date order, a date's titulars together, as a rule.
      const last = dates.length - 1;
      let i: number | undefined;
      if (at) i = at.get(date);
      else if (last >= 0 && dates[last] === date) i = last;
      else if (last >= 0 && dates[last]! > date) {
        at = new Map(dates.map((d, k) => [d, k]));
        i = at.get(date);
      }
      if (i === undefined) {
        at?.set(date, dates.length);
        dates.push(date);
        total.push(uTotal);
        committed.push(uCommitted);
        free.push(uFree);
        settled.push(uSettled);
      } else {
        total[i]! += uTotal;
        committed[i]! += uCommitted;
        free[i]! += uFree;
        settled[i]! += uSettled;
      }
    }
  }
  return [...byPair.values()].map(inDateOrder).sort(byAcquirerAndArrangement);
}

/** The answer's URs one by one, in settlement-date, acquirer and arrangement order: the order the Agenda Analítica shows. */
export function unitsOf(groups: readonly ScheduleAnswerGroup[]): ScheduleAnswerUnit[] {
  const units: ScheduleAnswerUnit[] = [];
  for (const [acquirer, arrangement, dates, total, committed, free, settled] of groups)
    for (let i = 0; i < dates.length; i++) units.push([acquirer, arrangement, dates[i]!, total[i]!, committed[i]!, free[i]!, settled[i]!]);
  // The groups come in acquirer and arrangement order, and the sort is stable: by date is enough.
  return units.sort((a, b) => (a[2] < b[2] ? -1 : a[2] > b[2] ? 1 : 0));
}

/** Per acquirer and arrangement, in that order: the sums the Resumo shows (cents; total = committed + free + settled). */
export interface SummaryRow {
  acquirerDocument: string;
  arrangement: string;
  totalCents: number;
  committedCents: number;
  freeCents: number;
  settledCents: number;
  firstDate: string;
  lastDate: string;
}

const sum = (xs: readonly number[]) => xs.reduce((a, x) => a + x, 0);

export function summaryOf(groups: readonly ScheduleAnswerGroup[]): SummaryRow[] {
  return groups.map(([acquirerDocument, arrangement, dates, total, committed, free, settled]) => ({
    acquirerDocument,
    arrangement,
    totalCents: sum(total),
    committedCents: sum(committed),
    freeCents: sum(free),
    settledCents: sum(settled),
    firstDate: dates[0]!,
    lastDate: dates[dates.length - 1]!,
  }));
}
