import { MESSAGES, PERSON_TYPE, cleanTaxId, type MerchantRelation, type MerchantStatus } from '@lastro/domain';
import { RegistryRefusal, registryHttpError } from '../../integrations/registry';
import { badRequest, notFound } from '../../lib/errors';
import type { AuthContext } from '../../plugins/route-auth';
import type { CreditorIdentity, MerchantRef, MerchantRegistry } from './merchants.ports';
import type { MerchantRow, MerchantsRepository } from './merchants.repository';

const M = MESSAGES.schedules;

export interface MerchantsDeps {
  registry: () => MerchantRegistry;
  identityOf(creditorId: string): Promise<CreditorIdentity | null>;
  names(): Promise<{ acquirers: Map<string, string>; arrangements: Map<string, string> }>;
  /** The date opt-ins are judged on, 'YYYY-MM-DD': the registry's (its clock moves by ticks). */
  today?: () => Promise<string>;
  /** Brings the merchant's opt-ins in step with the registry (outcomes the product stopped waiting for). */
  refreshOptIns?: (merchantId: string) => Promise<void>;
}

export const toMerchantRef = (row: MerchantRow): MerchantRef => ({
  id: row.id,
  creditor_id: row.creditorId,
  document_number: row.documentNumber,
  company_name: row.companyName,
  trading_name: row.tradingName,
  partner_type: row.partnerType,
  partnership: row.partnership,
});

/** A creditor user acts only for its own creditor: anything else is "not found". */
export function assertOwnCreditor(auth: AuthContext, creditorId: string): void {
  if (!auth.isAdmin && auth.creditorId !== creditorId) throw notFound();
}

/** Registry refusals answer a 4xx with the registry's own (Portuguese) messages. */
export function registryRefusalToBadRequest(err: unknown): never {
  if (err instanceof RegistryRefusal) throw registryHttpError(err.erros);
  throw err;
}

export function createMerchantsService(repo: MerchantsRepository, deps: MerchantsDeps) {
  const today = deps.today ?? (() => deps.registry().today());

  async function activeOptIn(row: MerchantRow): Promise<boolean> {
    await deps.refreshOptIns?.(row.id);
    return (await repo.withActiveOptIn([row.id], await today())).has(row.id);
  }

  async function ofCreditorByDocument(auth: AuthContext, creditorId: string, document: string): Promise<MerchantRow> {
    assertOwnCreditor(auth, creditorId);
    const row = await repo.findByDocument(creditorId, cleanTaxId(document));
    if (!row) throw notFound(M.merchantNotFound);
    return row;
  }

  /** The registry's discovery for the creditor's merchant `row` (refused without its active opt-in). */
  async function discoverRelations(row: MerchantRow, creditorId: string): Promise<MerchantRelation[]> {
    if (!(await activeOptIn(row))) throw badRequest(MESSAGES.merchants.discoveryNoOptIn);
    const creditor = await deps.identityOf(creditorId);
    if (!creditor) throw notFound();
    const discovery = await deps
      .registry()
      .discover({ financiador: creditor.document_number, ufr: row.documentNumber })
      .catch(registryRefusalToBadRequest);
    const names = await deps.names();
    return discovery.credenciadoras.flatMap((c) =>
      c.arranjos.map((code) => ({
        acquirer_name: names.acquirers.get(c.credenciadora) ?? c.credenciadora,
        acquirer_document: c.credenciadora,
        arrangement_code: code,
        arrangement_name: names.arrangements.get(code) ?? code,
      })),
    );
  }

  return {
    activeOptIn,
    ofCreditorByDocument,
    discoverRelations,

    async findOfCreditor(creditorId: string, id: string) {
      const row = await repo.findById(id);
      return row && row.creditorId === creditorId ? toMerchantRef(row) : null;
    },

    async findByDocument(creditorId: string, document: string) {
      const row = await repo.findByDocument(creditorId, cleanTaxId(document));
      return row ? toMerchantRef(row) : null;
    },

    /** The merchant row of `id` if the caller may see it (any merchant without a caller). */
    async visible(auth: AuthContext | null, id: string): Promise<MerchantRow> {
      const row = await repo.findById(id);
      if (!row || (auth && !auth.isAdmin && row.creditorId !== auth.creditorId)) throw notFound();
      return row;
    },

    async find(id: string) {
      const row = await repo.findById(id);
      return row ? toMerchantRef(row) : null;
    },

    async findAllByDocument(document: string) {
      return (await repo.findAllByDocument(cleanTaxId(document))).map(toMerchantRef);
    },

    /**
     * GET merchants/status: the merchant, its account status and whether its opt-in is active.
     * Without a supplier (an administrator's look-up across suppliers) the merchant of the
     * document whose opt-in is active, else the first, with every supplier holding one.
     */
    async status(auth: AuthContext, creditorId: string | undefined, document: string): Promise<MerchantStatus> {
      let row: MerchantRow;
      let optin: boolean;
      let creditors: MerchantStatus['creditors'];
      if (creditorId || !auth.isAdmin) {
        row = await ofCreditorByDocument(auth, creditorId ?? auth.creditorId ?? '', document);
        optin = await activeOptIn(row);
      } else {
        const rows = await repo.findAllByDocument(cleanTaxId(document));
        if (!rows.length) throw notFound(M.merchantNotFound);
        const active = await Promise.all(rows.map(activeOptIn));
        const at = Math.max(0, active.indexOf(true));
        row = rows[at]!;
        optin = active[at]!;
        creditors = await Promise.all(
          rows.map(async (r) => ({ id: r.creditorId, company_name: (await deps.identityOf(r.creditorId))?.company_name ?? r.creditorId })),
        );
      }
      const registryDate = await today();
      return {
        ...(creditors ? { creditors } : {}),
        registry_date: registryDate,
        merchant: {
          id: row.id,
          document_number: row.documentNumber,
          type_person: row.typePerson,
          company_name: row.companyName,
          trading_name: row.tradingName,
          creditor_id: row.creditorId,
          partner_type: row.partnerType,
          active: row.active,
          optin_status: optin,
        },
        account_status: row.active ? 'Ativo' : 'Inativo',
        optin_status: optin,
      };
    },

    /**
     * GET merchants/relations: the acquirers and arrangements holding the merchant's URs, as the
     * registry's discovery answers (which needs the creditor's active opt-in). The creditor is a
     * creditor user's own when it names none; an administrator must name one.
     */
    async relations(auth: AuthContext, requested: string | undefined, document: string): Promise<MerchantRelation[]> {
      const creditorId = requested ?? (auth.isAdmin ? undefined : (auth.creditorId ?? undefined));
      if (!creditorId) throw badRequest(M.creditorRequired);
      return discoverRelations(await ofCreditorByDocument(auth, creditorId, document), creditorId);
    },

    async ensure(input: { creditorId: string; documentNumber: string; companyName: string; tradingName: string }) {
      const creditor = await deps.identityOf(input.creditorId);
      if (!creditor) throw notFound();
      const document = cleanTaxId(input.documentNumber);
      const row = await repo.upsert({
        creditorId: input.creditorId,
        documentNumber: document,
        typePerson: document.length === 11 ? PERSON_TYPE.fisica : PERSON_TYPE.juridica,
        companyName: input.companyName,
        tradingName: input.tradingName,
        partnerType: creditor.partner_type,
        partnership: creditor.partnership,
      });
      return toMerchantRef(row);
    },
  };
}

export type MerchantsService = ReturnType<typeof createMerchantsService>;
