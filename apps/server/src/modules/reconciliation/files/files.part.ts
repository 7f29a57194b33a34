import { addBusinessDays, RECONCILIATION_TOLERANCE } from '@lastro/domain';
import type { ReconciliationPart, ReconciliationPartContext } from '../reconciliation.ports';
import { fileJobDefinition, FILE_JOB_TYPE, type FileJobData } from './file.job';
import { createFileReadsRepository } from './file-reads.repository';
import { fileLinesExportSource, filesExportSource } from './files.export-source';
import { createIngest } from './files.ingest';
import { createFilesRepository } from './files.repository';
import { filesRoutes } from './files.routes';
import { createFilesService } from './files.service';

/** 'Extratos' (spec 4 §2.7, §4.1, §5): the upload, the job `reconciliation.file`, the detail and the actions. */
export function createFilesPart(ctx: ReconciliationPartContext): ReconciliationPart {
  const { db, pool } = ctx.database;
  const repo = createFilesRepository(db, pool);
  const enqueue = (accountId: string, data: FileJobData) => ctx.jobs.enqueue(FILE_JOB_TYPE, accountId, data);
  const creditorExists = (id: string) => ctx.use('creditors').exists(id);
  const acquirerList = () => ctx.use('registers').acquirerList();
  /**
   * A file committed, linked or excluded (§4.1, §4.5): a run of its accounts over its period
   * widened by the largest tolerance in days (each item looks that far for its credit).
   */
  const runFile = async (fileId: string, owner: string) => {
    const f = await repo.find(fileId);
    if (!f?.periodStart || !f.periodEnd || !f.accounts.length) return;
    const t = RECONCILIATION_TOLERANCE.maxDays;
    const trigger = f.links.length ? 'vinculo' : 'arquivo';
    await ctx
      .requestRun({ creditorId: f.creditorId, trigger, accountIds: f.accounts, from: addBusinessDays(f.periodStart, -t), to: addBusinessDays(f.periodEnd, t), owner })
      .catch((err: unknown) => ctx.log.warn({ err, fileId }, 'reconciliation run of a file not started'));
  };
  const ingest = createIngest({
    repo,
    storage: ctx.storage,
    limits: { maxBytes: ctx.config.importMaxBytes, maxRows: ctx.config.importMaxRows },
    enqueue,
  });
  const service = createFilesService({
    repo,
    reads: createFileReadsRepository(db, pool),
    enqueue,
    creditorExists,
    acquirerNames: async () => new Map((await acquirerList()).map((a) => [a.id, a.acquirer_name])),
    today: () => ctx.today(),
    excluded: runFile,
  });
  return {
    routes: filesRoutes({ service, ingest, storage: ctx.storage, maxBytes: ctx.config.importMaxBytes, creditorExists }),
    services: { ingestStatement: ingest, filesWaiting: (creditorId) => service.waiting(creditorId) },
    exportSources: [filesExportSource(service), fileLinesExportSource(service)],
    jobs: [
      fileJobDefinition({
        repo,
        pool,
        storage: ctx.storage,
        notifications: () => ctx.use('notifications'),
        bankExists: async (code) => (await ctx.use('registers').banks.findByCode(code)) !== null,
        acquirers: async () => (await acquirerList()).map((a) => ({ id: String(a.id), document: a.document_number })),
        committed: runFile,
      }),
    ],
  };
}
