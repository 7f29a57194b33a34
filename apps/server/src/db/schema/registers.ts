import { boolean, index, jsonb, numeric, pgTable, serial, smallint, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
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

export interface ParameterListValue {
  value: string;
  description: string;
}

/** The catalogue the creditor 'Parâmetros' tab renders (the Parameters screen's Geral tab edits it). */
export const creditorParameterDefinitions = pgTable(
  'creditor_parameter_definitions',
  {
    key: varchar('key', { length: 64 }).primaryKey(),
    label: varchar('label', { length: 80 }).notNull(),
    type: varchar('type', { length: 10 }).notNull(),
    group: varchar('group', { length: 20 }).notNull(),
    values: jsonb('values').$type<ParameterListValue[]>().notNull().default([]),
    sortOrder: smallint('sort_order').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('creditor_parameter_definitions_group_order_idx').on(t.group, t.sortOrder, t.key)],
);

/** Partners (parceiros) with their revenue share. */
export const partners = pgTable(
  'partners',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    documentNumber: varchar('document_number', { length: 14 }).notNull().unique(),
    companyName: varchar('company_name', { length: 255 }).notNull(),
    tradingName: varchar('trading_name', { length: 255 }).notNull(),
    revenuePercentage: numeric('revenue_percentage', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('partners_company_name_idx').on(t.companyName), index('partners_created_at_idx').on(t.createdAt)],
);
