import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import {
  MESSAGES,
  PERSON_TYPE,
  cleanTaxId,
  formatDocument,
  merchantAccountSchemaFor,
  onlyDigits,
  personTypeOfDocument,
  type CompanyData,
  type MerchantAccountBody,
  type MerchantChangeEmailInput,
  type MerchantDetailResponse,
  type MerchantLeadInput,
  type MerchantLimitedRow,
  type MerchantUpdateBody,
} from '@lastro/domain';
import type { AppDb } from '../../../db/client';
import { isUniqueViolation } from '../../../lib/db-errors';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../../lib/errors';
import { hashPassword } from '../../../lib/passwords';
import { inTransaction } from '../../../lib/transaction';
import type { AuthContext } from '../../../plugins/route-auth';
import type { CreditorIdentity } from '../merchants.ports';
import type { MerchantRow } from '../merchants.repository';
import { assertOwnCreditor } from '../merchants.service';
import type { MerchantInsert, RegistrationRepository } from './registration.repository';
import { NO_AUDIT_TRAIL, type AuditTrail } from '../../../lib/audit-trail';

const M = MESSAGES.merchants;

export interface RegistrationDeps {
  db: AppDb;
  log: FastifyBaseLogger;
  /** The merchant of `id` if the caller may see it (404 otherwise): the merchants service's. */
  visible(auth: AuthContext, id: string): Promise<MerchantRow>;
  activeOptIn(row: MerchantRow): Promise<boolean>;
  identityOf(creditorId: string): Promise<CreditorIdentity | null>;
  /** The creditor's company name ('' when unknown): all the detail shows of it. */
  creditorName(creditorId: string): Promise<string>;
  /** The CNPJ look-up (configured provider): fills what the form did not send. */
  lookupCompany(cnpj: string): Promise<CompanyData | null>;
  /** Issues the onboarding link of a new merchant and e-mails it (the onboarding part); null when none. */
  issueOnboardingLink?: (merchantId: string, by: string | null) => Promise<string | null>;
  /** The audit trail: a merchant's change is recorded with its fields before and after. */
  audit?: AuditTrail;
}

/** A zod failure as the error shape: every message, 400. */
function invalid(error: z.ZodError): AppError {
  return badRequest([...new Set(error.issues.map((i) => i.message))]);
}

const orNull = (value: string | undefined) => (value === undefined || value === '' ? null : value);

/** The stored merchant as an account body, so an update is checked as a whole. */
function bodyOf(row: MerchantRow): Record<string, unknown> {
  const text = (v: string | null) => v ?? undefined;
  return {
    creditor_id: row.creditorId,
    document_number: row.documentNumber,
    type_person: row.typePerson,
    trading_name: row.tradingName,
    company_name: row.companyName,
    contact_name: text(row.contactName),
    contact_document_number: text(row.contactDocumentNumber),
    contact_email: text(row.contactEmail),
    phone_number: text(row.phoneNumber),
    address_zip_code: text(row.addressZipCode),
    address: text(row.address),
    address_number: text(row.addressNumber),
    address_complement: text(row.addressComplement),
    address_neighborhood: text(row.addressNeighborhood),
    address_city: text(row.addressCity),
    address_state: text(row.addressState),
    legal_nature_description: text(row.legalNatureDescription),
    cnaes: row.cnaes,
    partners_external_data: row.partnersExternalData,
    origin_account: row.originAccount,
    type_account: row.typeAccount,
  };
}

/** The account body's registration columns (what both create and update write). */
function columnsOf(body: Partial<MerchantAccountBody>): Partial<MerchantInsert> {
  const set: Partial<MerchantInsert> = {};
  const put = <K extends keyof MerchantInsert>(key: K, value: MerchantInsert[K] | undefined) => {
    if (value !== undefined) set[key] = value;
  };
  put('tradingName', body.trading_name);
  put('companyName', body.company_name);
  put('contactName', body.contact_name === undefined ? undefined : orNull(body.contact_name));
  put('contactDocumentNumber', body.contact_document_number === undefined ? undefined : orNull(cleanTaxId(body.contact_document_number)));
  put('contactEmail', body.contact_email === undefined ? undefined : orNull(body.contact_email));
  put('phoneNumber', body.phone_number === undefined ? undefined : orNull(onlyDigits(body.phone_number)));
  put('addressZipCode', body.address_zip_code === undefined ? undefined : orNull(onlyDigits(body.address_zip_code)));
  put('address', body.address === undefined ? undefined : orNull(body.address));
  put('addressNumber', body.address_number === undefined ? undefined : orNull(body.address_number));
  put('addressComplement', body.address_complement === undefined ? undefined : orNull(body.address_complement));
  put('addressNeighborhood', body.address_neighborhood === undefined ? undefined : orNull(body.address_neighborhood));
  put('addressCity', body.address_city === undefined ? undefined : orNull(body.address_city));
  put('addressState', body.address_state === undefined ? undefined : orNull(body.address_state.toUpperCase()));
  put('legalNatureDescription', body.legal_nature_description === undefined ? undefined : orNull(body.legal_nature_description));
  put('cnaes', body.cnaes);
  put('partnersExternalData', body.partners_external_data);
  put('typePerson', body.type_person);
  put('originAccount', body.origin_account);
  put('typeAccount', body.type_account);
  return set;
}

const personTypeOf = (document: string) => (document.length === 11 ? PERSON_TYPE.fisica : PERSON_TYPE.juridica);

export function createRegistrationService(repo: RegistrationRepository, deps: RegistrationDeps) {
  async function creditorFor(auth: AuthContext, creditorId: string): Promise<CreditorIdentity> {
    assertOwnCreditor(auth, creditorId);
    const creditor = await deps.identityOf(creditorId);
    if (!creditor) throw notFound();
    return creditor;
  }

  /** The register the CNPJ look-up holds, for what the caller left empty; a failing look-up fills nothing. */
  async function registerOf(document: string, body: Partial<MerchantAccountBody>): Promise<Partial<MerchantInsert>> {
    if (document.length !== 14) return {};
    const missing = !body.cnaes?.length || !body.legal_nature_description || !body.partners_external_data || !body.company_name || !body.trading_name;
    if (!missing) return {};
    const company = await deps.lookupCompany(document).catch((err: unknown) => {
      deps.log.warn({ err }, 'CNPJ look-up failed while registering a merchant');
      return null;
    });
    if (!company) return {};
    return {
      ...(body.company_name ? {} : { companyName: company.nome }),
      ...(body.trading_name ? {} : { tradingName: company.fantasia || company.nome }),
      ...(body.cnaes?.length || !company.cnaes ? {} : { cnaes: company.cnaes }),
      ...(body.legal_nature_description || !company.legal_nature_description ? {} : { legalNatureDescription: company.legal_nature_description }),
      ...(body.partners_external_data || !company.partners ? {} : { partnersExternalData: company.partners }),
    };
  }

  async function newMerchant(auth: AuthContext, creditor: CreditorIdentity, body: Partial<MerchantAccountBody> & { document_number: string }) {
    const document = cleanTaxId(body.document_number);
    const values: MerchantInsert = {
      creditorId: creditor.id,
      documentNumber: document,
      typePerson: personTypeOf(document),
      // A financial-institution merchant may come with the document alone: the register names it, else the document does.
      companyName: formatDocument(document),
      tradingName: formatDocument(document),
      partnerType: creditor.partner_type,
      partnership: creditor.partnership,
      createdBy: auth.accountId,
      ...(await registerOf(document, body)),
      ...columnsOf(body),
    };
    return values;
  }

  async function insert(r: RegistrationRepository, values: MerchantInsert[]) {
    try {
      return await r.insertMerchants(values);
    } catch (err) {
      // Two requests registering the same document at once: the unique key decides.
      if (isUniqueViolation(err)) throw conflict(M.duplicateCnpj);
      throw err;
    }
  }

  /** The detail of a merchant row: its creditor's name and whether its opt-in is active today. */
  async function detailOf(row: MerchantRow): Promise<MerchantDetailResponse> {
    const [creditorName, optin] = await Promise.all([deps.creditorName(row.creditorId), deps.activeOptIn(row)]);
    return {
      id: row.id,
      creditor_id: row.creditorId,
      creditor_company_name: creditorName,
      partnerType: row.partnerType,
      partnership: row.partnership,
      lead_account_id: row.leadAccountId,
      account_id: row.leadAccountId,
      origin_account: row.originAccount,
      type_account: row.typeAccount,
      onboarding_type: row.onboardingType,
      type_person: row.typePerson,
      type: personTypeOfDocument(row.documentNumber),
      document_number: row.documentNumber,
      trading_name: row.tradingName,
      company_name: row.companyName,
      contact_name: row.contactName,
      contact_document_number: row.contactDocumentNumber,
      contact_email: row.contactEmail,
      phone_number: row.phoneNumber,
      address_zip_code: row.addressZipCode,
      address: row.address,
      address_number: row.addressNumber,
      address_complement: row.addressComplement,
      address_neighborhood: row.addressNeighborhood,
      address_city: row.addressCity,
      address_state: row.addressState,
      legal_nature_description: row.legalNatureDescription,
      cnaes: row.cnaes,
      partners_external_data: row.partnersExternalData,
      active: row.active,
      account_status: row.accountStatus,
      optin_status: optin,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt?.toISOString() ?? null,
    };
  }

  return {
    /** POST accounts/lead: the access account, without a merchant until POST accounts links it. */
    async createLead(input: MerchantLeadInput) {
      const lead = await repo.insertLead({
        fullName: input.full_name,
        email: input.email.toLowerCase(),
        passwordHash: input.password ? await hashPassword(input.password) : null,
      });
      return { id: lead.id };
    },

    /** POST accounts: the creditor's merchant, its lead linked, then the onboarding link (if the onboarding part issues one). */
    async create(auth: AuthContext, body: MerchantAccountBody) {
      const creditor = await creditorFor(auth, body.creditor_id);
      const parsed = merchantAccountSchemaFor(creditor.partner_type).safeParse(body);
      if (!parsed.success) throw invalid(parsed.error);
      const document = cleanTaxId(body.document_number);
      if (await repo.documentTaken(creditor.id, document)) throw conflict(M.duplicateCnpj);
      const leadId = body.lead_account_id;
      if (leadId) {
        const lead = await repo.findAccount(leadId);
        if (!lead) throw notFound(M.leadNotFound);
        if (lead.merchantId) throw conflict(M.leadAlreadyLinked);
      }
      const values = await newMerchant(auth, creditor, parsed.data);
      const id = await inTransaction(deps.db, async (tx) => {
        const r = repo.withTx(tx);
        const [created] = await insert(r, [{ ...values, leadAccountId: leadId ?? null }]);
        // Linked only if still free: two merchants created at once with one lead, one wins.
        if (leadId && !(await r.linkLead(leadId, created!.id))) throw conflict(M.leadAlreadyLinked);
        return created!.id;
      });
      // The merchant exists whatever happens to the link: it can be generated again from the edit page.
      const link = await (deps.issueOnboardingLink?.(id, auth.accountId) ?? Promise.resolve(null)).catch((err: unknown) => {
        deps.log.error({ err, merchantId: id }, 'onboarding link not issued for a new merchant');
        return null;
      });
      return { id, ...(link ? { link } : {}) };
    },

    /**
     * POST accounts/multiple-limited: financial-institution merchants by document. All or nothing:
     * every row is checked first and one transaction inserts them, so a refused request can be
     * sent again as it was, without a half-registered batch to untangle.
     */
    async createLimited(auth: AuthContext, rows: MerchantLimitedRow[]) {
      const creditors = new Map<string, CreditorIdentity>();
      const seen = new Set<string>();
      const errors: string[] = [];
      const label = (document: string) => (rows.length > 1 ? `${formatDocument(document)}: ` : '');
      for (const row of rows) {
        const creditor = creditors.get(row.creditor_id) ?? (await creditorFor(auth, row.creditor_id));
        creditors.set(creditor.id, creditor);
        if (creditor.partner_type !== 'if') throw badRequest(M.limitedOnlyForIf);
        const document = cleanTaxId(row.document_number);
        const key = `${creditor.id}:${document}`;
        if (seen.has(key)) errors.push(`${label(document)}${M.duplicateInRequest}`);
        else if (await repo.documentTaken(creditor.id, document)) errors.push(`${label(document)}${M.duplicateCnpj}`);
        seen.add(key);
      }
      if (errors.length) throw new AppError(409, errors);
      const values = await Promise.all(rows.map((row) => newMerchant(auth, creditors.get(row.creditor_id)!, row)));
      const created = await inTransaction(deps.db, (tx) => insert(repo.withTx(tx), values));
      return { results: created.map((c) => ({ id: c.id, document_number: c.documentNumber })) };
    },

    /**
     * The creditor's partner type, for the form. The spec reads it from creditors/{id}/parameters,
     * which needs the parameters permission a merchant operator may not hold.
     */
    async creditorProfile(auth: AuthContext, creditorId: string) {
      const creditor = await creditorFor(auth, creditorId);
      return { creditor_id: creditor.id, company_name: creditor.company_name, partnerType: creditor.partner_type, partnership: creditor.partnership };
    },

    /** POST validation/search-document/{document} for merchants: whether the creditor already holds it. */
    async documentRegistered(auth: AuthContext, creditorId: string, document: string): Promise<boolean> {
      assertOwnCreditor(auth, creditorId);
      const cleaned = cleanTaxId(document);
      return cleaned ? repo.documentTaken(creditorId, cleaned) : false;
    },

    async get(auth: AuthContext, id: string): Promise<MerchantDetailResponse> {
      return detailOf(await deps.visible(auth, id));
    },

    /** PUT merchants/{id}: the registration data, checked whole with the rules of the merchant's partner type. */
    async update(auth: AuthContext, id: string, body: MerchantUpdateBody) {
      const row = await deps.visible(auth, id);
      if (body.document_number !== undefined && cleanTaxId(body.document_number) !== row.documentNumber) throw badRequest(M.documentImmutable);
      if (body.creditor_id !== undefined && body.creditor_id !== row.creditorId) throw badRequest(M.creditorImmutable);
      if (body.active !== undefined && body.active !== row.active && !auth.isAdmin) throw forbidden(M.activeAdminOnly);
      const { active, lead_account_id: _lead, ...fields } = body;
      const parsed = merchantAccountSchemaFor(row.partnerType === 'if' ? 'if' : 'fornecedor').safeParse({ ...bodyOf(row), ...fields });
      if (!parsed.success) throw invalid(parsed.error);
      const updated = await inTransaction(deps.db, async (tx) => {
        const after = await repo.withTx(tx).updateMerchant(id, { ...columnsOf(fields), ...(active === undefined ? {} : { active }) });
        await (deps.audit ?? NO_AUDIT_TRAIL).change(tx, {
          entity: 'merchants',
          entityId: id,
          action: after.active !== row.active ? 'status' : 'update',
          before: { ...bodyOf(row), active: row.active },
          after: { ...bodyOf(after), active: after.active },
          creditorId: row.creditorId,
          by: auth,
        });
        return after;
      });
      return detailOf(updated);
    },

    /**
     * DELETE merchants/{id}: inactivates. Schedule queries, opt-ins and commitments keep pointing at
     * the merchant, so its record stays (an admin reactivates it with PUT active=true).
     */
    async remove(auth: AuthContext, id: string) {
      const row = await deps.visible(auth, id);
      await inTransaction(deps.db, async (tx) => {
        await repo.withTx(tx).updateMerchant(id, { active: false });
        await (deps.audit ?? NO_AUDIT_TRAIL).change(tx, {
          entity: 'merchants',
          entityId: id,
          action: 'status',
          before: { active: row.active },
          after: { active: false },
          creditorId: row.creditorId,
          by: auth,
        });
      });
    },

    /** POST accounts/change-email: the merchant's contact e-mail and its lead account's. */
    async changeEmail(auth: AuthContext, input: MerchantChangeEmailInput) {
      const account = await repo.findAccount(input.userId);
      const merchantId = account ? account.merchantId : input.userId;
      if (!merchantId) {
        // A lead no merchant holds yet: only its own e-mail.
        await repo.changeAccountEmail(account!.id, input.newEmail.toLowerCase(), orNull(input.phoneNumber ?? '') ?? undefined);
        return { ok: true };
      }
      const row = await deps.visible(auth, merchantId).catch(() => {
        throw notFound(M.merchantNotFound);
      });
      const email = input.newEmail.toLowerCase();
      const phone = input.phoneNumber ? onlyDigits(input.phoneNumber) : undefined;
      await inTransaction(deps.db, async (tx) => {
        const r = repo.withTx(tx);
        await r.updateMerchant(row.id, { contactEmail: email, ...(phone ? { phoneNumber: phone } : {}) });
        const accountId = account?.id ?? row.leadAccountId;
        if (accountId) await r.changeAccountEmail(accountId, email, phone);
      });
      return { ok: true };
    },
  };
}

export type RegistrationService = ReturnType<typeof createRegistrationService>;
