import { notFound } from '../../lib/errors';
import type { FileStorage } from '../../integrations/storage/file-storage';
import type { FileInsert, FilesRepository } from './files.repository';

/** Generated files and who may fetch them: only the account they were made for. */
export function createFilesService(repo: FilesRepository, storage: FileStorage) {
  return {
    storage,

    findForJob: (jobId: string) => repo.findByJob(jobId),

    /** Stores a finished scratch file under `key` and records it for the job (once). */
    async saveJobFile(
      input: Omit<FileInsert, 'sizeBytes' | 'storageKey'> & {
        jobId: string;
        key: string;
        scratchPath: string;
      },
    ) {
      const { sizeBytes } = await storage.putFile(input.key, input.scratchPath);
      return repo.insertForJob({
        accountId: input.accountId,
        jobId: input.jobId,
        storageKey: input.key,
        fileName: input.fileName,
        contentType: input.contentType,
        rowCount: input.rowCount,
        sizeBytes,
      });
    },

    /**
     * Removes the files made more than `retentionDays` ago (stored content first, then the
     * record, so a crash in between leaves a record whose download answers 404, removed next
     * time), and scratch files that killed processes left behind.
     */
    async expire(retentionDays: number, now = new Date()) {
      const cutoff = new Date(now.getTime() - retentionDays * 86_400_000);
      let removed = 0;
      for (;;) {
        const batch = await repo.madeBefore(cutoff, 200);
        for (const file of batch) {
          await storage.remove(file.storageKey);
          await repo.remove(file.id);
        }
        removed += batch.length;
        if (batch.length < 200) break;
      }
      // No export runs for a day: an older scratch file belongs to no live job.
      const scratchRemoved = await storage.sweepScratch(86_400_000);
      return { removed, scratchRemoved };
    },

    async openForDownload(accountId: string, id: string) {
      const file = await repo.find(id);
      // Someone else's file does not exist, as far as the caller can tell.
      if (!file || file.accountId !== accountId) throw notFound();
      if (!(await storage.exists(file.storageKey))) throw notFound();
      return { file, stream: await storage.openRead(file.storageKey) };
    },
  };
}

export type FilesService = ReturnType<typeof createFilesService>;

/** Download path of a file, as written into notifications. */
export const fileDownloadPath = (id: string) => `/api/files/${id}/download`;
