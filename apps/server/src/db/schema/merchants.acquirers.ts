// Tables of the merchants module (see eslint SCHEMA_FILES_OF).
import {
  boolean,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt } from './common';
import { merchants } from './merchants';

/** A merchant's link to an acquirer of the registers (Credenciadoras), by hand or by discovery. */
export const merchantAcquirers = pgTable(
  'merchant_acquirers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    /** acquirers.id of the registers (serial). */
    acquirerId: integer('acquirer_id').notNull(),
    /** ADVANCEMENTS id (domains/advancements); null for a link discovery created. */
    advancementId: smallint('advancement_id'),
    active: boolean('active').notNull().default(true),
    /** When the registry's discovery last confirmed the link; null for a link only made by hand. */
    discoveredAt: timestamp('discovered_at', { withTimezone: true, mode: 'date' }),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [unique('merchant_acquirers_merchant_acquirer_unique').on(t.merchantId, t.acquirerId)],
);

/** The arranjos the registry's discovery found for a link. */
export const merchantAcquirerArrangements = pgTable(
  'merchant_acquirer_arrangements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    linkId: uuid('link_id')
      .notNull()
      .references(() => merchantAcquirers.id, { onDelete: 'cascade' }),
    arrangementCode: varchar('arrangement_code', { length: 3 }).notNull(),
    arrangementName: text('arrangement_name').notNull(),
    acquirerDocument: varchar('acquirer_document', { length: 14 }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [unique('merchant_acquirer_arrangements_link_code_unique').on(t.linkId, t.arrangementCode)],
);
