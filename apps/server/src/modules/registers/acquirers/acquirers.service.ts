import { acquirerSchema, MESSAGES, stripTaxIdMask, type AcquirerUpdateInput, type Acquirer } from '@lastro/domain';
import type { ImageStore, MultipartForm } from '../../../integrations/images';
import { conflict, notFound } from '../../../lib/errors';
import type { AcquirerFilters, AcquirerRow, AcquirersRepository } from './acquirers.repository';
import { iso, parseFields, uniqueViolation } from '../registers.common';

const M = MESSAGES.registers;

/** The acquirer as the API shows it (spec doc 3 §3). */
export function toAcquirerReply(row: AcquirerRow): Acquirer {
  return {
    id: row.id,
    acquirer_name: row.acquirerName,
    document_number: row.documentNumber,
    register_name: row.registerName,
    path: row.path,
    active: row.active,
    created_at: iso(row.createdAt)!,
    updated_at: iso(row.updatedAt),
    inactivation_date: iso(row.inactivationDate),
  };
}

export function createAcquirersService(repo: AcquirersRepository, logos: ImageStore) {
  async function getRow(id: number) {
    const row = await repo.findById(id);
    if (!row) throw notFound();
    return row;
  }

  return {
    async search(filters: AcquirerFilters) {
      const document = filters.document ? stripTaxIdMask(filters.document) : undefined;
      const { rows, count } = await repo.search({ ...filters, document });
      return { rows: rows.map(toAcquirerReply), count };
    },

    async get(id: number) {
      return toAcquirerReply(await getRow(id));
    },

    /** POST domains/acquirers (multipart: acquirer_name, document_number, register_name, file). */
    async create(form: MultipartForm) {
      const input = parseFields(acquirerSchema, form.fields);
      const documentNumber = stripTaxIdMask(input.document_number);
      if (await repo.findByDocument(documentNumber)) throw conflict(M.duplicateAcquirerCnpj);
      const logo = form.files.file ? await logos.save(form.files.file) : null;
      try {
        const row = await repo.insert({
          acquirerName: input.acquirer_name,
          documentNumber,
          registerName: input.register_name,
          path: logo?.url ?? null,
        });
        return toAcquirerReply(row);
      } catch (err) {
        await logos.remove(logo?.name);
        if (uniqueViolation(err)) throw conflict(M.duplicateAcquirerCnpj);
        throw err;
      }
    },

    /** PATCH domains/acquirers/{id}: name, registry, active (CNPJ and logo stay). */
    async update(id: number, body: AcquirerUpdateInput) {
      const current = await getRow(id);
      const activeChanges = body.active !== undefined && body.active !== current.active;
      const row = await repo.update(id, {
        ...(body.acquirer_name !== undefined ? { acquirerName: body.acquirer_name } : {}),
        ...(body.register_name !== undefined ? { registerName: body.register_name } : {}),
        ...(activeChanges ? { active: body.active, inactivationDate: body.active ? null : new Date() } : {}),
        updatedAt: new Date(),
      });
      if (!row) throw notFound();
      return toAcquirerReply(row);
    },

    async remove(id: number) {
      const row = await repo.remove(id);
      if (!row) throw notFound();
      await logos.remove(row.path);
    },
  };
}

export type AcquirersService = ReturnType<typeof createAcquirersService>;
