import { boolean, date, pgTable, smallint, text, timestamp, unique, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './common';
import { creditors } from './creditors';

/** Merchants (estabelecimentos), minimal: what schedule queries and opt-ins need. */
export const merchants = pgTable(
  'merchants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    creditorId: uuid('creditor_id')
      .notNull()
      .references(() => creditors.id, { onDelete: 'cascade' }),
    documentNumber: varchar('document_number', { length: 14 }).notNull(),
    typePerson: smallint('type_person').notNull(),
    companyName: text('company_name').notNull(),
    tradingName: text('trading_name').notNull(),
    partnerType: varchar('partner_type', { length: 12 }).notNull().default('fornecedor'),
    partnership: text('partnership'),
    contactEmail: text('contact_email'),
    phoneNumber: varchar('phone_number', { length: 20 }),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [unique().on(t.creditorId, t.documentNumber)],
);

export const OPT_IN_STATES = ['solicitado', 'ativo', 'inativo', 'rejeitado'] as const;
export type OptInState = (typeof OPT_IN_STATES)[number];

/** A merchant's opt-in (anuência) for a creditor, kept in step with the registry. */
export const merchantOptins = pgTable('merchant_optins', {
  id: uuid('id').primaryKey().defaultRandom(),
  merchantId: uuid('merchant_id')
    .notNull()
    .references(() => merchants.id, { onDelete: 'cascade' }),
  creditorId: uuid('creditor_id')
    .notNull()
    .references(() => creditors.id, { onDelete: 'cascade' }),
  signatureDate: date('signature_date', { mode: 'string' }).notNull(),
  startDate: date('start_date', { mode: 'string' }).notNull(),
  endDate: date('end_date', { mode: 'string' }).notNull(),
  optOutDate: date('opt_out_date', { mode: 'string' }),
  status: varchar('status', { length: 12 }).$type<OptInState>().notNull(),
  registryIdentifier: text('registry_identifier'),
  protocol: text('protocol'),
  errorMessage: text('error_message'),
  createdBy: uuid('created_by'),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }),
});
