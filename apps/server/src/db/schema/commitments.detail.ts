import { bigserial, index, integer, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { deals } from './commitments';
import { creditorDomiciles } from './creditors';

const stamp = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' }).notNull().defaultNow();

/** Every settlement account a commitment used (migration 0830), snapshotted. */
export const dealDomicileHistory = pgTable(
  'deal_domicile_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    dealId: uuid('deal_id')
      .notNull()
      .references(() => deals.id, { onDelete: 'cascade' }),
    domicileId: uuid('domicile_id').references(() => creditorDomiciles.id, { onDelete: 'set null' }),
    accountId: uuid('account_id'),
    accountName: text('account_name').notNull(),
    documentNumber: varchar('document_number', { length: 14 }).notNull(),
    bankCode: varchar('bank_code', { length: 3 }).notNull(),
    bankName: text('bank_name').notNull(),
    branchNumber: varchar('branch_number', { length: 4 }).notNull(),
    accountNumber: varchar('account_number', { length: 11 }).notNull(),
    accountDigit: varchar('account_digit', { length: 1 }),
    accountType: varchar('account_type', { length: 2 }).notNull(),
    createdAt: stamp('created_at'),
  },
  (t) => [index('deal_domicile_history_deal_idx').on(t.dealId, t.id)],
);

/** A commitment's TCD (confissão de dívida) file, one per commitment (migration 0830). */
export const dealFiles = pgTable('deal_files', {
  dealId: uuid('deal_id')
    .primaryKey()
    .references(() => deals.id, { onDelete: 'cascade' }),
  storageKey: text('storage_key').notNull(),
  fileName: text('file_name').notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  uploadedBy: uuid('uploaded_by'),
  createdAt: stamp('created_at'),
  updatedAt: stamp('updated_at'),
});
