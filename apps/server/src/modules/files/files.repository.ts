import { asc, eq, lt } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { files } from '../../db/schema/jobs';

export type FileRow = typeof files.$inferSelect;
export type FileInsert = typeof files.$inferInsert;

export function createFilesRepository(db: AppDb) {
  return {
    async find(id: string): Promise<FileRow | undefined> {
      return (await db.select().from(files).where(eq(files.id, id)))[0];
    },

    async findByJob(jobId: string): Promise<FileRow | undefined> {
      return (await db.select().from(files).where(eq(files.jobId, jobId)))[0];
    },

    /** The oldest files made before `cutoff`, a batch at a time. */
    async madeBefore(cutoff: Date, limit: number): Promise<Pick<FileRow, 'id' | 'storageKey'>[]> {
      return db
        .select({ id: files.id, storageKey: files.storageKey })
        .from(files)
        .where(lt(files.createdAt, cutoff))
        .orderBy(asc(files.createdAt))
        .limit(limit);
    },

    async remove(id: string): Promise<void> {
      await db.delete(files).where(eq(files.id, id));
    },

    /** One file per job: a retried job finds the first one instead of adding another. */
    async insertForJob(row: FileInsert & { jobId: string }): Promise<FileRow> {
      const [inserted] = await db
        .insert(files)
        .values(row)
        .onConflictDoNothing({ target: files.jobId })
        .returning();
      return inserted ?? (await this.findByJob(row.jobId))!;
    },
  };
}

export type FilesRepository = ReturnType<typeof createFilesRepository>;
