import {
  MESSAGES,
  onlyDigits,
  stripTaxIdMask,
  type CreditorCreateBody,
  type CreditorUpdateBody,
  type Creditor,
} from '@lastro/domain';
import { NO_AUDIT_TRAIL, type AuditTrail } from '../../lib/audit-trail';
import { conflict, notFound, forbidden } from '../../lib/errors';
import type { MasterUsers } from '../access/access.ports';
import type { AuthContext } from '../../plugins/route-auth';
import { iso, isUniqueViolation, isUuid } from './creditors.common';
import type { CreditorFilters, CreditorRow, CreditorUnitRow, CreditorsRepository, NewCreditor } from './creditors.repository';

const M = MESSAGES.creditors;


export function toCreditorReply(row: CreditorRow): Creditor {
  return {
    id: row.id,
    document_number: row.documentNumber,
    trading_name: row.tradingName,
    company_name: row.companyName,
    active: row.active,
    created_at: iso(row.createdAt)!,
    updated_at: iso(row.updatedAt),
    address: row.address ?? '',
    address_number: row.addressNumber ?? '',
    address_complement: row.addressComplement ?? '',
    address_neighborhood: row.addressNeighborhood ?? '',
    address_city: row.addressCity ?? '',
    address_state: row.addressState ?? '',
    address_zip_code: row.addressZipCode ?? '',
  };
}

export function toUnitReply(row: CreditorUnitRow) {
  return {
    id: row.id,
    creditor_id: row.creditorId,
    account_id: row.accountId,
    name: row.name,
    document_number: row.documentNumber,
    created_at: iso(row.createdAt)!,
  };
}

const addressValues = (body: Partial<CreditorUpdateBody>): Partial<NewCreditor> => {
  const values: Partial<NewCreditor> = {};
  if (body.company_name !== undefined) values.companyName = body.company_name;
  if (body.trading_name !== undefined) values.tradingName = body.trading_name;
  if (body.address_zip_code !== undefined) values.addressZipCode = onlyDigits(body.address_zip_code);
  if (body.address !== undefined) values.address = body.address;
  if (body.address_number !== undefined) values.addressNumber = body.address_number;
  if (body.address_complement !== undefined) values.addressComplement = body.address_complement || null;
  if (body.address_neighborhood !== undefined) values.addressNeighborhood = body.address_neighborhood;
  if (body.address_city !== undefined) values.addressCity = body.address_city;
  if (body.address_state !== undefined) values.addressState = body.address_state;
  if (body.active !== undefined) values.active = body.active;
  return values;
};

export function createCreditorsService(repo: CreditorsRepository, masterUsers: MasterUsers, audit: AuditTrail = NO_AUDIT_TRAIL) {
  /**
   * The creditor `id` as the caller may see it: admins see every creditor, a creditor user only
   * its own. Anything else (another creditor, a malformed or unknown id) is 404.
   */
  async function visible(auth: AuthContext, id: string): Promise<CreditorRow> {
    if (!isUuid(id)) throw notFound();
    if (!auth.isAdmin && auth.creditorId !== id) throw notFound();
    const row = await repo.findById(id);
    if (!row) throw notFound();
    return row;
  }

  async function withAccount(row: CreditorRow) {
    const account = await masterUsers.masterAccountOf(row.id);
    return {
      ...toCreditorReply(row),
      account: account ? { id: account.id, name: account.name, email: account.email, phone_number: account.phoneNumber ?? '' } : null,
    };
  }

  return {
    visible,

    /** For the other creditor modules: throws 404 unless the caller may see the creditor. */
    async assertVisible(auth: AuthContext, id: string): Promise<void> {
      await visible(auth, id);
    },

    async search(filters: CreditorFilters) {
      const document = filters.document ? stripTaxIdMask(filters.document) : undefined;
      const { rows, count } = await repo.search({ ...filters, document: document || undefined });
      return { rows: rows.map(toCreditorReply), count };
    },

    async get(auth: AuthContext, id: string) {
      return withAccount(await visible(auth, id));
    },

    /** POST validation/search-document/{document}: true when a creditor already holds the CNPJ. */
    async documentRegistered(document: string): Promise<boolean> {
      const cleaned = stripTaxIdMask(document);
      if (!cleaned) return false;
      return Boolean(await repo.findByDocument(cleaned));
    },

    /** A creditor and its master user (profile 'Administrador Fornecedor', invited to choose a password). */
    async create(auth: AuthContext, body: CreditorCreateBody) {
      const documentNumber = stripTaxIdMask(body.document_number);
      if (await repo.findByDocument(documentNumber)) throw conflict(M.duplicateCnpj);
      if (await masterUsers.emailTaken(body.contact_email)) throw conflict(M.masterEmailInUse);
      const profileId = await masterUsers.creditorAdminProfileId();
      // The creditor and its master user commit together or not at all.
      const { row, sendInvitation } = await repo.transaction(async (tx) => {
        let row: CreditorRow;
        try {
          row = await repo.withTx(tx).insert({
            documentNumber,
            companyName: body.company_name,
            tradingName: body.trading_name,
            active: body.active ?? true,
            address: body.address,
            addressNumber: body.address_number,
            addressComplement: body.address_complement || null,
            addressNeighborhood: body.address_neighborhood,
            addressCity: body.address_city,
            addressState: body.address_state,
            addressZipCode: onlyDigits(body.address_zip_code),
          });
        } catch (err) {
          if (isUniqueViolation(err)) throw conflict(M.duplicateCnpj);
          throw err;
        }
        try {
          const user = await masterUsers.createCreditorUserIn(
            tx,
            {
              creditorId: row.id,
              profileId,
              name: body.contact_name,
              email: body.contact_email,
              phoneNumber: body.phone_number,
            },
            auth.accountId,
          );
          await audit.change(tx, { entity: 'creditors', entityId: row.id, action: 'create', after: toCreditorReply(row), creditorId: row.id, by: auth });
          return { row, sendInvitation: user.sendInvitation };
        } catch (err) {
          if (isUniqueViolation(err)) throw conflict(M.masterEmailInUse);
          throw err;
        }
      });
      await sendInvitation();
      return withAccount(row);
    },

    async update(auth: AuthContext, id: string, body: CreditorUpdateBody) {
      const current = await visible(auth, id);
      // A creditor user with edit permission keeps its registration up to date, never its own status.
      if (body.active !== undefined && body.active !== current.active && !auth.isAdmin) throw forbidden(M.activeFlagAdminOnly);
      const values = addressValues(body);
      if (body.document_number !== undefined) {
        const documentNumber = stripTaxIdMask(body.document_number);
        if (documentNumber !== current.documentNumber) {
          const other = await repo.findByDocument(documentNumber);
          if (other && other.id !== id) throw conflict(M.duplicateCnpj);
          values.documentNumber = documentNumber;
        }
      }
      try {
        const row = await repo.transaction(async (tx) => {
          const updated = await repo.withTx(tx).update(id, { ...values, updatedAt: new Date() });
          if (!updated) throw notFound();
          const action = updated.active !== current.active ? 'status' : 'update';
          await audit.change(tx, { entity: 'creditors', entityId: id, action, before: toCreditorReply(current), after: toCreditorReply(updated), creditorId: id, by: auth });
          return updated;
        });
        return withAccount(row);
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict(M.duplicateCnpj);
        throw err;
      }
    },

    /**
     * DELETE creditors/{id}: the creditor is inactivated, not erased. Its commitments, merchants
     * and users keep referring to it; PATCH {active:true} brings it back.
     */
    async remove(auth: AuthContext, id: string) {
      const current = await visible(auth, id);
      await repo.transaction(async (tx) => {
        await repo.withTx(tx).update(id, { active: false, updatedAt: new Date() });
        await audit.change(tx, { entity: 'creditors', entityId: id, action: 'status', before: { active: current.active }, after: { active: false }, creditorId: id, by: auth });
      });
    },

    async listUnits(auth: AuthContext, id: string) {
      await visible(auth, id);
      return (await repo.listUnits(id)).map(toUnitReply);
    },

    /** Registers a unit of a financial-institution creditor (e.g. an account created with unity_create). */
    async addUnit(creditorId: string, input: { name: string; accountId?: string | null; documentNumber?: string | null }) {
      if (!isUuid(creditorId) || !(await repo.findById(creditorId))) throw notFound();
      const row = await repo.insertUnit({
        creditorId,
        name: input.name.trim(),
        accountId: input.accountId ?? null,
        documentNumber: input.documentNumber ? stripTaxIdMask(input.documentNumber) : null,
      });
      return toUnitReply(row);
    },

    async removeUnit(auth: AuthContext, id: string, unitId: string) {
      await visible(auth, id);
      if (!isUuid(unitId) || !(await repo.removeUnit(id, unitId))) throw notFound();
    },
  };
}

export type CreditorsService = ReturnType<typeof createCreditorsService>;
