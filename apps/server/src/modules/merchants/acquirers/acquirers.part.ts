import { MESSAGES } from '@lastro/domain';
import type { JobDefinition } from '../../../jobs/job-definition';
import type { MerchantsPart, MerchantsPartContext } from '../merchants.ports';
import { createMerchantAcquirersRepository } from './acquirers.repository';
import { merchantAcquirersRoutes } from './acquirers.routes';
import { DISCOVERY_JOB, createMerchantAcquirersService, type DiscoveryJobData } from './acquirers.service';

/** A merchant's acquirer links: routes, the registry's discovery as a job, and the direct discovery (seeding). */
export function createMerchantAcquirersPart(ctx: MerchantsPartContext): MerchantsPart {
  const { merchants, jobs, use } = ctx;
  const acquirers = createMerchantAcquirersService(createMerchantAcquirersRepository(ctx.database.db), {
    visible: merchants.visible,
    ofCreditorByDocument: merchants.ofCreditorByDocument,
    activeOptIn: merchants.activeOptIn,
    relations: (merchant, creditorId) => merchants.discoverRelations(merchant, creditorId),
    acquirers: () => use('registers').acquirerList(),
    notify: () => use('notifications'),
    enqueue: (type, accountId, data) => jobs.enqueue(type, accountId, data),
  });
  const discoveryJob: JobDefinition<DiscoveryJobData> = {
    type: DISCOVERY_JOB,
    handler: async ({ jobId, accountId, data }) => acquirers.runDiscovery(jobId, accountId, data),
    // Retries spent (the registry unreachable): the requester is told.
    onFinalFailure: async ({ jobId, accountId, data }) => acquirers.discoveryFailed(jobId, accountId, data, MESSAGES.common.genericError),
    retryLimit: 2,
    retryDelaySeconds: 5,
  };
  return {
    routes: merchantAcquirersRoutes(acquirers),
    jobs: [discoveryJob as JobDefinition<never>],
    services: {
      discoverAcquirers: (merchantId, creditorId) => acquirers.runDiscovery(`direct:${merchantId}`, null, { merchantId, creditorId }),
    },
  };
}
