import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PERMISSIONS,
  RECONCILIATION_STATEMENT_TEMPLATE,
  reconciliationCoverageQuerySchema,
  reconciliationCoverageResponseSchema,
  reconciliationFileLineResponseSchema,
  reconciliationFileLinesQuerySchema,
  reconciliationFileLinkSchema,
  reconciliationFileListQuerySchema,
  reconciliationFileResponseSchema,
  reconciliationFileTotalsResponseSchema,
  uuidSchema,
} from '@lastro/domain';
import { contentDisposition } from '../../../lib/content-disposition';
import type { FileStorage } from '../../../integrations/storage/file-storage';
import { perm } from '../../../plugins/route-auth';
import { creditorOfCall } from '../reconciliation.scope';
import { receiveStatement, type Ingest } from './files.ingest';
import type { FilesService } from './files.service';

const tags = ['reconciliation: files'];
const S = PERMISSIONS.conciliacao_extratos;
const idParams = z.object({ id: uuidSchema });
const resultset = z.object({ resultset: z.object({ offset: z.number(), limit: z.number(), count: z.number() }) });
const jobReply = z.object({ job_id: z.string() });
const messageReply = z.object({ message: z.string() });

export interface FilesRoutesDeps {
  service: FilesService;
  ingest: Ingest;
  storage: FileStorage;
  maxBytes: number;
  creditorExists(id: string): Promise<boolean>;
}

/** 'Extratos' (spec 4 §2.7, §8 'import (files)'). */
export function filesRoutes(deps: FilesRoutesDeps) {
  const { service } = deps;
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.post('/reconciliation/files', {
      config: { auth: perm(S, 'create') },
      schema: {
        tags,
        summary: 'Envia um extrato (multipart: file e, para administradores, creditor_id); a análise roda como job',
        consumes: ['multipart/form-data'],
        response: { 202: z.object({ id: z.string(), job_id: z.string(), status: z.literal('recebido') }) },
      },
      handler: async (request, reply) => {
        const auth = request.auth!;
        const { fields, file } = await receiveStatement(request, deps.maxBytes, () => deps.storage.scratchPath('bin', `extrato-${randomUUID()}`));
        try {
          const creditorId = await creditorOfCall(auth, fields.creditor_id || undefined, deps);
          const accepted = await deps.ingest({
            content: { path: file.path, inspection: file.inspection },
            name: file.name,
            creditorId,
            origin: 'usuario',
            uploader: { accountId: auth.accountId, name: auth.name },
            jobOwner: auth.accountId,
          });
          return reply.status(202).send(accepted);
        } finally {
          // Moved into storage when accepted; a refused file's scratch copy goes here.
          await rm(file.path, { force: true });
        }
      },
    });

    r.get('/reconciliation/files', {
      config: { auth: perm(S, 'read') },
      schema: {
        tags,
        summary: 'Extratos recebidos, com os números dos cartões',
        querystring: reconciliationFileListQuerySchema,
        response: { 200: z.object({ results: z.array(reconciliationFileResponseSchema), metadata: resultset, totals: reconciliationFileTotalsResponseSchema }) },
      },
      handler: async (request) => service.list(request.auth!, request.query),
    });

    r.get('/reconciliation/files/coverage', {
      config: { auth: perm(S, 'read') },
      schema: { tags, summary: 'Cobertura dos últimos 30 dias úteis por conta', querystring: reconciliationCoverageQuerySchema, response: { 200: reconciliationCoverageResponseSchema } },
      handler: async (request) => service.coverage(request.auth!, request.query),
    });

    r.get('/reconciliation/files/template', {
      config: { auth: perm(S, 'read') },
      schema: { tags, summary: 'Modelo CSV do extrato (cabeçalho e duas linhas de exemplo)' },
      handler: async (_request, reply) =>
        reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', contentDisposition(RECONCILIATION_STATEMENT_TEMPLATE.fileName))
          .send(`${RECONCILIATION_STATEMENT_TEMPLATE.lines.join('\r\n')}\r\n`),
    });

    r.get('/reconciliation/files/:id', {
      config: { auth: perm(S, 'read') },
      schema: { tags, summary: 'Detalhe do extrato: totais, vínculos pendentes e progresso', params: idParams, response: { 200: reconciliationFileResponseSchema } },
      handler: async (request) => service.detail(request.auth!, request.params.id),
    });

    r.get('/reconciliation/files/:id/lines', {
      config: { auth: perm(S, 'read') },
      schema: {
        tags,
        summary: 'Lançamentos do extrato por aba (novos/importados, duplicados, com erro, ignorados)',
        params: idParams,
        querystring: reconciliationFileLinesQuerySchema,
        response: { 200: z.object({ results: z.array(reconciliationFileLineResponseSchema), metadata: resultset }) },
      },
      handler: async (request) => service.lines(request.auth!, request.params.id, request.query),
    });

    r.get('/reconciliation/files/:id/download', {
      config: { auth: perm(S, 'read') },
      schema: { tags, summary: 'O arquivo original, com o nome saneado', params: idParams },
      handler: async (request, reply) => {
        const file = await service.visible(request.auth!, request.params.id);
        const stream = await deps.storage.openRead(file.storageKey);
        return reply.header('content-type', 'application/octet-stream').header('content-disposition', contentDisposition(file.name)).send(stream);
      },
    });

    r.post('/reconciliation/files/:id/links', {
      config: { auth: perm(S, 'create') },
      schema: { tags, summary: 'Vincula a identificação do extrato a uma conta (ou ignora seus lançamentos)', params: idParams, body: reconciliationFileLinkSchema, response: { 202: jobReply } },
      handler: async (request, reply) => reply.status(202).send(await service.link(request.auth!, request.params.id, request.body)),
    });

    r.post('/reconciliation/files/:id/confirm', {
      config: { auth: perm(S, 'create') },
      schema: { tags, summary: 'Confirma a importação de um extrato aguardando confirmação', params: idParams, response: { 202: jobReply } },
      handler: async (request, reply) => reply.status(202).send(await service.confirm(request.auth!, request.params.id)),
    });

    r.post('/reconciliation/files/:id/discard', {
      config: { auth: perm(S, 'create') },
      schema: { tags, summary: 'Descarta um extrato antes da importação', params: idParams, response: { 200: messageReply } },
      handler: async (request) => service.discard(request.auth!, request.params.id),
    });

    r.delete('/reconciliation/files/:id', {
      config: { auth: perm(S, 'delete') },
      schema: { tags, summary: 'Exclui um extrato importado: os lançamentos saem, o original fica', params: idParams, response: { 200: messageReply } },
      handler: async (request) => service.exclude(request.auth!, request.params.id),
    });
  };
}
