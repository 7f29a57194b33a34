import type { IsoDate } from './registry';

/**
 * Work that must happen around one day of the registry (spec 4 §9.1): `before(day)` before the
 * registry processes it (the reconciliation freezes what it expects, because after settlement
 * the registry shows the effects' constituted value as 0), `after(day)` once the day has
 * committed (the statement simulator writes that day's bank statements). Called for each day a
 * tick moves through, whoever started the tick. A listener that throws stops the tick there:
 * before the day is processed (so nothing is settled unfrozen) or after it committed (the
 * next tick goes on from the following day).
 */
export interface DayListener {
  before?(day: IsoDate): Promise<void>;
  after?(day: IsoDate): Promise<void>;
}

/** A controlled occurrence on one UR, by its key ('{credenciadora}:{ufr}:{arranjo}:{data}'). */
export type Ocorrencia =
  /** The acquirer pays the UR that many dias úteis after its date; the tick of that day settles it. */
  | { tipo: 'adiamento'; chave: string; diasUteis: number }
  /** A chargeback of `valor` cents on the UR's settlement day, before payment: its total drops and its effects are reallocated. */
  | { tipo: 'estorno'; chave: string; valor: number };

/** What only the offline sandbox offers: occurrences on demand and a clock set back for a demo's history. */
export interface SandboxControls {
  simulate(ocorrencia: Ocorrencia): Promise<void>;
  /** Sets the clock to `date`; refused once the registry holds any merchant or operation. */
  resetClock(date: IsoDate): Promise<void>;
}
