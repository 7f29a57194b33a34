import type { Cents, ContractEffect, IsoDate, ReceivableUnit, SettlementAccount, TaxId } from './registry';

/*
 * The registry's settlement information read from outside: per contract, and per
 * financiador over a period, one by one or summed per domicile and day. Res. BCB 514/2025
 * points reconciliation at it; spec 4 §3.10 and §4.2-§4.3 read it. Names as in registry.ts.
 */

export interface UnitsQuery {
  ufr: TaxId;
  credenciadora?: TaxId;
  dataInicio: IsoDate;
  dataFim: IsoDate;
  /** Keyset paging: the last key seen, opaque. */
  depoisDe?: string;
  limite?: number;
}

export interface Settlement {
  dataEfetiva: IsoDate;
  valor: Cents;
  /** Who was paid: the titular, or an effect's settlement account. */
  favorecido: TaxId;
  domicilio: SettlementAccount | null;
  identificadorContrato: string | null;
}

export interface UnitWithSettlements extends ReceivableUnit {
  chave: string;
  liquidacoes: Settlement[];
}

export interface UnitTrace {
  unidade: UnitWithSettlements;
  efeitos: (ContractEffect & { identificadorContrato: string; financiador: TaxId; pagamentos: Settlement[] })[];
}

/**
 * A domicile as settlements are read by it: ISPB, agency and account as the contract names
 * them (agency and account null for a payment account, PG).
 */
export interface DomicileRef {
  ispb: string;
  agencia: string | null;
  conta: string | null;
}


/** One payment the registry made to a contract: a UR's settlement through the contract's effect. */
export type ContractPayment = Omit<SettlementEntry, 'ufr' | 'identificadorContrato' | 'referenciaExterna'>;

export interface ContractPayments {
  identificadorContrato: string;
  referenciaExterna: string;
  /** The merchant whose URs the contract reaches. */
  ufr: TaxId;
  /** By effective date, then settlement date. */
  pagamentos: ContractPayment[];
}

/** What a financiador asks of the settlements paid to its contracts (at most a quarter). */
export interface SettlementsQuery {
  financiador: TaxId;
  /** Effective dates (data efetiva), both included. */
  dataInicio: IsoDate;
  dataFim: IsoDate;
  /** Only what was paid into this account. */
  domicilio?: DomicileRef;
  /** Keyset paging: the `proximo` of the page before, opaque. */
  depoisDe?: string;
  /** 1..1000, 100 when absent. */
  limite?: number;
}

/** One settlement paid to a financiador's contract, with the UR it came from. */
export interface SettlementEntry {
  /** The UR's key (as `UnitWithSettlements.chave`). */
  chave: string;
  credenciadora: TaxId;
  ufr: TaxId;
  arranjo: string;
  dataLiquidacao: IsoDate;
  dataEfetiva: IsoDate;
  valor: Cents;
  favorecido: TaxId;
  domicilio: SettlementAccount;
  identificadorContrato: string;
  referenciaExterna: string;
}

/** What the registry paid into one domicile on one day from one acquirer's URs. */
export interface SettlementTotal {
  dataEfetiva: IsoDate;
  domicilio: DomicileRef;
  credenciadora: TaxId;
  valor: Cents;
  quantidade: number;
}
