import { boolean, index, jsonb, pgTable, smallint, varchar } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './common';

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
