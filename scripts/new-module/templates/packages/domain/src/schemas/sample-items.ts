import { z } from 'zod';
import { INPUT_LIMITS } from '../codes/limits';
import { boundedString, listQuerySchema, requiredString, searchTextSchema } from './common';
import { LIST_SORTS, withSort } from './sort';

/** What a client sends to create or change a sample item. */
export const sampleItemInputSchema = z.object({
  name: requiredString(undefined, 100),
  description: boundedString(INPUT_LIMITS.text).default(''),
});
export type SampleItemInput = z.output<typeof sampleItemInputSchema>;

/** A sample item as the API answers it (the server serialises with it; the web is typed by it). */
export const sampleItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  created_at: z.string(),
  updated_at: z.string().nullable(),
});
export type SampleItem = z.output<typeof sampleItemSchema>;

/** GET sample-items: paging, a name filter and the sort keys of LIST_SORTS.sampleItems. */
export const sampleItemListQuerySchema = withSort(
  listQuerySchema.extend({
    name: searchTextSchema.optional().transform((v) => v || undefined),
  }),
  LIST_SORTS.sampleItems,
);
export type SampleItemListQuery = z.output<typeof sampleItemListQuerySchema>;
