import { arrangementSchema, MESSAGES, type ArrangementUpdateInput, type Arrangement } from '@lastro/domain';
import type { ImageStore, MultipartForm } from '../../../integrations/images';
import { badRequest, conflict, notFound } from '../../../lib/errors';
import type { ArrangementFilters, ArrangementRow, ArrangementsRepository } from './arrangements.repository';
import { iso, parseFields, uniqueViolation } from '../registers.common';

const M = MESSAGES.registers;

/** The payment arrangement as the API shows it (spec doc 3 §3). */
export function toArrangementReply(row: ArrangementRow): Arrangement {
  return {
    id: row.id,
    brand_name: row.brandName,
    brand_code: row.brandCode,
    type: row.type,
    payment_arrangement: row.paymentArrangement,
    path: row.path,
    active: row.active,
    created_at: iso(row.createdAt)!,
    updated_at: iso(row.updatedAt),
    inactivation_date: iso(row.inactivationDate),
  };
}

// Arrangement codes (VCC, MCD, ...) are compared and kept in capitals.
const codeOf = (value: string) => value.trim().toUpperCase();

export function createArrangementsService(repo: ArrangementsRepository, logos: ImageStore) {
  async function getRow(id: number) {
    const row = await repo.findById(id);
    if (!row) throw notFound();
    return row;
  }

  return {
    async search(filters: ArrangementFilters) {
      const { rows, count } = await repo.search(filters);
      return { rows: rows.map(toArrangementReply), count };
    },

    async get(id: number) {
      return toArrangementReply(await getRow(id));
    },

    /** POST domains/arrangements (multipart: brand_name, brand_code, type, payment_arrangement, file). */
    async create(form: MultipartForm) {
      const input = parseFields(arrangementSchema, form.fields);
      const paymentArrangement = codeOf(input.payment_arrangement);
      if (await repo.findByCode(paymentArrangement)) throw conflict(M.duplicateArrangement);
      const logo = form.files.file ? await logos.save(form.files.file) : null;
      try {
        const row = await repo.insert({
          brandName: input.brand_name,
          brandCode: input.brand_code,
          type: input.type,
          paymentArrangement,
          path: logo?.url ?? null,
        });
        return toArrangementReply(row);
      } catch (err) {
        await logos.remove(logo?.name);
        if (uniqueViolation(err)) throw conflict(M.duplicateArrangement);
        throw err;
      }
    },

    /**
     * PATCH domains/arrangements/{id}: brand name, type, code, active. An inactive arrangement
     * can only be reactivated; editing it answers 'Não é possivel editar um arranjo inativo'.
     */
    async update(id: number, body: ArrangementUpdateInput) {
      const current = await getRow(id);
      const edits = body.brand_name !== undefined || body.type !== undefined || body.payment_arrangement !== undefined;
      if (!current.active && edits && body.active !== true) throw badRequest(M.inactiveArrangementEdit);
      const paymentArrangement = body.payment_arrangement !== undefined ? codeOf(body.payment_arrangement) : undefined;
      if (paymentArrangement && paymentArrangement !== current.paymentArrangement) {
        const other = await repo.findByCode(paymentArrangement);
        if (other && other.id !== id) throw conflict(M.duplicateArrangement);
      }
      const activeChanges = body.active !== undefined && body.active !== current.active;
      try {
        const row = await repo.update(id, {
          ...(body.brand_name !== undefined ? { brandName: body.brand_name } : {}),
          ...(body.type !== undefined ? { type: body.type } : {}),
          ...(paymentArrangement !== undefined ? { paymentArrangement } : {}),
          ...(activeChanges ? { active: body.active, inactivationDate: body.active ? null : new Date() } : {}),
          updatedAt: new Date(),
        });
        if (!row) throw notFound();
        return toArrangementReply(row);
      } catch (err) {
        if (uniqueViolation(err)) throw conflict(M.duplicateArrangement);
        throw err;
      }
    },

    async remove(id: number) {
      const row = await repo.remove(id);
      if (!row) throw notFound();
      await logos.remove(row.path);
    },
  };
}

export type ArrangementsService = ReturnType<typeof createArrangementsService>;
