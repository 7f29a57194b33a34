import { createRegistry } from '../../integrations/registry';
import type { JobDefinition } from '../../jobs/job-definition';
import { defineModule } from '../../lib/module';
// The services this module offers, typed for the others (ModuleServices).
import './registry.ports';
import { registryRoutes } from './registry.routes';
import { contractPaymentsRoutes } from './contract-payments.routes';
import { settlementsRoutes } from './settlements.routes';
import { createSettlementReads } from './settlements.service';
import { unitSettlementsRoutes } from './unit-settlements.routes';

const OPERATION_JOB = 'registry.operation';

/** São Paulo's calendar date: the registry's day turns with the market's, not UTC's. */
const marketToday = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'America/Sao_Paulo' });

/**
 * The registry of card receivables, behind the integration's interface (the offline sandbox).
 * Writes are processed by a job (under the requesting account when the caller names it), a
 * sweep picks up any write left unprocessed, and the daily tick moves the sandbox's clock. Its
 * settlement information is read over HTTP by the creditor whose contracts were paid.
 */
export default defineModule({
  name: 'registry',
  requires: ['creditors'],
  setup({ database, jobs, use }) {
    const registry = createRegistry(database.pool, {
      listen: (channel, onPayload) => database.listen(channel, onPayload),
      // The writes of one request (a deal's contracts) are one job, processed in one transaction.
      dispatch: async (protocolos, _tipo, solicitante) => {
        if (solicitante) await jobs.enqueue(OPERATION_JOB, solicitante, { protocolos });
        else setImmediate(() => void registry.processBatch(protocolos).catch(() => undefined));
      },
    });
    // `protocolo`: a job queued before batches (one write per job).
    const operationJob: JobDefinition<{ protocolos?: string[]; protocolo?: string }> = {
      type: OPERATION_JOB,
      // Processing is idempotent per protocol: a retried job finds the operations done.
      handler: async ({ data }) => {
        const ops = await registry.processBatch(data.protocolos ?? (data.protocolo ? [data.protocolo] : []));
        return { status: ops.map((op) => op?.status ?? 'desconhecida').join(',') };
      },
    };
    const settlements = createSettlementReads({
      registry,
      financiadorOf: async (creditorId) => (await use('creditors').identityOf(creditorId))?.document_number ?? null,
    });
    return {
      services: registry,
      routes: async (api) => {
        for (const routes of [registryRoutes(registry), settlementsRoutes(settlements), contractPaymentsRoutes(settlements), unitSettlementsRoutes(settlements)])
          await api.register(routes);
      },
      jobs: [operationJob as JobDefinition<never>],
      schedules: [
        {
          name: 'registry.tick',
          cron: '10 3 * * *',
          run: async () => {
            const today = marketToday();
            return (await registry.today()) < today ? { ...(await registry.tick(today)) } : { skipped: true };
          },
        },
        {
          name: 'registry.pending',
          cron: '* * * * *',
          run: async () => ({ processed: await registry.processPending(30) }),
        },
      ],
    };
  },
});
