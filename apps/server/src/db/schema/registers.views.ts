import { pgView, varchar } from 'drizzle-orm/pg-core';

/**
 * What the registers module lets other modules read of its acquirers in SQL: a read-only view
 * (migration 0840) for the settlement report, which shows and sorts by an acquirer's name.
 */
export const acquirerDirectory = pgView('acquirer_directory', {
  documentNumber: varchar('document_number', { length: 14 }).notNull(),
  acquirerName: varchar('acquirer_name', { length: 30 }).notNull(),
}).existing();

/** Its arrangements, by the registry's code (migration 0999): the reconciliation names a UR's arrangement. */
export const arrangementDirectory = pgView('arrangement_directory', {
  code: varchar('code', { length: 3 }).notNull(),
  name: varchar('name', { length: 30 }).notNull(),
}).existing();
