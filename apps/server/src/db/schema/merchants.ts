import { boolean, date, integer, jsonb, pgTable, smallint, text, timestamp, unique, uuid, varchar, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './common';
import { creditors } from './creditors';

export const MERCHANT_ACCOUNT_STATES = ['pendente', 'ativo', 'inativo', 'reprovado'] as const;
export type MerchantAccountState = (typeof MERCHANT_ACCOUNT_STATES)[number];

/** Merchants (estabelecimentos) and the registration data of their account. */
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
    originAccount: smallint('origin_account').notNull().default(2),
    typeAccount: smallint('type_account').notNull().default(1),
    onboardingType: smallint('onboarding_type').notNull().default(1),
    accountStatus: varchar('account_status', { length: 12 }).$type<MerchantAccountState>().notNull().default('pendente'),
    contactName: text('contact_name'),
    contactDocumentNumber: varchar('contact_document_number', { length: 14 }),
    addressZipCode: varchar('address_zip_code', { length: 8 }),
    address: text('address'),
    addressNumber: varchar('address_number', { length: 20 }),
    addressComplement: text('address_complement'),
    addressNeighborhood: text('address_neighborhood'),
    addressCity: text('address_city'),
    addressState: varchar('address_state', { length: 2 }),
    legalNatureDescription: text('legal_nature_description'),
    cnaes: jsonb('cnaes').$type<{ number: string; description: string }[]>().notNull().default([]),
    partnersExternalData: jsonb('partners_external_data').$type<{ name: string; qualification: string; cpf: string }[]>().notNull().default([]),
    leadAccountId: uuid('lead_account_id').references((): AnyPgColumn => merchantAccounts.id, { onDelete: 'set null' }),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [unique().on(t.creditorId, t.documentNumber)],
);

/**
 * The people who sign in for a merchant: created as a lead (accounts/lead) before the merchant,
 * then completed through the onboarding link, each step recorded with its date and client address.
 */
export const merchantAccounts = pgTable('merchant_accounts', {
  id: uuid('id').primaryKey().defaultRandom(),
  merchantId: uuid('merchant_id').references((): AnyPgColumn => merchants.id, { onDelete: 'cascade' }),
  fullName: text('full_name').notNull(),
  email: text('email').notNull(),
  phoneNumber: varchar('phone_number', { length: 20 }),
  passwordHash: text('password_hash'),
  failedSignIns: integer('failed_sign_ins').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
  checkedEmailDate: timestamp('checked_email_date', { withTimezone: true, mode: 'date' }),
  checkedEmailAddress: text('checked_email_address'),
  checkedPhoneNumberDate: timestamp('checked_phone_number_date', { withTimezone: true, mode: 'date' }),
  checkedPhoneNumberAddress: text('checked_phone_number_address'),
  checkedTermPartnershipDate: timestamp('checked_term_partnership_date', { withTimezone: true, mode: 'date' }),
  checkedTermPartnershipAddress: text('checked_term_partnership_address'),
  checkedTermPolicyDate: timestamp('checked_term_policy_date', { withTimezone: true, mode: 'date' }),
  checkedTermPolicyAddress: text('checked_term_policy_address'),
  checkedSelfieDate: timestamp('checked_selfie_date', { withTimezone: true, mode: 'date' }),
  checkedSelfieAddress: text('checked_selfie_address'),
  selfieFileId: uuid('selfie_file_id'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

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
  /** 'recorrente': renewed for the following year before it ends (merchants/optins renewal job). */
  recurrent: boolean('recurrent').notNull().default(false),
  /** The opt-in this one renews (one renewal per opt-in, migration 0920). */
  renewalOf: uuid('renewal_of'),
  createdBy: uuid('created_by'),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }),
});
