import { randomUUID } from 'node:crypto';
import {
  centsToDecimalText,
  MESSAGES,
  NOTIFICATION_TYPE,
  SCHEDULE_STATUS,
  SCHEDULE_STATUSES,
  defaultDateRange,
  formatDocument,
  type ScheduleAnalyticalItem,
  type ScheduleCreateInput,
  type ScheduleListQuery,
  type ScheduleListRow,
  type ScheduleRequest,
} from '@lastro/domain';
import { RegistryRefusal, type AgendaQuery } from '../../integrations/registry/registry';
import { badRequest, forbidden, notFound } from '../../lib/errors';
import type { AuthContext } from '../../plugins/route-auth';
import type { CreditorIdentity } from '../creditors/creditors.ports';
import type { MerchantRef, MerchantsPort } from '../merchants/merchants.ports';
import type { NotificationsPort, NotifyInput } from '../notifications/notifications.ports';
import { answerOf, summaryOf, unitsOf } from './schedules.answer';
import { SCHEDULE_QUERY_JOB, type ScheduleQueryJobData, type ScheduleRegistry } from './schedules.ports';
import type { ScheduleFilters, ScheduleListRecord, ScheduleRequestRow, SchedulesRepository } from './schedules.repository';

const M = MESSAGES.schedules;
type ScheduleVariant = NonNullable<ScheduleRequest['schedule_consolidated']>;

export interface SchedulesDeps {
  registry: () => ScheduleRegistry;
  merchants: () => Pick<MerchantsPort, 'find' | 'findAllByDocument' | 'findOfCreditor' | 'findByDocument' | 'hasActiveOptIn' | 'refreshOptIns'>;
  identityOf(creditorId: string): Promise<CreditorIdentity | null>;
  names(): Promise<{ acquirers: Map<string, string>; arrangements: Map<string, string> }>;
  notify: () => NotificationsPort;
  enqueue(type: string, accountId: string, data: unknown, options?: { startAfterSeconds?: number }): Promise<string>;
}

const statusOf = (code: string) => ({ code, description: SCHEDULE_STATUSES.find((s) => s.value === code)?.label ?? code });
const iso = (d: Date | null) => (d ? d.toISOString() : null);
const brl = (cents: number) => cents / 100;

export function toScheduleListRow(row: ScheduleListRecord): ScheduleListRow {
  return {
    id: row.id,
    creditor_id: row.creditorId,
    creditor_company_name: row.creditorCompanyName,
    partner_type: row.partnerType,
    partnership: row.partnership,
    query_type: row.queryType,
    merchant_id: row.merchantId,
    merchant_company_name: row.merchantCompanyName,
    merchant_document_number: row.merchantDocumentNumber,
    created_at: row.createdAt.toISOString(),
    execution_begin_date: iso(row.executionBeginDate),
    execution_end_date: iso(row.executionEndDate),
    status: statusOf(row.status),
  };
}


export type ScheduleQueryKind = 'consolidated' | 'expanded';

/** What the job asks the registry for the query `row`, as the financiador of document `financiador`. */
const agendaQueryOf = (row: ScheduleRequestRow, financiador: string): AgendaQuery => ({
  financiador,
  ufr: row.merchantDocumentNumber,
  credenciadoras: row.acquirers,
  arranjos: row.arrangements,
  // The consolidated query has no dates: from the registry's date, the whole agenda ahead.
  ...(row.initialDate ? { dataInicio: row.initialDate } : {}),
  ...(row.endDate ? { dataFim: row.endDate } : {}),
});

export function createSchedulesService(repo: SchedulesRepository, deps: SchedulesDeps) {
  /** A creditor user sees only its own creditor's queries: another's is "not found". */
  async function visible(auth: AuthContext, id: string): Promise<ScheduleRequestRow> {
    const row = await repo.findById(id);
    if (!row || (!auth.isAdmin && row.creditorId !== auth.creditorId)) throw notFound();
    return row;
  }

  /** The query of `id` if the caller may see it and it is processed (its summary can be downloaded). */
  async function processed(auth: AuthContext, id: string): Promise<ScheduleRequestRow> {
    const row = await visible(auth, id);
    if (row.status !== SCHEDULE_STATUS.processed) throw badRequest(M.notProcessed);
    return row;
  }

  function filtersOf(auth: AuthContext, q: Omit<ScheduleListQuery, 'offset' | 'limit'>): Omit<ScheduleFilters, 'offset' | 'limit'> {
    // The spec's list always carries a period: yesterday and today unless the caller gives one.
    const range = q.startDate ? { startDate: q.startDate, endDate: q.endDate } : defaultDateRange();
    const byCreditor = auth.isAdmin && q.searchBy === 'creditor';
    return {
      creditorId: auth.isAdmin ? q.creditor_id : auth.creditorId!,
      merchantId: q.merchant_id,
      merchantName: byCreditor ? undefined : q.search,
      creditorName: byCreditor ? q.search : undefined,
      document: q.document,
      status: q.status && q.status !== 'todos' ? q.status : undefined,
      startDate: range.startDate,
      endDate: range.endDate,
    };
  }

  /** What tells the requester how the query ended. */
  const outcomeNotice = (row: ScheduleRequestRow, ok: boolean): NotifyInput => ({
    title: ok ? M.processedNotificationTitle : M.errorNotificationTitle,
    description: `${row.merchantCompanyName} (${formatDocument(row.merchantDocumentNumber)})`,
    type: NOTIFICATION_TYPE.agenda,
    metadata: { id: row.id },
    dedupeKey: `schedule:${row.id}:${ok ? 'ok' : 'erro'}`,
    // The answer's notification is the job's last write (an error's may come after the job).
    flushedByJob: ok,
  });

  async function notifyOutcome(row: ScheduleRequestRow, ok: boolean) {
    if (row.requestedBy) await deps.notify().notify(row.requestedBy, outcomeNotice(row, ok));
  }

  /** Ends the query in error; `began`, when the run that ends it began (now, when no run is known). */
  async function fail(row: ScheduleRequestRow, message: string, began?: Date) {
    const now = new Date();
    const ended = await repo.failIfProcessing(row.id, { status: SCHEDULE_STATUS.error, errorMessage: message, executionBeginDate: began ?? now, executionEndDate: now });
    if (ended) await notifyOutcome(row, false);
  }

  /**
   * The merchant queried: the supplier's (supplier mode) or the one of the document, whichever
   * supplier's (merchant mode); with its supplier's identity when that was read on the way.
   */
  async function merchantOf(auth: AuthContext, input: ScheduleCreateInput): Promise<{ merchant: MerchantRef; creditor?: CreditorIdentity }> {
    const merchants = deps.merchants();
    if (input.query_mode === 'merchant') {
      if (!auth.isAdmin) throw forbidden(M.queryModeAdminOnly);
      const found = input.merchant_id
        ? [await merchants.find(input.merchant_id)].filter((m) => m !== null)
        : input.document_number
          ? await merchants.findAllByDocument(input.document_number)
          : null;
      if (!found) throw badRequest(M.merchantRequired);
      const candidates = input.creditor_id ? found.filter((m) => m.creditor_id === input.creditor_id) : found;
      if (candidates.length === 1) return { merchant: candidates[0]! };
      if (!candidates.length) throw notFound(M.merchantNotFound);
      // Several suppliers hold the document: the one whose opt-in is active, if only one is.
      const active = await Promise.all(candidates.map((m) => merchants.hasActiveOptIn(m.id, m.creditor_id)));
      const withOptIn = candidates.filter((_, i) => active[i]);
      if (withOptIn.length === 1) return { merchant: withOptIn[0]! };
      throw badRequest(withOptIn.length ? M.merchantOfSeveralCreditors : M.noOptIn);
    }
    if (!input.creditor_id) throw badRequest(M.creditorRequired);
    if (!auth.isAdmin && auth.creditorId !== input.creditor_id) throw notFound();
    const creditor = await deps.identityOf(input.creditor_id);
    if (!creditor) throw notFound();
    if (!input.merchant_id && !input.document_number) throw badRequest(M.merchantRequired);
    const merchant = input.merchant_id
      ? await merchants.findOfCreditor(input.creditor_id, input.merchant_id)
      : await merchants.findByDocument(input.creditor_id, input.document_number!);
    if (!merchant) throw notFound(M.merchantNotFound);
    return { merchant, creditor };
  }

  return {
    visible,

    /** The home's figure: the agenda's free and committed amounts from `fromDate` on (reais), one creditor's or every creditor's. */
    async agendaFrom(creditorId: string | null, fromDate: string) {
      const { free, committed } = await repo.agendaFrom(creditorId, fromDate);
      return { free: centsToDecimalText(free), committed: centsToDecimalText(committed) };
    },

    async search(auth: AuthContext, q: ScheduleListQuery) {
      // The parsed query goes along: its `<key>Order` parameter picks the sort.
      const { rows, count } = await repo.search({ ...q, ...filtersOf(auth, q), offset: q.offset, limit: q.limit });
      return { rows: rows.map(toScheduleListRow), count };
    },

    /**
     * Accepts a query at once (status '01') and leaves the registry call to a job (taken no
     * sooner than `startAfterSeconds`, when given). Refused here: another creditor's (404), an
     * unknown merchant, no active opt-in, the merchant mode asked by a creditor user (403).
     */
    async create(auth: AuthContext, kind: ScheduleQueryKind, input: ScheduleCreateInput, options: { startAfterSeconds?: number } = {}) {
      const { merchant, creditor: read } = await merchantOf(auth, input);
      const creditor = read ?? (await deps.identityOf(merchant.creditor_id));
      if (!creditor) throw notFound();
      if (!(await deps.merchants().hasActiveOptIn(merchant.id, creditor.id))) throw badRequest(M.noOptIn);
      const row = await repo.insert({
        creditorId: creditor.id,
        merchantId: merchant.id,
        creditorCompanyName: creditor.company_name,
        creditorDocumentNumber: creditor.document_number,
        partnerType: kind === 'expanded' ? 'if' : creditor.partner_type,
        partnership: creditor.partnership,
        merchantCompanyName: merchant.company_name,
        merchantDocumentNumber: merchant.document_number,
        queryType: kind === 'expanded' ? 'IF' : 'CONSOLIDATED',
        protocol: input.protocol || randomUUID(),
        acquirers: input.acquirers ?? [],
        arrangements: input.arrangements ?? [],
        // The consolidated query covers the whole agenda ahead: its dates are not sent.
        initialDate: kind === 'expanded' ? (input.initial_date ?? null) : null,
        endDate: kind === 'expanded' ? (input.end_date ?? null) : null,
        status: SCHEDULE_STATUS.processing,
        requestedBy: auth.accountId,
      });
      const job: ScheduleQueryJobData = { requestId: row.id, agenda: agendaQueryOf(row, creditor.document_number) };
      await deps.enqueue(SCHEDULE_QUERY_JOB, auth.accountId, job, options);
      return { id: row.id, status: row.status };
    },

    /**
     * The job: asks the registry, stores the answer's URs, tells the requester. Safe to run twice.
     * Given what to ask (the job's data), the registry is asked while the query is read. When
     * the job began is written with its end, by the one statement that ends it.
     */
    async run(requestId: string, agenda?: AgendaQuery) {
      const began = new Date();
      const registry = deps.registry();
      const asked = agenda && registry.queryAgendaGroups(agenda);
      // Awaited once the query is read; a refusal meanwhile must not go unhandled.
      asked?.catch(() => undefined);
      const row = await repo.waiting(requestId);
      if (!row) return { skipped: true };
      const document = agenda?.financiador ?? row.creditorDocumentNumber ?? (await deps.identityOf(row.creditorId))?.document_number;
      if (!document) {
        await fail(row, MESSAGES.errors.notFound, began);
        return { status: SCHEDULE_STATUS.error };
      }
      try {
        const answer = await (asked ?? registry.queryAgendaGroups(agendaQueryOf(row, document)));
        const groups = answerOf(answer);
        // Stored and told in one statement: the notification commits with the answer.
        const notice = row.requestedBy ? deps.notify().within(row.requestedBy, outcomeNotice(row, true)) : undefined;
        const stored = await repo.complete(row.id, groups, answer.dataReferencia, began, notice);
        if (!stored) return { skipped: true };
        return { status: SCHEDULE_STATUS.processed, units: groups.reduce((n, g) => n + g[2].length, 0) };
      } catch (err) {
        // A refusal is the registry's answer, final; anything else is retried by the job.
        if (!(err instanceof RegistryRefusal)) throw err;
        await fail(row, err.erros.map((e) => e.mensagem).join('; '), began);
        // An opt-in ended at the registry (the merchant revoked it there) is what refuses most
        // queries: the product's opt-ins follow the registry now rather than at the next look.
        await deps.merchants().refreshOptIns(row.merchantId);
        return { status: SCHEDULE_STATUS.error };
      }
    },

    /** The last attempt of the job failed: the query ends in error. */
    async failed(requestId: string, message: string) {
      const row = await repo.findById(requestId);
      if (row && row.status === SCHEDULE_STATUS.processing) await fail(row, message);
    },

    async get(auth: AuthContext, id: string): Promise<ScheduleRequest> {
      const row = await visible(auth, id);
      const processed = row.status === SCHEDULE_STATUS.processed;
      let variant: ScheduleVariant | null = null;
      if (processed) {
        const [groups, names] = await Promise.all([repo.answer(id), deps.names()]);
        const summary = summaryOf(groups);
        const acquirerName = (doc: string) => names.acquirers.get(doc) ?? formatDocument(doc);
        const arrangementName = (code: string) => names.arrangements.get(code) ?? code;
        const merchant = { merchant_name: row.merchantCompanyName, merchant_document_number: row.merchantDocumentNumber };
        const byAcquirer = new Map<string, ScheduleVariant['summary'][number]>();
        for (const s of summary) {
          const item = byAcquirer.get(s.acquirerDocument) ?? {
            ...merchant,
            acquirer_name: acquirerName(s.acquirerDocument),
            acquirer_document: s.acquirerDocument,
            arrangements: [],
          };
          item.arrangements.push({
            arrangement_name: arrangementName(s.arrangement),
            arrangement_code: s.arrangement,
            amount_total: brl(s.totalCents),
            amount_committed: brl(s.committedCents),
            amount_available: brl(s.freeCents),
            amount_settled: brl(s.settledCents),
          });
          byAcquirer.set(s.acquirerDocument, item);
        }
        const analytical: ScheduleAnalyticalItem[] = unitsOf(groups).map(([acquirer, arrangement, date, total, committed, free, settled]) => ({
          settlement_date: date,
          ...merchant,
          acquirer_name: acquirerName(acquirer),
          acquirer_document: acquirer,
          arrangement_name: arrangementName(arrangement),
          arrangement_code: arrangement,
          amount_total: brl(total),
          amount_committed: brl(committed),
          amount_available: brl(free),
          amount_settled: brl(settled),
        }));
        variant = { summary: [...byAcquirer.values()], schedule_analytical: analytical };
      }
      return {
        id: row.id,
        created_at: row.createdAt.toISOString(),
        execution_begin_date: iso(row.executionBeginDate),
        execution_end_date: iso(row.executionEndDate),
        request_status: statusOf(row.status),
        query_type: row.queryType,
        acquirers: row.acquirers,
        arrangements: row.arrangements,
        initial_date: row.initialDate,
        end_date: row.endDate,
        merchant: { id: row.merchantId, document_number: row.merchantDocumentNumber, company_name: row.merchantCompanyName },
        creditor: { id: row.creditorId, company_name: row.creditorCompanyName },
        is_old: false,
        reference_date: row.referenceDate,
        error_message: row.errorMessage,
        schedule_consolidated: row.queryType === 'IF' ? null : variant,
        schedule_expanded: row.queryType === 'IF' ? variant : null,
        schedule_consolidated_old: null,
        schedule_expanded_old: null,
      };
    },

    processed,

    /** Rows of the summary download (spec 2 §3 "Summary rows", with the committed and settled amounts that make up the total). */
    async summaryRows(auth: AuthContext, id: string) {
      const row = await processed(auth, id);
      const [groups, names] = await Promise.all([repo.answer(id), deps.names()]);
      return summaryOf(groups).map((s) => ({
        request_date: row.createdAt.toISOString(),
        period: { from: s.firstDate, to: s.lastDate },
        merchant_name: row.merchantCompanyName,
        acquirer_name: names.acquirers.get(s.acquirerDocument) ?? formatDocument(s.acquirerDocument),
        arrangement_name: names.arrangements.get(s.arrangement) ?? s.arrangement,
        amount_total: brl(s.totalCents),
        amount_committed: brl(s.committedCents),
        amount_available: brl(s.freeCents),
        amount_settled: brl(s.settledCents),
        value_type: s.arrangement.endsWith('D') ? 'Débito' : 'Crédito',
        settlement_date: s.firstDate,
      }));
    },
  };
}

export type SchedulesService = ReturnType<typeof createSchedulesService>;
export type ScheduleSummaryRow = Awaited<ReturnType<SchedulesService['summaryRows']>>[number];
