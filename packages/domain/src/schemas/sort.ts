import { z } from 'zod';
import { VALIDATION_MESSAGES } from '../messages/common';

/**
 * Sorting contract of every list: one query parameter `<key>Order=asc|desc`, where `<key>` is
 * the camelCase of the response field the column shows (`companyNameOrder=desc`), at most one
 * per call. The server always adds the row id as a tiebreaker, so pages never overlap: ascending,
 * or, in the lists that read deep pages from anchors (creditors, commitments), in the sort's own
 * direction, so that descending is ascending reversed.
 */
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

export interface ListSort<K extends string = string> {
  key: K;
  direction: SortDirection;
}

const SUFFIX = 'Order';

/** The query parameter that sorts by `key`: `companyName` -> `companyNameOrder`. */
export const sortParam = <K extends string>(key: K): `${K}Order` => `${key}${SUFFIX}`;

/** `company_name` (a response field) -> `companyName` (its sort key). */
export const sortKeyOf = (field: string): string => field.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

type OrderShape<K extends string> = { [P in K as `${P}Order`]: z.ZodOptional<z.ZodEnum<{ asc: 'asc'; desc: 'desc' }>> };

/**
 * `schema` (a list's query: paging and filters) plus the sort parameters of `keys`. Any other
 * `*Order` parameter, a direction other than asc/desc, or two sort parameters at once answer
 * 400 with a Portuguese message instead of being ignored.
 */
export function withSort<Shape extends z.ZodRawShape, const K extends string>(
  schema: z.ZodObject<Shape>,
  keys: readonly K[],
) {
  const direction = z.enum(SORT_DIRECTIONS, { error: VALIDATION_MESSAGES.invalidSort }).optional();
  const orders = Object.fromEntries(keys.map((k) => [sortParam(k), direction])) as OrderShape<K>;
  const known = new Set<string>(keys.map(sortParam));
  return z
    .object({ ...schema.shape, ...orders } as Shape & OrderShape<K>)
    .loose()
    .superRefine((query, ctx) => {
      const given = Object.keys(query).filter((k) => k.endsWith(SUFFIX) && query[k] !== undefined);
      for (const k of given) {
        if (!known.has(k)) ctx.addIssue({ code: 'custom', message: VALIDATION_MESSAGES.invalidSort, path: [k] });
      }
      if (given.length > 1) ctx.addIssue({ code: 'custom', message: VALIDATION_MESSAGES.singleSort, path: [] });
    });
}

/** The sort a parsed query asks for among `keys`, or undefined for the list's default order. */
export function sortOf<K extends string>(query: object, keys: readonly K[]): ListSort<K> | undefined {
  const values = query as Record<string, unknown>;
  for (const key of keys) {
    const direction = values[sortParam(key)];
    if (direction === 'asc' || direction === 'desc') return { key, direction };
  }
  return undefined;
}

/**
 * The sort keys of each list: every column its screen shows, named after the response field.
 * The server orders by them and the web's sortable headers send them.
 */
export const LIST_SORTS = {
  creditors: ['documentNumber', 'tradingName', 'companyName', 'active', 'createdAt'],
  banks: ['bankName', 'bankCode', 'bankIspb', 'createdAt'],
  acquirers: ['acquirerName', 'documentNumber', 'registerName', 'active', 'createdAt'],
  arrangements: ['brandName', 'brandCode', 'type', 'paymentArrangement', 'active', 'createdAt'],
  partnerships: ['creditorName', 'partnerName', 'partnerDocument', 'revenuePercentage', 'startDate', 'endDate', 'active', 'createdAt'],
  originators: ['id', 'cnpjOriginador', 'razaoSocial', 'status', 'quantidadeDomicilios'],
  feeRanges: ['startDate', 'priceRange', 'minValue', 'maxValue', 'fee', 'active'],
  partners: ['documentNumber', 'companyName', 'tradingName', 'revenuePercentage', 'createdAt'],
  merchantPartners: ['fullName', 'email', 'documentNumber', 'status', 'active', 'createdAt'],
  users: ['name', 'email', 'profileDescription', 'phoneNumber', 'active'],
  accounts: ['name', 'email', 'accountType', 'status'],
  profiles: ['description', 'isLastro', 'active', 'createdAt', 'updatedAt', 'count'],
  profileAccounts: ['name', 'email', 'phoneNumber', 'creditorName', 'active'],
  parameters: ['key', 'label', 'type', 'sortOrder', 'active'],
  mailOutbox: ['to', 'subject', 'sentAt', 'createdAt'],
  smsOutbox: ['to', 'sentAt', 'createdAt'],
  schedules: [
    'creditorCompanyName',
    'queryType',
    'partnership',
    'merchantCompanyName',
    'merchantDocumentNumber',
    'createdAt',
    'executionBeginDate',
    'executionEndDate',
    'status',
  ],
  merchants: [
    'type',
    'documentNumber',
    'tradingName',
    'companyName',
    'creditorCompanyName',
    'partnership',
    'accountStatus',
    'origin',
    'onboardingType',
    'createdAt',
    'active',
    'optinStatus',
  ],
  deals: [
    'title',
    'tradingName',
    'merchantTradingName',
    'merchantDocumentNumber',
    'strategy',
    'installment',
    'amount',
    'createdAt',
    'expirationDate',
    'status',
    'executionDate',
    'executionDateEnd',
    'description',
    'code',
    'gcap',
  ],
  dealRequests: [
    'referenceId',
    'creditorTradingName',
    'partnership',
    'merchantTradingName',
    'merchantDocumentNumber',
    'amount',
    'status',
    'title',
    'installment',
    'code',
    'minPercentage',
    'createdAt',
    'expirationDate',
    'dueDate',
    'executionDate',
    'type',
  ],
  pendingMerchants: ['merchantDocument', 'tradingName', 'companyName', 'creditorTrading', 'firstDealGuaranteedDate', 'statusDescription'],
  reconciliationFiles: ['receivedAt', 'name', 'format', 'creditorName', 'periodStart', 'linesTotal', 'linesNew', 'linesDuplicated', 'linesError', 'status'],
  reconciliationFileLines: ['lineNumber', 'postedDate', 'amount', 'description'],
  reconciliationSchedule: ['settlementDate', 'creditorName', 'merchantName', 'acquirer', 'arrangement', 'contract', 'expected', 'settled', 'effectiveDate', 'difference', 'status'],
  reconciliationBank: ['date', 'creditorName', 'companyName', 'account', 'acquirer', 'expected', 'settled', 'credited', 'creditedDate', 'diffSettled', 'diffCredited', 'status'],
  reconciliationDivergences: ['absDifference', 'createdAt', 'referenceDate', 'creditorName', 'type', 'companyName', 'acquirer', 'expected', 'found', 'difference', 'status', 'updatedAt'],
  reconciliationCompanies: ['documentNumber', 'name', 'kind', 'creditorName', 'toleranceAmount', 'toleranceDays', 'startDate', 'lastStatementDate', 'active'],
  monitoringContracts: ['coveragePercent', 'code', 'externalReference', 'merchantName', 'creditorName', 'type', 'strategy', 'dealStatus', 'contractAmount', 'requestedEffect', 'appliedToSettle', 'toConstitute', 'settled', 'receivedConciliated', 'debt', 'minPercentage', 'situation', 'dueDate', 'daysToDue'],
  monitoringReport: ['creditorName', 'conciliatedPercent', 'pendingCount', 'pendingAmount', 'oldestDays', 'failedFiles', 'insufficientContracts'],
  auditEvents: ['occurredAt'],
} as const satisfies Record<string, readonly string[]>;
