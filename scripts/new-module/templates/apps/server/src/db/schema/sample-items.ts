import { index, pgTable, text, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './common';

/** Sample items: the tables of the sample-items module (only its repository reads them). */
export const sampleItems = pgTable(
  'sample_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: varchar('name', { length: 100 }).notNull().unique(),
    description: text('description').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('sample_items_created_idx').on(t.createdAt, t.id)],
);
