import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DOCUMENT_MAX_BYTES,
  PERMISSIONS,
  accountIdBodySchema,
  accountIdQuerySchema,
  documentHistoryQuerySchema,
  documentListQuerySchema,
  documentStatusPatchSchema,
  documentUploadFieldsSchema,
  listResponse,
  listResponseSchema,
  merchantAccountStatusSchema,
  merchantDocumentDetailResponseSchema,
  merchantDocumentResponseSchema,
  messageResponseSchema,
  pendingMerchantResponseSchema,
  pendingMerchantsQuerySchema,
  uuidSchema,
} from '@lastro/domain';
import { readMultipartForm } from '../../../integrations/images';
import { contentDisposition } from '../../../lib/content-disposition';
import { badRequest } from '../../../lib/errors';
import { perm } from '../../../plugins/route-auth';
import type { DocumentsService } from './documents.service';

const tags = ['merchants documents'];
const idParams = z.object({ id: uuidSchema });
const DOCS = PERMISSIONS.cad_estabelecimento_documentos;
const READ = perm(DOCS, 'read');
const EDIT = perm(DOCS, 'edit');
const CREATE = perm(DOCS, 'create');
const documentResult = z.object({ message: z.string(), body: merchantDocumentResponseSchema });

/**
 * The spec's checkids calls (spec 2 §7) and the account status update of Ativar / Reprovar
 * conta. Both permissions are platform resources: no creditor profile can hold them, and every
 * merchant is reached through `visible`, so another supplier's merchant is "not found".
 */
export function documentsRoutes(service: DocumentsService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get('/checkids', {
      config: { auth: READ },
      schema: {
        tags,
        summary: 'Documentos atuais do estabelecimento (o último de cada tipo)',
        querystring: documentListQuerySchema,
        response: { 200: z.object({ results: z.array(merchantDocumentResponseSchema) }) },
      },
      handler: async (request) => ({ results: await service.list(request.auth!, request.query) }),
    });

    r.get('/checkids/history', {
      config: { auth: READ },
      schema: {
        tags,
        summary: 'Histórico de documentos (todas as versões, mais recentes primeiro)',
        querystring: documentHistoryQuerySchema,
        response: { 200: listResponseSchema(merchantDocumentResponseSchema) },
      },
      handler: async (request) => {
        const { rows, count } = await service.history(request.auth!, request.query);
        return listResponse(rows, { offset: request.query.offset, limit: request.query.limit, count });
      },
    });

    r.get('/checkids/details/:id', {
      config: { auth: READ },
      schema: {
        tags,
        summary: 'Documento com a tabela Campo / Cadastro / OCR e o Grau Face Match',
        params: idParams,
        response: { 200: merchantDocumentDetailResponseSchema },
      },
      handler: async (request) => service.detail(request.auth!, request.params.id),
    });

    r.get('/checkids/:id/file', {
      config: { auth: READ },
      schema: { tags, summary: 'O arquivo do documento (PNG ou PDF), sempre como anexo', params: idParams },
      handler: async (request, reply) => {
        const file = await service.file(request.auth!, request.params.id);
        // An uploaded file is the merchant's bytes, never a page of ours: opened straight from the
        // API it is saved, not rendered (the app previews it from a blob it fetched).
        return reply
          .type(file.contentType)
          .header('content-disposition', contentDisposition(file.fileName))
          .header('cache-control', 'private, no-store')
          .header('x-content-type-options', 'nosniff')
          .send(file.stream);
      },
    });

    r.get('/checkids/process', {
      config: { auth: EDIT },
      schema: {
        tags,
        summary: 'Processar Documentos: OCR e face match em um job',
        querystring: accountIdQuerySchema,
        response: { 202: z.object({ message: z.string(), job_id: z.string() }) },
      },
      handler: async (request, reply) =>
        reply.status(202).send(await service.process(request.auth!, request.query.accountId)),
    });

    r.post('/checkids', {
      config: { auth: EDIT },
      schema: {
        tags,
        summary:
          'Upload de documento (multipart: files, file_type, file_info, account_id; png, jpg ou pdf até 5 MB)',
        consumes: ['multipart/form-data'],
        response: { 200: documentResult.extend({ ok: z.boolean() }) },
      },
      handler: async (request) => {
        const form = await readMultipartForm(request, { maxFileBytes: DOCUMENT_MAX_BYTES, maxFiles: 1 });
        const fields = documentUploadFieldsSchema.safeParse(form.fields);
        if (!fields.success) throw badRequest(fields.error.issues.map((i) => i.message));
        return service.upload(request.auth!, fields.data, form.files.files);
      },
    });

    r.patch('/checkids', {
      config: { auth: EDIT },
      schema: {
        tags,
        summary: 'Aprova (status 2) ou reprova (status 3, com comentário) um documento',
        body: documentStatusPatchSchema,
        response: { 200: documentResult },
      },
      handler: async (request) => service.setStatus(request.auth!, request.body),
    });

    r.post('/checkids/email-account', {
      config: { auth: EDIT },
      schema: {
        tags,
        summary: 'E-mail de reprovação da conta (sem justificativa)',
        body: accountIdBodySchema,
        response: { 200: messageResponseSchema },
      },
      handler: async (request) => service.emailAccount(request.auth!, request.body.account_id),
    });

    r.post('/checkids/email-docs', {
      config: { auth: CREATE },
      schema: {
        tags,
        summary: 'E-mail de reprovação dos documentos, com a justificativa de cada um',
        body: accountIdBodySchema,
        response: { 200: messageResponseSchema },
      },
      handler: async (request) => service.emailDocs(request.auth!, request.body.account_id),
    });

    r.patch('/merchants/:id/account-status', {
      config: { auth: EDIT },
      schema: {
        tags,
        summary: 'Ativar conta (ativo) ou Reprovar conta (inativo: irreversível, envia e-mail)',
        params: idParams,
        body: merchantAccountStatusSchema,
        response: { 200: messageResponseSchema },
      },
      handler: async (request) =>
        service.setAccountStatus(request.auth!, request.params.id, request.body.status),
    });

    r.get('/checkids/pending', {
      config: { auth: perm(PERMISSIONS.cad_validacao_docs, 'read') },
      schema: {
        tags,
        summary: 'Validação de documentos: estabelecimentos pendentes',
        querystring: pendingMerchantsQuerySchema,
        response: { 200: listResponseSchema(pendingMerchantResponseSchema) },
      },
      handler: async (request) => {
        const { document, name, status, ...page } = request.query;
        const { rows, count } = await service.pending(
          { document: document?.replace(/\D/g, '') || undefined, name, status },
          page,
        );
        return listResponse(rows, { offset: page.offset, limit: page.limit, count });
      },
    });
  };
}
