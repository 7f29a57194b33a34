import type pg from 'pg';
import type {
  AgendaAnswer,
  AgendaGroupsAnswer,
  AgendaQuery,
  Contract,
  ContractPayments,
  ContractAction,
  ContractRef,
  ContractRegistration,
  Discovery,
  Operation,
  OperationKind,
  OptIn,
  OptInRequest,
  OptOutRequest,
  Receipt,
  Registry,
  SettlementAccountChange,
  SettlementEntry,
  SettlementsQuery,
  SettlementTotal,
  TickSummary,
  UnitsQuery,
  UnitTrace,
  UnitWithSettlements,
  WriteRequest,
} from '../registry';
import type { EventFeed, EventsQuery, RegistryEvent } from '../registry-events';
import type { DayListener, SandboxControls } from '../registry-day';
import { discover, queryAgenda, queryAgendaGroups } from './agenda';
import { EVENTS_CHANNEL, eventFeeds, readEvents } from './events';
import { tick, today } from './clock';
import { findContract } from './contracts';
import { listOptIns } from './optins';
import { awaitOperation, Outcomes, readOperation } from './outcomes';
import { processBatch, processPending, processWrite } from './process';
import { receiveWrites } from './receive';
import { listUnits, traceUnit } from './reconciliation';
import { contractPayments, listSettlements, totaisPorDomicilioEDia } from './settlements';
import { resetClock, simulate } from './occurrences';


export interface SandboxOptions {
  pool: pg.Pool;
  /**
   * Hands received writes to whoever processes them (the registry module queues a job): the
   * writes of one request together (a batch of contracts is processed in one transaction, in
   * the order given, by `processBatch`). Without it they are processed in this process right
   * after they are received.
   */
  dispatch?: (protocolos: string[], tipo: OperationKind, solicitante: string | undefined) => Promise<void>;
  /** How often awaitOperation looks, and for how long at most. */
  pollMs?: number;
  awaitTimeoutMs?: number;
  /** LISTEN on a channel (the database's own connection for it); without it onEvents never calls. */
  listen?: (channel: string, onPayload: (payload: string) => void) => Promise<() => Promise<void>>;
}

/**
 * The offline registry (domain.md §4): state in the `registry` schema, writes received with a
 * protocol and processed apart (a job, or right after in this process), the effect algorithm
 * of domain.md §3, a clock moved only by ticks. The work is in the files beside this one; this
 * class holds what lives as long as the process (its options and the outcomes it heard).
 */
export class SandboxRegistry implements Registry {
  readonly name = 'sandbox' as const;
  readonly offline = true;
  private readonly pool: pg.Pool;
  private readonly outcomes = new Outcomes();
  private readonly dayListeners = new Set<DayListener>();
  readonly sandbox: SandboxControls;

  constructor(private readonly opts: SandboxOptions) {
    this.pool = opts.pool;
    this.sandbox = {
      simulate: (o) => simulate(this.pool, o),
      resetClock: (date) => resetClock(this.pool, date),
    };
  }

  onDay(listener: DayListener): () => void {
    this.dayListeners.add(listener);
    return () => void this.dayListeners.delete(listener);
  }

  /** Outcomes of writes processed by this process (processada or rejeitada). */
  onOutcome(listener: (op: Operation) => void): () => void {
    return this.outcomes.listen(listener);
  }

  today(): Promise<string> {
    return today(this.pool);
  }

  tick(ate: string): Promise<TickSummary> {
    return tick(this.pool, ate, [...this.dayListeners]);
  }

  // Writes: received now, processed apart.

  requestOptIn(req: OptInRequest): Promise<Receipt> {
    return this.receive('optin', req);
  }
  requestOptOut(req: OptOutRequest): Promise<Receipt> {
    return this.receive('optout', req);
  }
  registerContract(req: ContractRegistration): Promise<Receipt> {
    return this.receive('registro_contrato', req);
  }
  registerContracts(reqs: readonly ContractRegistration[]): Promise<Receipt[]> {
    return this.receiveMany('registro_contrato', reqs);
  }
  changeSettlementAccount(req: SettlementAccountChange): Promise<Receipt> {
    return this.receive('alteracao_domicilio', req);
  }
  cancelContract(req: ContractAction): Promise<Receipt> {
    return this.receive('cancelamento_contrato', req);
  }
  writeOffContract(req: ContractAction): Promise<Receipt> {
    return this.receive('baixa_contrato', req);
  }
  settleContract(req: ContractAction): Promise<Receipt> {
    return this.receive('liquidacao_contrato', req);
  }

  private async receive(tipo: OperationKind, req: WriteRequest): Promise<Receipt> {
    return (await this.receiveMany(tipo, [req]))[0]!;
  }

  private receiveMany(tipo: OperationKind, reqs: readonly WriteRequest[]): Promise<Receipt[]> {
    return receiveWrites(this.pool, tipo, reqs, async (protocolos, kind, solicitante) => {
      if (this.opts.dispatch) await this.opts.dispatch(protocolos, kind, solicitante);
      else setImmediate(() => void this.processBatch(protocolos).catch(() => undefined));
    });
  }

  operation(protocolo: string): Promise<Operation | null> {
    return readOperation(this.pool, protocolo);
  }

  awaitOperation(protocolo: string): Promise<Operation> {
    return awaitOperation(this.pool, this.outcomes, protocolo, this.opts);
  }

  process(protocolo: string): Promise<Operation | null> {
    return processWrite(this.pool, this.outcomes, protocolo);
  }

  processBatch(protocolos: readonly string[]): Promise<(Operation | null)[]> {
    return processBatch(this.pool, this.outcomes, protocolos);
  }

  /** Processes writes left 'recebida' for longer than `olderThanSeconds` (a lost job or process). */
  processPending(olderThanSeconds: number): Promise<number> {
    return processPending(this.pool, this.outcomes, olderThanSeconds);
  }

  // Reads.

  listOptIns(query: { ufr: string; financiador?: string }): Promise<OptIn[]> {
    return listOptIns(this.pool, query);
  }

  discover(query: { financiador: string; ufr: string }): Promise<Discovery> {
    return discover(this.pool, query);
  }

  queryAgenda(query: AgendaQuery): Promise<AgendaAnswer> {
    return queryAgenda(this.pool, query);
  }

  queryAgendaGroups(query: AgendaQuery): Promise<AgendaGroupsAnswer> {
    return queryAgendaGroups(this.pool, query);
  }

  findContract(ref: ContractRef): Promise<Contract | null> {
    return findContract(this.pool, ref);
  }

  listUnits(query: UnitsQuery): Promise<{ unidades: UnitWithSettlements[]; proximo: string | null }> {
    return listUnits(this.pool, query);
  }

  traceUnit(chave: string): Promise<UnitTrace | null> {
    return traceUnit(this.pool, chave);
  }

  // Events.

  events(query: EventsQuery): Promise<RegistryEvent[]> {
    return readEvents(this.pool, query);
  }

  eventFeeds(): Promise<EventFeed[]> {
    return eventFeeds(this.pool);
  }

  async onEvents(listener: () => void): Promise<() => Promise<void>> {
    if (!this.opts.listen) return async () => undefined;
    return this.opts.listen(EVENTS_CHANNEL, () => listener());
  }

  // Settlement reads.

  contractPayments(ref: ContractRef): Promise<ContractPayments | null> {
    return contractPayments(this.pool, ref);
  }

  listSettlements(query: SettlementsQuery): Promise<{ liquidacoes: SettlementEntry[]; proximo: string | null }> {
    return listSettlements(this.pool, query);
  }

  totaisPorDomicilioEDia(query: { financiador: string; dataInicio: string; dataFim: string }): Promise<SettlementTotal[]> {
    return totaisPorDomicilioEDia(this.pool, query);
  }
}
