import {
  addDays,
  centsToDecimalText,
  COMMITMENT_STATUSES,
  COVERAGE_BANDS,
  CONTRACT_SITUATIONS,
  divideHalfEven,
  isoToDayNumber,
  MONITORING_DEFAULT_DEAL_STATUSES,
  NEAR_DUE_DAYS,
  type MonitoringContract,
  type MonitoringContractDetail,
  type MonitoringContractListResponse,
  type MonitoringContractSummary,
  type MonitoringContractsQuery,
} from '@lastro/domain';
import type { AuthContext } from '../../../plugins/route-auth';
import { creditorScope, visibleTo } from '../matching/item-reads.service';
import type { MonitoringFilters } from './contract-figures.sql';
import type { ContractRow, MonitoringRepository } from './monitoring.repository';

const money = (cents: string | number) => centsToDecimalText(Number(cents));
const STATUS_BY_CODE = new Map(COMMITMENT_STATUSES.map((s) => [s.code as number, s.value]));
/** The expiry chart's reach (spec 4 §11). */
export const EXPIRY_CHART_DAYS = 90;

/** Tenths of a percent as '97.4'. */
const tenthsText = (tenths: string | number | null) => (tenths === null ? null : (Number(tenths) / 10).toFixed(1));
/** part ÷ whole × 100 with one decimal, half to even, as contractFigures rounds. */
const percentOf = (part: bigint, whole: bigint) => (whole === 0n ? null : tenthsText(Number(divideHalfEven(part * 1000n, whole))));

/** The Monday of a date's week (weeks run Monday to Sunday). */
export function mondayOf(iso: string) {
  // Day 0 (1970-01-01) was a Thursday: Monday is 4.
  const offset = (((isoToDayNumber(iso) - 4) % 7) + 7) % 7;
  return addDays(iso, -offset);
}

export function shapeContract(r: ContractRow): MonitoringContract {
  const debt = Number(r.debt);
  return {
    installment_id: r.installment_id,
    deal_id: r.deal_id,
    code: r.code,
    installment: r.installment,
    external_reference: r.external_reference,
    contract_identifier: r.contract_identifier,
    creditor_id: r.creditor_id,
    creditor_name: r.creditor_name,
    merchant: { id: r.merchant_id, name: r.merchant_company_name, document: r.merchant_document_number },
    type: r.type,
    strategy: r.strategy,
    deal_status: STATUS_BY_CODE.get(r.deal_status) ?? 'aprovado',
    contract_amount: money(r.contract_amount),
    requested_effect: money(r.requested_effect),
    applied_to_settle: money(r.applied),
    to_constitute: money(r.to_constitute),
    settled: money(r.settled),
    received_conciliated: money(r.received),
    debt: money(r.debt),
    coverage_percent: tenthsText(r.coverage_tenths),
    min_percentage: Number(r.min_percentage).toFixed(2),
    situation: r.situation,
    due_date: r.due_date,
    days_to_due: r.days_to_due,
    near_due: debt > 0 && r.days_to_due <= NEAR_DUE_DAYS,
  };
}

export interface MonitoringDeps {
  repo: MonitoringRepository;
  today(): Promise<string>;
}

/** 'Monitoramento dos Contratos' (spec 4 §2.9, §4.7, §8 'monitoring'), within the caller's creditor. */
export function createMonitoringService({ repo, today }: MonitoringDeps) {
  const scopeOf = async (auth: AuthContext, q: { creditor_id?: string | undefined }) => ({ creditorId: creditorScope(auth, q.creditor_id), today: await today() });

  return {
    async list(auth: AuthContext, q: MonitoringContractsQuery): Promise<MonitoringContractListResponse> {
      const scope = await scopeOf(auth, q);
      // A deep page first counts the list (when that needs no figures), to read from the nearer end.
      const page = repo.isDeep(q.offset) ? repo.count(scope, q).then((n) => repo.page(scope, q, n ?? undefined)) : repo.page(scope, q);
      const [rows, t] = await Promise.all([page, repo.totals(scope, q)]);
      return {
        results: rows.map(shapeContract),
        metadata: { resultset: { offset: q.offset, limit: q.limit, count: t.count } },
        totals: {
          count: t.count,
          contract_amount: money(t.contract_amount),
          requested_effect: money(t.requested_effect),
          applied_to_settle: money(t.applied),
          to_constitute: money(t.to_constitute),
          settled: money(t.settled),
          received_conciliated: money(t.received),
          debt: money(t.debt),
          weighted_coverage: percentOf(BigInt(t.applied), BigInt(t.debt)),
          insufficient_count: t.insufficient_count,
          due_30_count: t.due_30_count,
        },
      };
    },

    async summary(auth: AuthContext, q: MonitoringContractsQuery): Promise<MonitoringContractSummary> {
      const scope = await scopeOf(auth, q);
      const from = mondayOf(scope.today);
      const last = addDays(scope.today, EXPIRY_CHART_DAYS);
      const to = addDays(mondayOf(last), 6);
      const [bands, dues] = await Promise.all([repo.bands(scope, q), repo.dues(scope, q, { from: scope.today, to: last })]);
      const byBand = new Map(bands.map((b) => [b.band, b]));
      const weeks: MonitoringContractSummary['expiry_weeks'] = [];
      for (let w = from; w <= to; w = addDays(w, 7))
        for (const situation of CONTRACT_SITUATIONS) {
          const inWeek = dues.filter((d) => d.situation === situation && mondayOf(d.due_date) === w);
          weeks.push({
            week_start: w,
            week_end: addDays(w, 6),
            situation,
            count: inWeek.reduce((s, d) => s + d.count, 0),
            debt: money(inWeek.reduce((s, d) => s + Number(d.debt), 0)),
          });
        }
      return {
        coverage_bands: COVERAGE_BANDS.map((band) => ({ band, count: byBand.get(band)?.count ?? 0, debt: money(byBand.get(band)?.debt ?? 0) })),
        expiry_weeks: weeks,
      };
    },

    async detail(auth: AuthContext, installmentId: string): Promise<MonitoringContractDetail> {
      const t = await today();
      // The drawer opens any contract of the caller's creditor, whatever the list's default filters.
      const [row] = await repo.page({ creditorId: null, today: t, installmentId }, { offset: 0, limit: 1, deal_status: [] } as unknown as MonitoringContractsQuery);
      visibleTo(auth, row);
      const units = await repo.units(installmentId);
      return {
        contract: shapeContract(row!),
        units: units.map((u) => ({
          settlement_date: u.settlement_date,
          acquirer: { document: u.acquirer_document, name: u.acquirer_name ?? u.acquirer_document },
          arrangement: { code: u.arrangement, name: u.arrangement_name },
          priority: u.priority,
          onerated: money(u.onerated),
          effect_applied: money(u.effect_applied),
          settled: money(u.settled),
          effective_date: u.effective_date,
          agenda: u.agenda_id ? { id: u.agenda_id, status: u.agenda_status as never } : null,
          bank: u.bank_id ? { id: u.bank_id, status: u.bank_status as never } : null,
        })),
      };
    },

    /** Contracts 'Insuficiente' per creditor among the live commitments (every creditor when null). */
    async insufficientByCreditor(creditorIds: string[] | null): Promise<Map<string, number>> {
      const filters: Partial<MonitoringFilters> = { deal_status: [...MONITORING_DEFAULT_DEAL_STATUSES] };
      return repo.insufficientByCreditor({ creditorId: null, creditorIds, today: await today() }, filters);
    },
  };
}

export type MonitoringService = ReturnType<typeof createMonitoringService>;
