import { createIdentityProvider } from '../../../integrations/identity';
import { createImageStore } from '../../../integrations/images';
import { createMailer, createOutboxRepository } from '../../../integrations/mail';
import type { JobDefinition } from '../../../jobs/job-definition';
import type { MerchantsPart, MerchantsPartContext } from '../merchants.ports';
import { createDocumentsRepository } from './documents.repository';
import { documentsRoutes } from './documents.routes';
import { PROCESS_DOCUMENTS_JOB, createDocumentsService, type DocumentsService, type ProcessDocumentsJobData } from './documents.service';

/** The documents' service (the onboarding files its selfie through it). */
export function documentsOf(ctx: MerchantsPartContext): DocumentsService {
  const { config, database, jobs, merchants, storage, use } = ctx;
  return createDocumentsService(createDocumentsRepository(database.db), {
    visible: (auth, id) => merchants.visible(auth, id),
    storage,
    identity: createIdentityProvider({ provider: config.identityProvider, url: config.identityUrl, token: config.identityToken }),
    mailer: createMailer(createOutboxRepository(database.db), { smtpUrl: config.smtpUrl, mailFrom: config.mailFrom }),
    selfies: createImageStore({ storage, folder: 'merchant-selfies', urlPrefix: '/api/merchants/selfies' }),
    enqueue: (type, accountId, data) => jobs.enqueue(type, accountId, data),
    notify: () => use('notifications'),
  });
}

/** A merchant's documents: routes, their processing (identity check) as a job, and storing one (seeding). */
export function createDocumentsPart(documents: DocumentsService): MerchantsPart {
  const processDocumentsJob: JobDefinition<ProcessDocumentsJobData> = {
    type: PROCESS_DOCUMENTS_JOB,
    handler: async ({ jobId, accountId, data }) => documents.runProcess(jobId, accountId, data),
    retryLimit: 1,
    retryDelaySeconds: 5,
    // OCR of a handful of pictures takes seconds; a stuck attempt is retried.
    expireInSeconds: 600,
  };
  return {
    routes: documentsRoutes(documents),
    jobs: [processDocumentsJob as JobDefinition<never>],
    services: { storeDocument: async (merchantId, input) => ({ id: (await documents.store(merchantId, input)).id }) },
  };
}
