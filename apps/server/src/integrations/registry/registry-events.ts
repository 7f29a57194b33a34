import type {
  Cents,
  ContractEffect,
  ContractStatus,
  DistributionResult,
  DivisionRule,
  IsoDate,
  OperationKind,
  OperationStatus,
  RegistryError,
  SettlementAccount,
  SettlementEntry,
  TaxId,
} from './registry';

/**
 * What the registry tells a financiador of the changes it makes to what the financiador holds,
 * as CERC and TAG push notifications to participants (B3 by files). Each event carries the new
 * state of what changed, never a delta: applying one twice changes nothing. Events are numbered
 * per financiador (`seq` 1, 2, 3... with no gap), in the order the changes were made to each
 * contract, UR and opt-in.
 */
export type RegistryEvent =
  | EventOf<'efeitos', EffectsChanged>
  | EventOf<'contrato', ContractChanged>
  | EventOf<'unidades', UnitsChanged>
  | EventOf<'liquidacoes', SettlementsMade>
  | EventOf<'optin', OptInChanged>
  | EventOf<'operacao', OperationDone>;

export type RegistryEventType = RegistryEvent['tipo'];

interface EventOf<T extends string, P> {
  financiador: TaxId;
  seq: number;
  tipo: T;
  /** The registry's date when the change was made. */
  dataReferencia: IsoDate;
  ocorridoEm: string;
  payload: P;
}

/** A contract as a whole, as `findContract` answers it, without its effects. */
export interface ContractSummary {
  identificadorContrato: string;
  referenciaExterna: string;
  ufr: TaxId;
  status: ContractStatus;
  regraDivisao: DivisionRule;
  /** The contract's amount (fixed) or limit (percentage, saldo devedor ou limite); null when none. */
  valor: Cents | null;
  percentualBp: number | null;
  /** Applied now, on URs not settled. */
  valorBloqueado: Cents;
  /** Paid to the contract by settled URs. */
  valorLiquidado: Cents;
  /** valorBloqueado + valorLiquidado. */
  valorConstituido: Cents;
  /** Requested over the live effects. */
  valorEfeito: Cents;
  /** Requested on URs a constituir (waiting for sales). */
  valorSolicitado: Cents;
  /** Some constituted UR applied less than requested. */
  curto: boolean;
  resultadoDistribuicao: DistributionResult;
}

/** Effects applied, moved, released or paid (one event per contract and change). */
export interface EffectsChanged {
  contrato: ContractSummary;
  efeitos: Required<Pick<ContractEffect, 'credenciadora' | 'arranjo' | 'dataLiquidacao' | 'valorOnerado' | 'valorConstituidoEfeito' | 'indicadorOneracao' | 'status' | 'constituida' | 'valorLiquidado' | 'dataLiquidacaoEfetiva'>>[];
}

/** Cancelled, written off, settled, or its domicile changed. */
export interface ContractChanged {
  contrato: ContractSummary;
  statusAnterior: ContractStatus;
  domicilio: SettlementAccount;
}

/** URs the financiador holds effects on: constituted, their total changed, or settled. */
export interface UnitsChanged {
  unidades: {
    credenciadora: TaxId;
    ufr: TaxId;
    arranjo: string;
    dataLiquidacao: IsoDate;
    constituida: boolean;
    valorConstituidoTotal: Cents;
    valorLiquidado: Cents;
    liquidadaEm: IsoDate | null;
  }[];
}

/** Money paid to the financiador's contracts out of settled URs (as `listSettlements` reads it). */
export interface SettlementsMade {
  liquidacoes: SettlementEntry[];
}

export interface OptInChanged {
  identificador: string;
  ufr: TaxId;
  dataInicio: IsoDate;
  dataFim: IsoDate;
  dataOptOut: IsoDate | null;
  protocolo: string;
}

/** The outcome of a write the financiador asked for. */
export interface OperationDone {
  protocolo: string;
  tipo: OperationKind;
  status: OperationStatus;
  erros: RegistryError[];
  referenciaExterna: string | null;
  /** The UFR of an opt-in or opt-out. */
  ufr: TaxId | null;
}

export interface EventsQuery {
  financiador: TaxId;
  /** The last seq already read (0 = from the start). */
  depoisDe: number;
  limite?: number;
}

/** Each financiador's feed and the last seq published in it. */
export interface EventFeed {
  financiador: TaxId;
  ultimo: number;
}
