import type { Cents, IsoDate, TaxId } from './registry';

/*
 * The agenda a financiador may read of a merchant: its URs one by one (`ReceivableUnit`) or,
 * for a reader of all of them, by acquirer and arranjo in columns (`AgendaGroup`), and what
 * builds the columns. Names as in registry.ts.
 */

export interface AgendaQuery {
  financiador: TaxId;
  ufr: TaxId;
  /** Empty or absent = all. */
  credenciadoras?: TaxId[];
  arranjos?: string[];
  /** Absent: the registry's date. */
  dataInicio?: IsoDate;
  /** Absent: the whole agenda ahead. */
  dataFim?: IsoDate;
}

/** One UR for one titular, with the amounts every registry shows (domain.md §2). */
export interface ReceivableUnit {
  credenciadora: TaxId;
  ufr: TaxId;
  arranjo: string;
  dataLiquidacao: IsoDate;
  titular: TaxId;
  /** false = a constituir (future sales, amount 0 until they arrive). */
  constituida: boolean;
  valorConstituidoTotal: Cents;
  valorPreContratado: Cents;
  /** Sum of the contract effects applied (bloqueado). */
  valorComprometido: Cents;
  valorLivre: Cents;
  valorLiquidado: Cents;
}

export interface AgendaAnswer {
  /** The registry's date when it answered (the sandbox's clock moves by ticks). */
  dataReferencia: IsoDate;
  unidades: ReceivableUnit[];
}

/**
 * The URs of one acquirer and arranjo, by column: entry i of every array is one UR for one
 * titular (the fields of `ReceivableUnit`), in settlement-date order as a rule.
 */
export interface AgendaGroup {
  credenciadora: TaxId;
  arranjo: string;
  dataLiquidacao: IsoDate[];
  titular: TaxId[];
  constituida: boolean[];
  valorConstituidoTotal: Cents[];
  valorPreContratado: Cents[];
  valorComprometido: Cents[];
  valorLivre: Cents[];
  valorLiquidado: Cents[];
}

/** An agenda answer by acquirer and arranjo, for a reader of the whole agenda: no object per UR. */
export interface AgendaGroupsAnswer {
  dataReferencia: IsoDate;
  ufr: TaxId;
  grupos: AgendaGroup[];
}

/** A group's columns, empty. */
export const emptyAgendaGroup = (credenciadora: TaxId, arranjo: string): AgendaGroup => ({
  credenciadora,
  arranjo,
  dataLiquidacao: [],
  titular: [],
  constituida: [],
  valorConstituidoTotal: [],
  valorPreContratado: [],
  valorComprometido: [],
  valorLivre: [],
  valorLiquidado: [],
});

/** Appends one UR for one titular to a group's columns (its fields in `ReceivableUnit`'s order). */
export function pushAgendaRow(
  g: AgendaGroup,
  dataLiquidacao: IsoDate,
  titular: TaxId,
  constituida: boolean,
  total: Cents,
  preContratado: Cents,
  comprometido: Cents,
  livre: Cents,
  liquidado: Cents,
): void {
  g.dataLiquidacao.push(dataLiquidacao);
  g.titular.push(titular);
  g.constituida.push(constituida);
  g.valorConstituidoTotal.push(total);
  g.valorPreContratado.push(preContratado);
  g.valorComprometido.push(comprometido);
  g.valorLivre.push(livre);
  g.valorLiquidado.push(liquidado);
}
