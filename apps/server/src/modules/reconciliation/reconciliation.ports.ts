import type { DayPlan, ReconciliationAccountInput } from '@lastro/domain';
import type { AppDb } from '../../db/client';
import type { ModuleContext } from '../../lib/module';
import type { ModulePart } from '../../lib/module-parts';
import type { IngestInput } from './files/files.ingest';
import type { MatchActionsService } from './matching/match-actions.service';
import type { ExpectedRow, Range, RefreshSummary, SettlementRow } from './registry-copies/registry-copies.service';
import type { RunRequest, RunScope, RunTrigger } from './runs/runs.service';
import type { SimulatedDay } from './sandbox-statements/sandbox-statements.service';

/** What each part of the reconciliation module receives: the module's context and what parts share. */
export interface ReconciliationPartContext extends ModuleContext {
  /** The registry's date ("today" of spec 4: the sandbox's while it is the provider). */
  today(): Promise<string>;
  /** Seeds the default classification rules of a creditor's first company, inside its transaction. */
  seedDefaultRules(tx: AppDb, creditorId: string): Promise<void>;
  /** Asks for a run (spec 4 §4.5): a trigger's one call; merged into the creditor's next run. */
  requestRun(request: RunRequest): Promise<unknown>;
}

/** What each part contributes; the module file puts them together (composeParts). */
export type ReconciliationPart = ModulePart<ReconciliationServices>;

export interface ReconciliationServices {
  /**
   * Brings a creditor's originators and domiciles into reconciliation (every creditor's when
   * null); a creditor's first company seeds its default rules. Idempotent.
   */
  mirrorCompanies(creditorId: string | null): Promise<void>;
  /** Marks every originator account of the creditor for the sandbox's statement simulator (spec 4 §9; no screen). */
  simulateOriginatorAccounts(creditorId: string): Promise<number>;
  /** Adds a merchant of the creditor with the account of its free part, as the platform (demo data). */
  addMerchant(
    creditorId: string,
    merchantId: string,
    account: ReconciliationAccountInput,
  ): Promise<{ id: string }>;
  /**
   * Takes a statement file as an upload does (spec 4 §4.1, §9.1: the simulator hands its files
   * here with origin 'sandbox'): refused at once with the spec's message (AppError 409/413/422),
   * or stored and queued; sandbox files notify nobody.
   */
  ingestStatement(input: IngestInput): Promise<{ id: string; job_id: string; status: 'recebido' }>;
  /**
   * The registry copies of one creditor over a range of dates (spec 4 §3.6): Previsto a freeze
   * missed frozen now, the settlement information copied and the read recorded up to today;
   * the days ahead read live. Idempotent; frozen rows never change.
   */
  refreshCopies(creditorId: string, range: Range): Promise<RefreshSummary>;
  /** Previsto rows (per effect, or per merchant account's free part, on a UR) with expected dates in the range. */
  expectedFor(creditorId: string, range: Range): Promise<ExpectedRow[]>;
  /** The registry's settlements copied for the creditor, with effective dates in the range. */
  settlementsFor(creditorId: string, range: Range): Promise<SettlementRow[]>;
  /**
   * The statement simulator's day (spec 4 §9.1): every simulated account's statement of `date`,
   * written and ingested; the sandbox's `after(day)` runs it, whoever ticked. A day run twice changes nothing.
   */
  simulateDay(date: string): Promise<SimulatedDay[]>;
  /** Fixes an account's day for the simulator: these anomalies instead of the draw, or no statement (the demo's placements, §9.3). */
  planSandboxDay(accountId: string, date: string, plan: DayPlan): Promise<void>;
  /** Marks one account (a merchant's) for the simulator. */
  simulateAccount(accountId: string): Promise<void>;
  /**
   * Runs a scope now (spec 4 §4.5), after the creditor's run in progress: the registry copies
   * refreshed, the items, matches, suggestions and divergences written in one transaction.
   */
  reconcile(creditorId: string, scope: RunScope, trigger?: RunTrigger): Promise<{ runId: string; counts: Record<string, number> }>;
  /**
   * The users' decisions as POST reconciliation/matches, suggestions/{id}/confirm and
   * divergences/justify make them (§2.4-§2.6): the demo's history acts through them as its user.
   */
  decisions: Pick<MatchActionsService, 'createMatch' | 'confirmSuggestion' | 'justify'>;
  /** The home's figures (every creditor's when null): pending divergences, count and Σ |diferença| in reais. */
  pendingDivergences(creditorId: string | null): Promise<{ count: number; amount: string }>;
  /** The home's figures (every creditor's when null): statement files waiting for a link or a confirmation, and those statuses. */
  filesWaiting(creditorId: string | null): Promise<{ count: number; statuses: string[] }>;
  /**
   * Contracts whose situation is 'Insuficiente' (spec 4 §4.7) per creditor, among the live
   * commitments (aprovado, insuficiente, em_contestacao); every creditor when null. Creditors
   * without any are absent.
   */
  insufficientByCreditor(creditorIds: string[] | null): Promise<Map<string, number>>;
  /** The contract alerts of the day (spec 4 §4.7), once per (contract, event); the registry's `after(day)` sends them. */
  sendContractAlerts(): Promise<{ sent: number }>;
  /** A run asked for: merged into the creditor's waiting run, or queued as the job `reconciliation.run` (null: left to the next trigger). */
  requestRun(request: RunRequest): Promise<{ runId: string; jobId: string | null } | null>;
}

declare module '../../lib/module' {
  interface ModuleServices {
    reconciliation: ReconciliationServices;
  }
}
