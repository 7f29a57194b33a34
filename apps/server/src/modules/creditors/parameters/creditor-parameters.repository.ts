import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { AppDb } from '../../../db/client';
import { creditorParameters } from '../../../db/schema/creditors';

export type CreditorParameterRow = typeof creditorParameters.$inferSelect;

export function createCreditorParametersRepository(db: AppDb) {
  return {
    async list(creditorId: string): Promise<CreditorParameterRow[]> {
      return db
        .select()
        .from(creditorParameters)
        .where(eq(creditorParameters.creditorId, creditorId))
        .orderBy(asc(creditorParameters.parameterKey));
    },

    /**
     * Writes the form in one transaction: `values` are set, and the keys of `managedKeys` that
     * the form left empty are removed; any other stored key is kept.
     */
    async save(creditorId: string, values: { key: string; value: string }[], managedKeys: string[]) {
      const now = new Date();
      const kept = new Set(values.map((v) => v.key));
      const cleared = managedKeys.filter((k) => !kept.has(k));
      await db.transaction(async (tx) => {
        if (cleared.length) {
          await tx
            .delete(creditorParameters)
            .where(and(eq(creditorParameters.creditorId, creditorId), inArray(creditorParameters.parameterKey, cleared)));
        }
        if (values.length) {
          await tx
            .insert(creditorParameters)
            .values(values.map((v) => ({ creditorId, parameterKey: v.key, parameterValue: v.value, updatedAt: now })))
            .onConflictDoUpdate({
              target: [creditorParameters.creditorId, creditorParameters.parameterKey],
              set: { parameterValue: sql.raw('excluded.parameter_value'), updatedAt: now },
            });
        }
      });
    },
  };
}

export type CreditorParametersRepository = ReturnType<typeof createCreditorParametersRepository>;
