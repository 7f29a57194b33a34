import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { exportAcceptedSchema, exportRequestQuerySchema } from '@lastro/domain';
import type { RouteAuth } from '../../plugins/route-auth';
import type { ExportsService } from './exports.service';
import type { ExportRoute, ExportSource } from '../../lib/export-source';
import { exportFormatOf } from './export-writers';
import { uuidParams } from '../../plugins/route-params';

/** Paging and control keys are not filters (the spec removes limit, offset and id). */
const NOT_FILTERS = new Set(['account_id', 'format', 'limit', 'offset', 'id']);
const filtersOf = (q: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(q).filter(([k, v]) => !NOT_FILTERS.has(k) && v !== '' && v !== undefined));

/** Every export request route: one per registered source that declares its URL. */
export function exportsRoutes(service: ExportsService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    const exportRoute = (url: string, kind: string, auth: RouteAuth, summary: string, tags = ['exports']) =>
      r.get(url, {
        config: { auth },
        schema: { tags, summary, querystring: exportRequestQuerySchema, response: { 202: exportAcceptedSchema } },
        handler: async (request, reply) => {
          const answer = await service.request(kind, request.auth!, {
            query: filtersOf(request.query),
            format: exportFormatOf(request.query.format),
          });
          return reply.status(202).send(answer);
        },
      });

    const streamRoute = (source: ExportSource, route: ExportRoute & { stream: { rowCap: number } }) =>
      r.get(route.url, {
        config: { auth: route.auth },
        schema: {
          tags: route.tags,
          summary: route.summary,
          // Path ids of the exported record (a creditor's parameters) are uuids.
          params: uuidParams(...[...route.url.matchAll(/:(\w+)/g)].map((m) => m[1]!)),
          querystring: exportRequestQuerySchema,
        },
        handler: async (request, reply) =>
          service.stream(reply, source, {
            auth: request.auth!,
            query: { ...filtersOf(request.query), ...(request.params as Record<string, unknown>) },
            format: exportFormatOf(request.query.format),
            rowCap: route.stream.rowCap,
          }),
      });

    for (const source of service.sources.all()) {
      const route = source.route;
      if (route?.stream) streamRoute(source, { ...route, stream: route.stream });
      else if (route) exportRoute(route.url, source.kind, route.auth, route.summary, route.tags);
    }
  };
}
