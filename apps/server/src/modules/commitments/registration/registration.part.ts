import type { JobDefinition } from '../../../jobs/job-definition';
import { DEAL_REGISTRATION_JOB, type CommitmentsPart, type CommitmentsPartContext, type DealRegistrationJobData } from '../commitments.ports';
import { createRegistrationRepository } from './registration.repository';
import { createRegistrationService } from './registration.service';
import { registrationRoutes } from './registration.routes';

/** The registration service over the module's context (the part and the demo seed share it). */
export function createRegistration(ctx: CommitmentsPartContext) {
  const creditors = () => ctx.use('creditors');
  return createRegistrationService(createRegistrationRepository(ctx.database.db, { change: (tx, change) => ctx.use('audit').change(tx, change) }), {
    registry: ctx.registry,
    parametersOf: (id) => creditors().parametersOf(id),
    domicileOf: (id) => creditors().domicileOf(id),
    notify: (accounts, input) => ctx.use('notifications').notify(accounts, input),
    enqueueRegistration: (accountId, data) => ctx.jobs.enqueue(DEAL_REGISTRATION_JOB, accountId, data),
  });
}

/** Commitments: registration at the registry (job), the state machine and the actions, the expiry job, demo data. */
export function createRegistrationPart(ctx: CommitmentsPartContext): CommitmentsPart {
  const service = createRegistration(ctx);
  const job: JobDefinition<DealRegistrationJobData> = {
    type: DEAL_REGISTRATION_JOB,
    // Safe to retry: the deal is handled only while em_processamento, each installment's
    // registration is keyed by its external reference, and the status moves compare-and-set.
    handler: async ({ data, accountId }) => service.register(data, accountId),
    // Never left 'Em processamento' for good: refused with a message, and 'Reenviar' tries again.
    onFinalFailure: async ({ data }) => service.registrationFailed(data.dealId),
  };
  const { register, approve, changeStatus, writeOff, expire } = service;
  return {
    routes: registrationRoutes(service),
    services: {
      registration: {
        register,
        approve,
        changeStatus,
        writeOff,
        expire,
        registerLater: (accountId, data, startAfterSeconds) => ctx.jobs.enqueue(DEAL_REGISTRATION_JOB, accountId, data, { startAfterSeconds }),
      },
    },
    jobs: [job as JobDefinition<never>],
    schedules: [
      // The registry's clock turns at 03:10 (modules/registry); its events bring the copies up to date.
      { name: 'deals.expire', cron: '20 3 * * *', run: async () => service.expire(await ctx.registry().today()) },
    ],
  };
}
