import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { importAcceptedReplySchema, importLatestQuerySchema, importLatestReplySchema, importStatusReplySchema } from '@lastro/domain';
import { SIGNED_IN } from '../../plugins/route-auth';
import { uuidParams } from '../../plugins/route-params';
import type { ImportSources } from '../../lib/import-source';
import type { ImportsService } from './imports.service';

/** One upload route per registered source (its URL and rule), and the status reads. */
export function importsRoutes(service: ImportsService, sources: ImportSources) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    for (const source of sources.all()) {
      r.post(source.route.url, {
        config: { auth: source.route.auth },
        schema: {
          tags: source.route.tags,
          summary: source.route.summary,
          description: `multipart/form-data: file (.csv; colunas ${source.columns.join(';')}) e os campos da importação`,
          consumes: ['multipart/form-data'],
          response: { 202: importAcceptedReplySchema },
        },
        handler: async (request, reply) => reply.status(202).send(await service.upload(source, request, request.auth!)),
      });
    }

    r.get('/imports', {
      config: { auth: SIGNED_IN },
      schema: {
        tags: ['imports'],
        summary: 'A última importação do tipo feita pela conta conectada (active=true: só se ainda estiver em andamento)',
        querystring: importLatestQuerySchema,
        response: { 200: importLatestReplySchema },
      },
      handler: async (request) => service.latest(request.auth!, request.query.kind, request.query.active),
    });

    r.get('/imports/:id', {
      config: { auth: SIGNED_IN },
      schema: {
        tags: ['imports'],
        summary: 'Situação de uma importação: progresso, linhas com erro e o arquivo delas',
        params: uuidParams('id'),
        response: { 200: importStatusReplySchema },
      },
      handler: async (request) => service.status(request.auth!, request.params.id),
    });
  };
}
