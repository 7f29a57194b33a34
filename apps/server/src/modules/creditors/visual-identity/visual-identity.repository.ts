import { eq } from 'drizzle-orm';
import type { AppDb } from '../../../db/client';
import { creditorVisualIdentities } from '../../../db/schema/creditors';

export type VisualIdentityRow = typeof creditorVisualIdentities.$inferSelect;
export type NewVisualIdentity = typeof creditorVisualIdentities.$inferInsert;

export function createVisualIdentityRepository(db: AppDb) {
  return {
    async findByCreditor(creditorId: string): Promise<VisualIdentityRow | undefined> {
      return (
        await db.select().from(creditorVisualIdentities).where(eq(creditorVisualIdentities.creditorId, creditorId)).limit(1)
      )[0];
    },

    /** Inserts unless the creditor already has one; undefined when it does. */
    async insert(values: NewVisualIdentity): Promise<VisualIdentityRow | undefined> {
      return (await db.insert(creditorVisualIdentities).values(values).onConflictDoNothing().returning())[0];
    },

    async update(id: string, values: Partial<NewVisualIdentity>): Promise<VisualIdentityRow> {
      return (await db.update(creditorVisualIdentities).set(values).where(eq(creditorVisualIdentities.id, id)).returning())[0]!;
    },
  };
}

export type VisualIdentityRepository = ReturnType<typeof createVisualIdentityRepository>;
