import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  MESSAGES,
  PERMISSIONS,
  TCD_MAX_BYTES,
  dealDetailReplySchema,
  dealDomicileOptionsReplySchema,
  dealDomicileHistoryRowReplySchema,
  dealHistoryQuerySchema,
  dealHistoryRowReplySchema,
  dealUpdateBodySchema,
  tcdSearchQuerySchema,
  tcdSearchResponseSchema,
  tcdUploadFieldsSchema,
  tcdUploadResponseSchema,
  updateDomicilesBodySchema,
  updateDomicilesResponseSchema,
} from '@lastro/domain';
import { z } from 'zod';
import { readMultipartForm } from '../../../integrations/images';
import { contentDisposition } from '../../../lib/content-disposition';
import { AppError, badRequest } from '../../../lib/errors';
import { perm } from '../../../plugins/route-auth';
import { uuidParams } from '../../../plugins/route-params';
import type { DetailService } from './detail.service';

const DEALS = PERMISSIONS.cad_compromisso_dados_compromissos;
const BANK = PERMISSIONS.cad_compromisso_dados_bancarios;
const tags = ['commitments: detail'];
const M = MESSAGES.commitments;

/** Where a commitment's TCD downloads from (with the bearer token: only who may see the deal). */
export const tcdFileUrl = (dealId: string) => `/api/deals/${dealId}/tcd`;

export function detailRoutes(service: DetailService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get('/deals/:id', {
      config: { auth: perm(DEALS, 'read') },
      schema: {
        tags,
        summary: 'Detalhe do compromisso, com parcelas e recebíveis alcançados',
        params: uuidParams('id'),
        response: { 200: dealDetailReplySchema },
      },
      handler: async (request) => service.detail(request.auth!, request.params.id),
    });

    r.patch('/deals/:id', {
      config: { auth: perm(DEALS, 'edit') },
      schema: {
        tags,
        summary: 'Altera os dados descritivos do compromisso (título, descrição, código, expiração) enquanto não encerrado',
        params: uuidParams('id'),
        body: dealUpdateBodySchema,
        response: { 200: dealDetailReplySchema },
      },
      handler: async (request) => service.update(request.auth!, request.params.id, request.body),
    });

    r.get('/deals/:id/history', {
      config: { auth: perm(DEALS, 'read') },
      schema: {
        tags,
        summary: 'Histórico de status do compromisso (mais recente primeiro)',
        params: uuidParams('id'),
        querystring: dealHistoryQuerySchema,
        response: { 200: z.object({ results: z.array(dealHistoryRowReplySchema) }) },
      },
      handler: async (request) => ({ results: await service.history(request.auth!, request.params.id, request.query.limit) }),
    });

    r.get('/deals/:id/history-domicile', {
      config: { auth: perm(BANK, 'read') },
      schema: {
        tags,
        summary: 'Domicílios bancários que o compromisso usou (o atual por último)',
        params: uuidParams('id'),
        response: { 200: z.array(dealDomicileHistoryRowReplySchema) },
      },
      handler: async (request) => service.domicileHistory(request.auth!, request.params.id),
    });

    r.get('/deals/:id/domiciles', {
      config: { auth: perm(BANK, 'edit') },
      schema: {
        tags,
        summary: 'Domicílios bancários para os quais o compromisso pode ser movido (ativos, dos originadores ativos do seu fornecedor, exceto o atual)',
        params: uuidParams('id'),
        response: { 200: dealDomicileOptionsReplySchema },
      },
      handler: async (request) => service.domicileOptions(request.auth!, request.params.id),
    });

    r.patch('/deals/update-domiciles', {
      config: { auth: perm(BANK, 'edit') },
      schema: {
        tags,
        summary: 'Altera o domicílio bancário de compromissos (registrado na registradora); resposta por item',
        body: updateDomicilesBodySchema,
        response: { 200: updateDomicilesResponseSchema },
      },
      handler: async (request) => ({ results: await service.updateDomiciles(request.auth!, request.body) }),
    });

    r.post('/upload', {
      config: { auth: perm(DEALS, ['create', 'edit']) },
      schema: {
        tags,
        summary: 'Anexa o TCD (PDF, até 5 MB) a um compromisso (multipart: file, type=contrato, external_reference)',
        consumes: ['multipart/form-data'],
        response: { 200: tcdUploadResponseSchema },
      },
      handler: async (request) => {
        const form = await readMultipartForm(request, { maxFileBytes: TCD_MAX_BYTES, maxFiles: 1 }).catch((err: unknown) => {
          // The spec's own text for a file above the limit, not the generic 413.
          const code = (err as { code?: string }).code;
          if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, M.tcdTooLarge);
          throw err;
        });
        const fields = tcdUploadFieldsSchema.safeParse(form.fields);
        if (!fields.success) throw badRequest(fields.error.issues.map((i) => i.message));
        const data = form.files.file;
        const name = (form.fields.file_name ?? 'tcd.pdf').toString();
        return service.uploadTcd(request.auth!, fields.data, data ? { name, data } : null, tcdFileUrl);
      },
    });

    r.get('/search', {
      config: { auth: perm(DEALS, 'read') },
      schema: {
        tags,
        summary: 'TCD de um compromisso, por id ou referência externa de parcela',
        querystring: tcdSearchQuerySchema,
        response: { 200: tcdSearchResponseSchema },
      },
      handler: async (request) => service.searchTcd(request.auth!, request.query.external_reference, tcdFileUrl),
    });

    r.get('/deals/:id/tcd', {
      config: { auth: perm(DEALS, 'read') },
      schema: { tags, summary: 'Arquivo PDF do TCD do compromisso', params: uuidParams('id') },
      handler: async (request, reply) => {
        const file = await service.openTcd(request.auth!, request.params.id);
        return reply
          .type('application/pdf')
          .header('content-length', file.size)
          .header('content-disposition', contentDisposition(file.fileName))
          .send(file.stream);
      },
    });
  };
}
