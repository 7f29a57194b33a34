import type { JobDefinition } from '../../../jobs/job-definition';
import type { CommitmentsPart, CommitmentsPartContext } from '../commitments.ports';
import { createRegistration } from '../registration/registration.part';
import { createImportRepository } from './import.repository';
import { commitmentImportSources } from './import.sources';

/** Registers the deals of one commitment import, one after the other, with progress. */
export const DEAL_IMPORT_REGISTRATION_JOB = 'deals.register-import';
export interface DealImportRegistrationJobData {
  importId: string;
}

const PAGE = 200;

/**
 * Commitments: the normal and smoke commitment imports (deals/upload, deals/upload-contract-smoke),
 * declared as import sources the imports module runs, and the job that registers what an import
 * wrote — one job per import rather than one per row, through the registration service.
 */
export function createImportPart(ctx: CommitmentsPartContext): CommitmentsPart {
  const repo = createImportRepository(ctx.database);
  const creditors = () => ctx.use('creditors');
  const sources = commitmentImportSources(repo, {
    identityOf: (id) => creditors().identityOf(id),
    parametersOf: (id) => creditors().parametersOf(id),
    activeDomicilesOf: (id) => creditors().activeDomicilesOf(id),
    registered: () => ctx.use('registers').names(),
    today: () => ctx.registry().today(),
    enqueueRegistration: async (accountId, importId) => {
      await ctx.jobs.enqueue(DEAL_IMPORT_REGISTRATION_JOB, accountId, { importId } satisfies DealImportRegistrationJobData);
    },
  });
  const registration = createRegistration(ctx);
  const job: JobDefinition<DealImportRegistrationJobData> = {
    type: DEAL_IMPORT_REGISTRATION_JOB,
    // Safe to retry: only deals still em_processamento are taken, and register() is itself idempotent.
    handler: async ({ data, accountId, progress }) => {
      const total = await repo.countPendingOfImport(data.importId);
      let done = 0;
      let after = 0;
      for (;;) {
        const page = await repo.pendingOfImport(data.importId, after, PAGE);
        if (!page.length) break;
        for (const deal of page) {
          await registration.register({ dealId: deal.id }, accountId).catch(async (err: unknown) => {
            // One deal the registry refused for good must not hold the others back.
            ctx.log.error({ err, dealId: deal.id }, 'imported commitment not registered');
            await registration.registrationFailed(deal.id);
          });
          done += 1;
        }
        after = page[page.length - 1]!.import_line;
        await progress(done, total);
      }
      return { registered: done };
    },
  };
  return { importSources: [sources.normal, sources.smoke], jobs: [job as JobDefinition<never>] };
}
