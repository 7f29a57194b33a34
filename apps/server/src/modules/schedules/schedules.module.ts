import { MESSAGES } from '@lastro/domain';
import type { JobDefinition } from '../../jobs/job-definition';
import { defineModule } from '../../lib/module';
import type { AuthContext } from '../../plugins/route-auth';
import { SCHEDULE_QUERY_JOB, type ScheduleQueryJobData } from './schedules.ports';
import { scheduleSummaryExportSource, schedulesExportSource } from './schedules.export-source';
import { createSchedulesRepository } from './schedules.repository';
import { schedulesRoutes } from './schedules.routes';
import { createSchedulesService } from './schedules.service';

/** The product itself asking (no session): platform scope, on behalf of `accountId`. */
const systemAuth = (accountId: string): AuthContext => ({
  accountId,
  sessionId: '',
  accountType: 'Backoffice',
  isAdmin: true,
  creditorId: null,
  email: '',
  name: '',
  permissions: new Map(),
});

/** Schedule queries (consultas de agenda de recebíveis): asked of the registry by a job. */
export default defineModule({
  name: 'schedules',
  requires: ['creditors', 'registers', 'registry', 'merchants', 'notifications'],
  setup({ database, jobs, use }) {
    const queryJob: JobDefinition<ScheduleQueryJobData> = {
      type: SCHEDULE_QUERY_JOB,
      handler: async ({ data }) => service.run(data.requestId, data.agenda),
      // Retries spent (the registry unreachable): the query ends in error, and the requester is told.
      onFinalFailure: async ({ data }) => service.failed(data.requestId, MESSAGES.schedules.updateError),
      retryLimit: 2,
      retryDelaySeconds: 5,
    };
    const service = createSchedulesService(createSchedulesRepository(database.db), {
      registry: () => use('registry'),
      merchants: () => use('merchants'),
      identityOf: (creditorId) => use('creditors').identityOf(creditorId),
      names: () => use('registers').names(),
      notify: () => use('notifications'),
      enqueue: (type, accountId, data, options) => jobs.enqueue(type, accountId, data, options),
    });
    return {
      routes: schedulesRoutes(service),
      services: {
        requestConsolidated: (accountId, creditorId, merchantId, options) =>
          service.create(systemAuth(accountId), 'consolidated', { creditor_id: creditorId, merchant_id: merchantId }, options),
        agendaFrom: (creditorId, fromDate) => service.agendaFrom(creditorId, fromDate),
        runQuery: async (requestId) => {
          await service.run(requestId);
        },
      },
      exportSources: [schedulesExportSource(service), scheduleSummaryExportSource(service)],
      jobs: [queryJob as JobDefinition<never>],
    };
  },
});
