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
