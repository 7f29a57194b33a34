import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './common';
import { partners } from './partners';

export const creditors = pgTable(
  'creditors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    documentNumber: varchar('document_number', { length: 14 }).notNull().unique(),
    tradingName: text('trading_name').notNull(),
    companyName: text('company_name').notNull(),
    active: boolean('active').notNull().default(true),
    address: text('address'),
    addressNumber: text('address_number'),
    addressComplement: text('address_complement'),
    addressNeighborhood: text('address_neighborhood'),
    addressCity: text('address_city'),
    addressState: varchar('address_state', { length: 2 }),
    addressZipCode: varchar('address_zip_code', { length: 8 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('creditors_company_name_idx').on(t.companyName),
    index('creditors_created_at_idx').on(t.createdAt),
    // Prefix search on the document ('1122' finds 11.222.333/0001-81) whatever the collation.
    index('creditors_document_prefix_idx').using('btree', sql`${t.documentNumber} varchar_pattern_ops`),
  ],
);

/** Companies of a creditor that originate contracts and own bank domiciles. */
export const creditorOriginators = pgTable(
  'creditor_originators',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    creditorId: uuid('creditor_id')
      .notNull()
      .references(() => creditors.id, { onDelete: 'cascade' }),
    cnpjOriginador: varchar('cnpj_originador', { length: 14 }).notNull(),
    razaoSocial: text('razao_social').notNull(),
    status: varchar('status', { length: 10 }).notNull().default('Ativo'),
    mensagem: text('mensagem'),
    dataCadastro: timestamp('data_cadastro', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    dataAtualizacao: timestamp('data_atualizacao', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('creditor_originators_creditor_cnpj_idx').on(t.creditorId, t.cnpjOriginador),
    index('creditor_originators_creditor_name_idx').on(t.creditorId, t.razaoSocial),
  ],
);

/** Bank accounts (domicílios bancários) of an originator. */
export const creditorDomiciles = pgTable(
  'creditor_domiciles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    originatorId: uuid('originator_id')
      .notNull()
      .references(() => creditorOriginators.id, { onDelete: 'cascade' }),
    cnpjDomicilio: varchar('cnpj_domicilio', { length: 14 }).notNull(),
    tituloDomicilio: text('titulo_domicilio').notNull(),
    banco: varchar('banco', { length: 3 }).notNull(),
    ispb: varchar('ispb', { length: 8 }).notNull(),
    agencia: varchar('agencia', { length: 4 }).notNull(),
    conta: varchar('conta', { length: 11 }).notNull(),
    digito: varchar('digito', { length: 1 }),
    tipoConta: varchar('tipo_conta', { length: 2 }).notNull(),
    status: varchar('status', { length: 10 }).notNull().default('Ativo'),
    mensagem: text('mensagem'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('creditor_domiciles_account_idx').on(t.originatorId, t.banco, t.agencia, t.conta),
  ],
);

/** Values of the creditor parameters (definitions live in creditor_parameter_definitions). */
export const creditorParameters = pgTable(
  'creditor_parameters',
  {
    creditorId: uuid('creditor_id')
      .notNull()
      .references(() => creditors.id, { onDelete: 'cascade' }),
    parameterKey: varchar('parameter_key', { length: 60 }).notNull(),
    parameterValue: text('parameter_value').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.creditorId, t.parameterKey] })],
);

/** Agreed fee ranges ('Taxas'): a percentage for amounts between min and max during a period. */
export const creditorFeeRanges = pgTable(
  'creditor_fee_ranges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    creditorId: uuid('creditor_id')
      .notNull()
      .references(() => creditors.id, { onDelete: 'cascade' }),
    priceRange: text('price_range').notNull(),
    minValue: numeric('min_value', { precision: 15, scale: 2, mode: 'number' }).notNull(),
    maxValue: numeric('max_value', { precision: 15, scale: 2, mode: 'number' }).notNull(),
    fee: numeric('fee', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('creditor_fee_ranges_creditor_idx').on(t.creditorId, t.startDate, t.minValue)],
);

/** Branding of a creditor (one per creditor); the pictures are png files of the file storage. */
export const creditorVisualIdentities = pgTable('creditor_visual_identities', {
  id: uuid('id').primaryKey().defaultRandom(),
  creditorId: uuid('creditor_id')
    .notNull()
    .unique()
    .references(() => creditors.id, { onDelete: 'cascade' }),
  colorHex: varchar('color_hex', { length: 7 }).notNull(),
  pathLogo: text('path_logo').notNull(),
  pathImage: text('path_image').notNull(),
  pathUrl: text('path_url'),
  article: varchar('article', { length: 1 }).notNull(),
  productService: text('product_service').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Units (unidades) of a financial-institution creditor, each tied to an account when created with one. */
export const creditorUnits = pgTable(
  'creditor_units',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    creditorId: uuid('creditor_id')
      .notNull()
      .references(() => creditors.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id'),
    name: text('name').notNull(),
    documentNumber: varchar('document_number', { length: 14 }),
    createdAt: createdAt(),
  },
  (t) => [index('creditor_units_creditor_idx').on(t.creditorId)],
);

/** A creditor works with a partner (parceiro) from a date, optionally until another. */
export const creditorPartnerships = pgTable(
  'creditor_partnerships',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    creditorId: uuid('creditor_id')
      .notNull()
      .references(() => creditors.id, { onDelete: 'cascade' }),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('creditor_partnerships_creditor_partner_idx').on(t.creditorId, t.partnerId),
    index('creditor_partnerships_partner_idx').on(t.partnerId),
    index('creditor_partnerships_created_at_idx').on(t.createdAt),
  ],
);
