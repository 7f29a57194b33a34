import { MESSAGES, type SampleItem, type SampleItemInput } from '@lastro/domain';
import { isUniqueViolation } from '../../lib/db-errors';
import { conflict, notFound } from '../../lib/errors';
import type { SampleItemFilters, SampleItemRow, SampleItemsRepository } from './sample-items.repository';

const M = MESSAGES.sampleItems;

/** A sample item as the API answers it (sampleItemSchema in @lastro/domain). */
export function toSampleItemDto(row: SampleItemRow): SampleItem {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt ? row.updatedAt.toISOString() : null,
  };
}

export function createSampleItemsService(repo: SampleItemsRepository) {
  // Two requests may pass the check at once: the unique index decides, with the same answer.
  const uniqueName = async <T>(write: () => Promise<T>): Promise<T> => {
    try {
      return await write();
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict(M.duplicateName);
      throw err;
    }
  };

  return {
    async search(filters: SampleItemFilters) {
      const { rows, count } = await repo.search(filters);
      return { rows: rows.map(toSampleItemDto), count };
    },

    async get(id: string) {
      const row = await repo.findById(id);
      if (!row) throw notFound();
      return toSampleItemDto(row);
    },

    async create(input: SampleItemInput) {
      if (await repo.nameTaken(input.name)) throw conflict(M.duplicateName);
      return toSampleItemDto(await uniqueName(() => repo.insert(input)));
    },

    async update(id: string, input: SampleItemInput) {
      if (!(await repo.findById(id))) throw notFound();
      if (await repo.nameTaken(input.name, id)) throw conflict(M.duplicateName);
      const row = await uniqueName(() => repo.update(id, { ...input, updatedAt: new Date() }));
      if (!row) throw notFound();
      return toSampleItemDto(row);
    },

    async remove(id: string) {
      if (!(await repo.remove(id))) throw notFound();
    },
  };
}

export type SampleItemsService = ReturnType<typeof createSampleItemsService>;
