import {
  EXPORT_LIMITS,
  MERCHANT_ORIGINS,
  ONBOARDING_TYPES,
  PERSON_TYPES,
  findOption,
  labelOf,
  merchantAccountStatusLabel,
  merchantListWindow,
  type MerchantListFilters,
  type MerchantListQuery,
  type MerchantListRow,
  type MerchantPickerRow,
} from '@lastro/domain';
import type { MerchantListRecord, MerchantListSearch, MerchantsListRepository } from './merchants-list.repository';

/** Who is asking: a creditor user sees only its creditor's merchants. */
export interface ListScope {
  isAdmin: boolean;
  creditorId: string | null;
}

export interface MerchantsListDeps {
  /** The date opt-ins are judged on, 'YYYY-MM-DD': the registry's. */
  today(): Promise<string>;
}

const codeOf = (table: Parameters<typeof labelOf>[0], value: number) => ({
  code: String(value),
  description: labelOf(table, value, String(value)),
});
export const personTypeShort = (value: number) => findOption(PERSON_TYPES, value)?.short ?? String(value);
export const originOf = (value: number) => codeOf(MERCHANT_ORIGINS, value);
export const onboardingTypeOf = (value: number) => codeOf(ONBOARDING_TYPES, value);

export function toMerchantListRow(r: MerchantListRecord, full: boolean): MerchantListRow {
  return {
    id: r.id,
    type: personTypeShort(r.typePerson),
    type_person: r.typePerson,
    document_number: r.documentNumber,
    trading_name: r.tradingName,
    company_name: r.companyName,
    creditor_id: r.creditorId,
    creditor: { id: r.creditorId, company_name: r.creditorName ?? '' },
    partner_type: r.partnerType,
    partnership: r.partnership,
    account: {
      account_status: { code: r.accountStatus, description: merchantAccountStatusLabel(r.accountStatus) },
      origin: originOf(r.originAccount),
      onboarding_type: onboardingTypeOf(r.onboardingType),
    },
    created_at: r.createdAt.toISOString(),
    active: r.active,
    optin_status: r.optinStatus,
    ...(full
      ? {
          full: {
            contact_name: r.contactName,
            contact_email: r.contactEmail,
            phone_number: r.phoneNumber,
            address_zip_code: r.addressZipCode,
            address: r.address,
            address_number: r.addressNumber,
            address_complement: r.addressComplement,
            address_neighborhood: r.addressNeighborhood,
            address_city: r.addressCity,
            address_state: r.addressState,
            legal_nature_description: r.legalNatureDescription,
            cnaes: r.cnaes,
          },
        }
      : {}),
  };
}

/** The list 'Estabelecimentos' (GET merchants), its pickers and its export. */
export function createMerchantsListService(repo: MerchantsListRepository, deps: MerchantsListDeps) {
  /**
   * The repository's filters in the caller's scope, or null when nothing can match: a creditor
   * user's supplier filter naming another creditor finds nothing (as if it had no merchants).
   */
  function searchOf(scope: ListScope, q: MerchantListFilters, today: string): MerchantListSearch | null {
    const creditorId = (scope.isAdmin ? q.creditor_id : scope.creditorId) ?? undefined;
    if (!scope.isAdmin && (!creditorId || (q.creditor_id && q.creditor_id !== creditorId))) return null;
    return {
      creditorId,
      name: q.name,
      document: q.document,
      active: q.active,
      accountStatus: q.account_status,
      optinStatus: q.optin_status,
      typePerson: q.type_person,
      partnerType: q.partner_type,
      partnership: q.partnership,
      originAccount: q.origin_account,
      today,
    };
  }

  /** The registry's date as last read. */
  let lastToday: string | undefined;

  /**
   * `read` on the registry's date without waiting for the registry first: the read runs on the
   * date last seen while the registry is asked, and again only if the date has moved since (once
   * a day). A page costs its own queries, not the date's round trip before them.
   */
  async function onToday<T>(read: (today: string) => Promise<T>): Promise<T> {
    const asked = deps.today().then((today) => (lastToday = today));
    const guess = lastToday;
    if (guess === undefined) return read(await asked);
    const [result, today] = await Promise.all([read(guess), asked]);
    return today === guess ? result : read(today);
  }

  /** A page of the list, or the pickers' rows, of one filter set. */
  async function page(
    search: MerchantListSearch | null,
    q: MerchantListQuery,
    window: ReturnType<typeof merchantListWindow>,
  ): Promise<{ rows: MerchantListRow[] | MerchantPickerRow[]; count: number; limit: number }> {
    if (!search) return { rows: [], count: 0, limit: window.limit };
    if (window.picker) {
      const rows = await repo.picker(search, window.limit);
      return {
        rows: rows.map((r) => ({
          id: r.id,
          creditor_id: r.creditorId,
          document_number: r.documentNumber,
          trading_name: r.tradingName,
          company_name: r.companyName,
          type_person: r.typePerson,
          active: r.active,
        })),
        count: rows.length < window.limit ? rows.length : await repo.count(search),
        limit: window.limit,
      };
    }
    const { rows, count } = await repo.search(search, { ...q, offset: window.offset, limit: window.limit });
    return { rows: rows.map((r) => toMerchantListRow(r, q.view_full_api === true)), count, limit: window.limit };
  }

  return {
    /**
     * GET merchants: a page of list rows and the total, or (limit=999999, the pickers) every
     * matching merchant as a light row, by trading name.
     */
    async search(scope: ListScope, q: MerchantListQuery) {
      const window = merchantListWindow(q);
      return onToday((today) => page(searchOf(scope, q, today), q, window));
    },

    async count(scope: ListScope, q: MerchantListFilters): Promise<number> {
      const search = searchOf(scope, q, await deps.today());
      return search ? Math.min(await repo.count(search), EXPORT_LIMITS.merchants) : 0;
    },

    /** The export's rows as one query for COPY (chunks' rows), or null when nothing can match. */
    async copy(scope: ListScope, q: MerchantListFilters) {
      const search = searchOf(scope, q, await deps.today());
      return search ? repo.copyQuery(search, EXPORT_LIMITS.merchants) : null;
    },

    /** The export's rows (the list's filters, newest first), up to the spec's 250,000. */
    async *chunks(scope: ListScope, q: MerchantListFilters, chunkSize: number): AsyncGenerator<MerchantListRecord[]> {
      const search = searchOf(scope, q, await deps.today());
      if (!search) return;
      yield* repo.chunks(search, chunkSize, EXPORT_LIMITS.merchants);
    },
  };
}

export type MerchantsListService = ReturnType<typeof createMerchantsListService>;
