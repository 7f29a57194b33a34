import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  MESSAGES,
  monitoringReportQuerySchema,
  monitoringReportResponseSchema,
  monitoringReportTickBodySchema,
  monitoringReportTickResponseSchema,
} from '@lastro/domain';
import { badRequest, notFound } from '../../../lib/errors';
import { ADMIN_ONLY } from '../../../plugins/route-auth';
import type { MonitoringReportService } from './monitoring-report.service';

const TAGS = ['reconciliation: monitoring report'];

export interface MonitoringReportRoutesDeps {
  service: MonitoringReportService;
  today(): Promise<string>;
  sandboxEnabled(): boolean;
  /** Queues the job that ticks the registry to `ate` for the account; its id. */
  startTick(accountId: string, ate: string): Promise<string>;
}

/** 'Relatório de Monitoramento' (spec 4 §8 'monitoring'): admin only; a creditor user's call answers 403. */
export function monitoringReportRoutes(deps: MonitoringReportRoutesDeps) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get('/reconciliation/monitoring/report', {
      config: { auth: ADMIN_ONLY },
      schema: {
        tags: TAGS,
        summary: 'Relatório de Monitoramento: % conciliado, pendências, arquivos com falha e contratos insuficientes por fornecedor',
        querystring: monitoringReportQuerySchema,
        response: { 200: monitoringReportResponseSchema },
      },
      handler: async (request) => deps.service.report(request.query),
    });

    r.post('/reconciliation/monitoring/report/tick', {
      config: { auth: ADMIN_ONLY },
      schema: {
        tags: TAGS,
        summary: 'Executar processamento diário: avança a registradora simulada até o dia confirmado (tarefa com progresso)',
        body: monitoringReportTickBodySchema,
        response: { 202: monitoringReportTickResponseSchema },
      },
      handler: async (request, reply) => {
        if (!deps.sandboxEnabled()) throw notFound();
        if (request.body.ate <= (await deps.today())) throw badRequest(MESSAGES.registry.tickDateNotAfter);
        const jobId = await deps.startTick(request.auth!.accountId, request.body.ate);
        return reply.code(202).send({ job_id: jobId, ate: request.body.ate });
      },
    });
  };
}
