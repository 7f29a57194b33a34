import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contentDisposition } from '../../lib/content-disposition';
import { notFound } from '../../lib/errors';
import { SIGNED_IN } from '../../plugins/route-auth';
import type { FilesService } from './files.service';
import { uuidParams } from '../../plugins/route-params';

export function filesRoutes(service: FilesService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get('/files/:id/download', {
      config: { auth: SIGNED_IN },
      schema: {
        tags: ['files'],
        summary: 'Baixa um arquivo gerado para a conta conectada (exportações)',
        params: uuidParams('id'),
      },
      handler: async (request, reply) => {
        const id = request.params.id;
        // Not a file id at all: as absent as another account's file.
        if (!z.guid().safeParse(id).success) throw notFound();
        const { file, stream } = await service.openForDownload(request.auth!.accountId, id);
        return reply
          .header('content-type', file.contentType)
          .header('content-length', String(file.sizeBytes))
          .header('content-disposition', contentDisposition(file.fileName))
          .header('cache-control', 'private, no-store')
          .header('x-content-type-options', 'nosniff')
          .send(stream);
      },
    });
  };
}
