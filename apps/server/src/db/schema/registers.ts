import { boolean, index, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './common';

export const banks = pgTable(
  'banks',
  {
    id: serial('id').primaryKey(),
    bankCode: varchar('bank_code', { length: 3 }).notNull().unique(),
    bankName: varchar('bank_name', { length: 50 }).notNull(),
    bankIspb: varchar('bank_ispb', { length: 8 }).notNull().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('banks_name_idx').on(t.bankName)],
);

export const acquirers = pgTable(
  'acquirers',
  {
    id: serial('id').primaryKey(),
    acquirerName: varchar('acquirer_name', { length: 30 }).notNull(),
    documentNumber: varchar('document_number', { length: 14 }).notNull().unique(),
    registerName: varchar('register_name', { length: 4 }).notNull(),
    path: text('path'),
    active: boolean('active').notNull().default(true),
    inactivationDate: timestamp('inactivation_date', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('acquirers_name_idx').on(t.acquirerName)],
);

export const arrangements = pgTable(
  'arrangements',
  {
    id: serial('id').primaryKey(),
    brandName: varchar('brand_name', { length: 30 }).notNull(),
    brandCode: varchar('brand_code', { length: 30 }).notNull(),
    type: varchar('type', { length: 6 }).notNull(),
    paymentArrangement: varchar('payment_arrangement', { length: 3 }).notNull().unique(),
    path: text('path'),
    active: boolean('active').notNull().default(true),
    inactivationDate: timestamp('inactivation_date', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('arrangements_brand_name_idx').on(t.brandName), index('arrangements_brand_code_idx').on(t.brandCode)],
);
