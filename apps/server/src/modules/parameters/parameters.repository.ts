import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import { CREDITOR_PARAMETER_GROUPS, LIST_SORTS } from '@lastro/domain';
import { nameContains, searchList, type ListDefinition } from '../../db/paging';
import type { AppDb } from '../../db/client';
import { creditorParameterDefinitions as defs } from '../../db/schema/parameters';

export type ParameterDefinitionRow = typeof defs.$inferSelect;

export interface ParameterDefinitionFilters {
  group?: string | undefined;
  /** Part of the key or of the label. */
  name?: string | undefined;
  active?: boolean | undefined;
  offset: number;
  limit: number;
}

const GROUP_ORDER = CREDITOR_PARAMETER_GROUPS.map((g) => g.value);
const GROUP_POSITION = sql`array_position(array[${sql.join(
  GROUP_ORDER.map((g) => sql`${g}`),
  sql`, `,
)}]::text[], ${defs.group}::text)`;

const LIST: ListDefinition<(typeof LIST_SORTS.parameters)[number]> = {
  tables: ['creditor_parameter_definitions'],
  sortable: { key: defs.key, label: defs.label, type: defs.type, sortOrder: defs.sortOrder, active: defs.active },
  defaultOrder: [
    [GROUP_POSITION, 'asc'],
    [defs.sortOrder, 'asc'],
  ],
  id: defs.key,
};

export function createParametersRepository(db: AppDb) {
  const whereOf = (f: ParameterDefinitionFilters): SQL | undefined =>
    and(
      f.group ? eq(defs.group, f.group) : undefined,
      f.name ? nameContains(f.name, defs.key, defs.label) : undefined,
      f.active === undefined ? undefined : eq(defs.active, f.active),
    );

  return {
    /** Definitions in screen order: group (Faturamento, Contrato, Integração, Motor), then sort order. */
    async list(f: ParameterDefinitionFilters) {
      const where = whereOf(f);
      return searchList(db, LIST, {
        query: f,
        page: (order, window) => db.select().from(defs).where(where).orderBy(...order).limit(window.limit).offset(window.offset),
        count: db.select({ n: count() }).from(defs).where(where),
      });
    },

    async findByKey(key: string): Promise<ParameterDefinitionRow | undefined> {
      return (await db.select().from(defs).where(eq(defs.key, key)).limit(1))[0];
    },

    /** Adds the definitions whose key is missing; existing rows are left as operators edited them. */
    async insertMissing(rows: (typeof defs.$inferInsert)[]): Promise<void> {
      if (rows.length) await db.insert(defs).values(rows).onConflictDoNothing({ target: defs.key });
    },

    async update(key: string, values: Partial<typeof defs.$inferInsert>): Promise<ParameterDefinitionRow | undefined> {
      return (await db.update(defs).set(values).where(eq(defs.key, key)).returning())[0];
    },
  };
}

export type ParametersRepository = ReturnType<typeof createParametersRepository>;
