import { DEAL_REGISTRATION_JOB, type CommitmentsPart, type CommitmentsPartContext, type DealRegistrationJobData } from '../commitments.ports';
import { createCreateRepository } from './create.repository';
import { createRoutes } from './create.routes';
import { createCreateService } from './create.service';

/** Commitments: POST deals and deals/contract-smoke: the create form's calls. */
export function createCreatePart(ctx: CommitmentsPartContext): CommitmentsPart {
  const creditors = () => ctx.use('creditors');
  const merchants = () => ctx.use('merchants');
  const service = createCreateService(createCreateRepository(ctx.database.db), {
    identityOf: (id) => creditors().identityOf(id),
    parametersOf: (id) => creditors().parametersOf(id),
    domicileOf: (id) => creditors().domicileOf(id),
    findMerchant: (id) => merchants().find(id),
    hasActiveOptIn: (merchantId, creditorId) => merchants().hasActiveOptIn(merchantId, creditorId),
    registry: () => ctx.registry(),
    enqueueRegistration: async (accountId, dealId) => {
      // The commitment is saved by now: a queue failure must not answer 500 for it (a retry would
      // only find it again). It stays em_processamento and is logged for the registration sweep.
      await ctx.jobs.enqueue(DEAL_REGISTRATION_JOB, accountId, { dealId } satisfies DealRegistrationJobData).catch((err: unknown) => {
        ctx.log.error({ err, dealId }, 'commitment registration not queued');
      });
    },
  });
  return { routes: createRoutes(service) };
}
