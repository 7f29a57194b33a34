import { MESSAGES, type SampleItem, type SampleItemInput, type SampleItemListQuery } from '@lastro/domain';
import { isUniqueViolation } from '../../lib/db-errors';
import { conflict, notFound } from '../../lib/errors';
import type { SampleItemRow, SampleItemsRepository } from './sample-items.repository';

/** A sample item as the API answers it (sampleItemSchema in @lastro/domain). */
function toSampleItemReply(row: SampleItemRow): SampleItem {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt ? row.updatedAt.toISOString() : null,
  };
}

export function createSampleItemsService(repo: SampleItemsRepository) {
  // The unique index on the name decides, even for two requests at once.
  const uniqueName = async <T>(write: () => Promise<T>): Promise<T> => {
    try {
      return await write();
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict(MESSAGES.sampleItems.duplicateName);
      throw err;
    }
  };
  const found = <T>(value: T | undefined): T => {
    if (value === undefined) throw notFound();
    return value;
  };

  return {
    async search(filters: SampleItemListQuery) {
      const { rows, count } = await repo.search(filters);
      return { rows: rows.map(toSampleItemReply), count };
    },
    get: async (id: string) => toSampleItemReply(found(await repo.findById(id))),
    create: async (input: SampleItemInput) => toSampleItemReply(await uniqueName(() => repo.insert(input))),
    update: async (id: string, input: SampleItemInput) =>
      toSampleItemReply(found(await uniqueName(() => repo.update(id, { ...input, updatedAt: new Date() })))),
    async remove(id: string) {
      if (!(await repo.remove(id))) throw notFound();
    },
  };
}
