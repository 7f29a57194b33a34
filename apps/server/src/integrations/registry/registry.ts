/**
 * The registry of card receivables (registradora: B3, CERC, CIP/Núclea, TAG), as the product
 * sees it. Names follow the registries' own vocabulary (domain.md §1-§3) so that a CERC v1.5 or
 * TAG adapter is a translation of field names, not a redesign:
 *
 * - UFR (usuário final recebedor): the merchant, by CPF/CNPJ document;
 * - financiador: the creditor, by CNPJ;
 * - credenciadora: the acquirer, by CNPJ; arranjo: the payment scheme code (VCC, MCD...);
 * - UR (unidade de recebível): key (credenciadora, UFR, arranjo, data de liquidação), one row per titular;
 * - efeito de contrato: a contract's effect on one UR (tipo de efeito, indicador de oneração...).
 *
 * Writes are asynchronous, as at every real registry: the call answers at once with a
 * protocol (`Receipt`), and the outcome is read later with `operation(protocolo)` or pushed to
 * the listeners given to `onOutcome`. Every write carries an idempotency key: the same key
 * twice with the same request returns the first receipt and registers once; with another
 * request it is refused (RegistryRefusal 100500). Reads answer synchronously.
 *
 * Money is integer cents (`Cents`), never a float; dates are ISO `YYYY-MM-DD` strings;
 * documents are normalised (digits for a CPF, 14 upper-case characters for a CNPJ).
 */

import type { EventFeed, EventsQuery, RegistryEvent } from './registry-events';
import type { DayListener, SandboxControls } from './registry-day';
import type {
  ContractPayments,
  SettlementEntry,
  SettlementsQuery,
  SettlementTotal,
  UnitsQuery,
  UnitTrace,
  UnitWithSettlements,
} from './settlement-reads';

import type { AgendaAnswer, AgendaGroupsAnswer, AgendaQuery } from './registry-agenda';

// The agenda's answers (URs one by one, or by acquirer and arranjo in columns) live there.
export type * from './registry-agenda';
// The read side (URs with their settlements, payments per contract and per domicile) lives there.
export type * from './settlement-reads';

/** Integer number of cents. */
export type Cents = number;
/** `YYYY-MM-DD`. */
export type IsoDate = string;
/** A CPF (11 digits) or CNPJ (14 characters, alphanumeric allowed), normalised. */
export type TaxId = string;

export type RegistryProviderName = 'sandbox';

// ---------------------------------------------------------------------------------------------
// Asynchronous writes
// ---------------------------------------------------------------------------------------------

export interface WriteRequest {
  /**
   * Ours; the same key twice = one registration (the first receipt is returned again) when the
   * request is the same (`solicitante` aside); a key used for another request is refused.
   */
  idempotencyKey: string;
  /**
   * The account on whose behalf the product writes (not sent to a registry): the sandbox
   * records its processing job under it. Without it the sandbox processes in-process.
   */
  solicitante?: string;
}

/** The registry's "received": a protocol to follow the outcome by. */
export interface Receipt {
  protocolo: string;
  recebidoEm: string; // ISO timestamp
}

export type OperationKind =
  | 'optin'
  | 'optout'
  | 'registro_contrato'
  | 'alteracao_domicilio'
  | 'cancelamento_contrato'
  | 'baixa_contrato'
  | 'liquidacao_contrato';

export type OperationStatus = 'recebida' | 'processada' | 'rejeitada';

/** A registry error as registries answer them: a numeric code and a message (Portuguese here). */
export interface RegistryError {
  codigo: number;
  mensagem: string;
}

export interface Operation<R = unknown> {
  protocolo: string;
  tipo: OperationKind;
  idempotencyKey: string;
  status: OperationStatus;
  recebidaEm: string;
  processadaEm: string | null;
  /** Present when processada. OptIn for optin/optout; ContractResult for contract writes. */
  resultado: R | null;
  /** Present when rejeitada. */
  erros: RegistryError[];
}

// ---------------------------------------------------------------------------------------------
// Opt-in (anuência)
// ---------------------------------------------------------------------------------------------

export interface OptInRequest extends WriteRequest {
  financiador: TaxId;
  ufr: TaxId;
  dataAssinatura: IsoDate;
  dataInicio: IsoDate;
  dataFim: IsoDate;
  /** Empty or absent = every acquirer / arranjo. */
  credenciadoras?: TaxId[];
  arranjos?: string[];
}

export interface OptOutRequest extends WriteRequest {
  financiador: TaxId;
  ufr: TaxId;
  /** The opt-in being ended (from OptIn.identificador). */
  identificadorOptIn: string;
}

export type OptInStatus = 'ativo' | 'inativo';

export interface OptIn {
  identificador: string;
  financiador: TaxId;
  ufr: TaxId;
  dataAssinatura: IsoDate;
  dataInicio: IsoDate;
  dataFim: IsoDate;
  credenciadoras: TaxId[];
  arranjos: string[];
  /** Active on the registry's current date: between its dates and not opted out. */
  status: OptInStatus;
  dataOptOut: IsoDate | null;
}

// ---------------------------------------------------------------------------------------------
// Discovery and agenda
// ---------------------------------------------------------------------------------------------

export interface Discovery {
  ufr: TaxId;
  credenciadoras: { credenciadora: TaxId; arranjos: string[] }[];
}

// ---------------------------------------------------------------------------------------------
// Contracts
// ---------------------------------------------------------------------------------------------

/** CERC tipoEfeito: 1 troca de titularidade, 2 cessão fiduciária, 3 ônus outros, 4 bloqueio judicial, 8 promessa de cessão. */
export type EffectType = 1 | 2 | 3 | 4 | 8;
/** CERC regrasDivisao: 1 fixed amount, 2 percentage. */
export type DivisionRule = 1 | 2;

export interface SettlementAccount {
  /** Holder of the account. */
  titular: TaxId;
  ispb: string;
  codigoBanco: string | null;
  agencia: string | null;
  conta: string | null;
  /** CC, CD, CG, CI, PG, PP. */
  tipoConta: string;
}

export interface ContractRegistration extends WriteRequest {
  financiador: TaxId;
  /** Ours, unique per financiador and immutable. */
  referenciaExterna: string;
  tipoEfeito: EffectType;
  regraDivisao: DivisionRule;
  /** Amount to commit when regraDivisao = 1. */
  valor?: Cents;
  /** Percentage in basis points (10000 = 100 %) when regraDivisao = 2. */
  percentualBp?: number;
  /** Requested priority (indicador de oneração); the registry assigns the next one when absent. */
  prioridade?: number;
  dataAssinatura: IsoDate;
  dataVencimento: IsoDate;
  /** Which URs the contract reaches. */
  unidades: {
    ufr: TaxId;
    credenciadoras?: TaxId[];
    arranjos?: string[];
    dataInicio: IsoDate;
    dataFim: IsoDate;
  };
  domicilio: SettlementAccount;
}

export type EffectStatus = 'solicitado' | 'aplicado' | 'remocao_solicitada' | 'removido' | 'nao_aplicado';

/** A contract's effect on one UR. */
export interface ContractEffect {
  credenciadora: TaxId;
  ufr: TaxId;
  arranjo: string;
  dataLiquidacao: IsoDate;
  /** Requested amount. */
  valorOnerado: Cents;
  /** Actually applied. */
  valorConstituidoEfeito: Cents;
  /** 1..N, lower first; 0 = the effect failed (insucesso). */
  indicadorOneracao: number;
  status: EffectStatus;
  /** Whether the UR is constituted (absent where a registry does not say). */
  constituida?: boolean;
  /** What the UR's settlement paid to this effect, and when (absent where a registry does not say). */
  valorLiquidado?: Cents;
  dataLiquidacaoEfetiva?: IsoDate | null;
}

/** CERC resultadoDistribuicao. */
export type DistributionResult = 1 | 2 | 3; // suficiente | insuficiente | em excesso

export type ContractStatus = 'ativo' | 'cancelado' | 'baixado' | 'liquidado';

export interface ContractRef {
  financiador: TaxId;
  referenciaExterna?: string;
  identificadorContrato?: string;
}

export interface Contract {
  identificadorContrato: string;
  referenciaExterna: string;
  financiador: TaxId;
  /** The UFR, titular of the receivables before the contract. */
  ufr: TaxId;
  tipoEfeito: EffectType;
  regraDivisao: DivisionRule;
  valor: Cents | null;
  percentualBp: number | null;
  dataAssinatura: IsoDate;
  dataVencimento: IsoDate;
  status: ContractStatus;
  domicilio: SettlementAccount;
  resultadoDistribuicao: DistributionResult;
  /** Sum of valorConstituidoEfeito over constituted URs / over URs a constituir. */
  valorConstituido: Cents;
  valorPendente: Cents;
  valorEfeito: Cents;
  valorBloqueado: Cents;
  efeitos: ContractEffect[];
}

export interface SettlementAccountChange extends WriteRequest {
  contrato: ContractRef;
  domicilio: SettlementAccount;
}

export interface ContractAction extends WriteRequest {
  contrato: ContractRef;
}

// ---------------------------------------------------------------------------------------------
// The registry's clock
// ---------------------------------------------------------------------------------------------

export interface TickSummary {
  de: IsoDate;
  ate: IsoDate;
  vendasAdicionadas: number;
  cancelamentos: number;
  unidadesLiquidadas: number;
  efeitosLiberados: number;
}

// ---------------------------------------------------------------------------------------------
// The interface
// ---------------------------------------------------------------------------------------------

export interface Registry {
  /** Which provider answers: shown to the user, so sandbox data is never passed off as real. */
  readonly name: RegistryProviderName;
  readonly offline: boolean;

  requestOptIn(req: OptInRequest): Promise<Receipt>;
  requestOptOut(req: OptOutRequest): Promise<Receipt>;
  listOptIns(q: { ufr: TaxId; financiador?: TaxId }): Promise<OptIn[]>;

  /** Which acquirers and arranjos hold URs of the merchant (requires active opt-in of financiador). */
  discover(q: { financiador: TaxId; ufr: TaxId }): Promise<Discovery>;
  /** The merchant's URs for a financiador with active opt-in or its own contract; else RegistryRefusal. */
  queryAgenda(q: AgendaQuery): Promise<AgendaAnswer>;
  /**
   * The same answer by acquirer and arranjo, in columns: a merchant's agenda holds thousands of
   * URs, and a reader of all of them (the consolidated schedule query) needs no object per UR.
   */
  queryAgendaGroups(q: AgendaQuery): Promise<AgendaGroupsAnswer>;

  registerContract(req: ContractRegistration): Promise<Receipt>;
  /**
   * Several contracts in one write, as registries take them in one file or request (a batch of
   * contract registrations): one receipt per contract, in the order given, each with its own
   * outcome. Each keeps its idempotency key: a key seen before answers its first receipt and is
   * not processed again. The registry processes them in the order given, so a later contract
   * meets the effects of the earlier ones; the refusal of one leaves the others registered.
   */
  registerContracts(reqs: readonly ContractRegistration[]): Promise<Receipt[]>;
  changeSettlementAccount(req: SettlementAccountChange): Promise<Receipt>;
  cancelContract(req: ContractAction): Promise<Receipt>;
  /** Baixa: ends the contract before its due date, releasing its effects. */
  writeOffContract(req: ContractAction): Promise<Receipt>;
  /** Liquidação: the contract is settled. */
  settleContract(req: ContractAction): Promise<Receipt>;
  findContract(ref: ContractRef): Promise<Contract | null>;

  /** The outcome of a write, by protocol. */
  operation(protocolo: string): Promise<Operation | null>;
  /** Waits until a write is processed or rejected (the sandbox processes in the background). */
  awaitOperation(protocolo: string): Promise<Operation>;
  /**
   * Pushed outcomes (a registry's webhook): called once per write processed or rejected by
   * this process. Returns the function that stops listening.
   */
  onOutcome(listener: (op: Operation) => void): () => void;

  /** Advances the registry's date: sales, cancellations, settlements, released effects. */
  tick(ate: IsoDate): Promise<TickSummary>;
  /** Calls `listener` around each day the registry processes (registry-day.ts); returns the function that stops it. */
  onDay(listener: DayListener): () => void;
  /** The offline sandbox's own controls; null for a real registry. */
  readonly sandbox: SandboxControls | null;
  /** The registry's current date. */
  today(): Promise<IsoDate>;

  listUnits(q: UnitsQuery): Promise<{ unidades: UnitWithSettlements[]; proximo: string | null }>;
  /** One UR with its settlements (who was paid, when, how much, where) and its effects' payments. */
  traceUnit(chave: string): Promise<UnitTrace | null>;

  /** A financiador's events after a seq, in order (registry-events.ts). */
  events(q: EventsQuery): Promise<RegistryEvent[]>;
  /** Every financiador's feed with its last seq: which feeds have something new. */
  eventFeeds(): Promise<EventFeed[]>;
  /**
   * Called (without arguments) when new events may be waiting, in whichever process made them:
   * a registry's push. Returns the function that stops listening.
   */
  onEvents(listener: () => void): Promise<() => Promise<void>>;

  /**
   * What the registry paid to one contract of the financiador, UR by UR (its removed effects'
   * payments included); null when the financiador has no such contract.
   */
  contractPayments(ref: ContractRef): Promise<ContractPayments | null>;
  /** The settlements paid to the financiador's contracts over a period, by effective date, page by page. */
  listSettlements(q: SettlementsQuery): Promise<{ liquidacoes: SettlementEntry[]; proximo: string | null }>;
  /**
   * The same settlements summed per effective date, domicile and acquirer (a bank credits what
   * was paid into an account on the day it was paid: the reconciliation's L(d) per account).
   */
  totaisPorDomicilioEDia(q: { financiador: TaxId; dataInicio: IsoDate; dataFim: IsoDate }): Promise<SettlementTotal[]>;
}

/** A refusal the registry answers synchronously (reads) — carries the registry's codes. */
export class RegistryRefusal extends Error {
  constructor(readonly erros: RegistryError[]) {
    super(erros.map((e) => `${e.codigo}: ${e.mensagem}`).join('; '));
    this.name = 'RegistryRefusal';
  }
}
