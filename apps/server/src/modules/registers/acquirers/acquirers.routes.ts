import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { acquirerResponseSchema, acquirerUpdateSchema, listQuerySchema, listResponseSchema, PERMISSIONS, LIST_SORTS, withSort } from '@lastro/domain';
import { readMultipartForm } from '../../../integrations/images';
import { perm, SIGNED_IN } from '../../../plugins/route-auth';
import type { AcquirersService } from './acquirers.service';
import { activeQuery, optionalText } from '../registers.schemas';
import { auditReadOf, serialIdParams } from '../registers.common';
import { pagedList } from '../../../lib/paged-list';

const SLUG = PERMISSIONS.cad_parametro_lastro_credenciadoras;
const tags = ['registers: acquirers'];

const filters = withSort(listQuerySchema.extend({ name: optionalText, document: optionalText }), LIST_SORTS.acquirers);

export function acquirersRoutes(service: AcquirersService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    // Reference data for the other screens' pickers (schedule query, merchant acquirers): any signed-in user.
    r.get('/domains/acquirers', {
      config: { auth: SIGNED_IN },
      schema: {
        tags,
        summary: 'Lista de credenciadoras (seleções)',
        querystring: filters.extend({ active: activeQuery }),
        response: { 200: listResponseSchema(acquirerResponseSchema) },
      },
      handler: pagedList((q) => service.search(q)),
    });

    r.get('/domains/acquirers/search', {
      config: { auth: perm(SLUG, 'read') },
      schema: {
        tags,
        summary: 'Busca de credenciadoras (nome, CNPJ) da tela de Parâmetros',
        querystring: filters,
        response: { 200: listResponseSchema(acquirerResponseSchema) },
      },
      handler: pagedList((q) => service.search(q)),
    });

    r.get('/domains/acquirers/:id', {
      config: { auth: perm(SLUG, ['read', 'edit']) },
      schema: { tags, summary: 'Uma credenciadora', params: serialIdParams, response: { 200: acquirerResponseSchema } },
      handler: async (request) => service.get(request.params.id),
    });

    r.post('/domains/acquirers', {
      config: { auth: perm(SLUG, 'create') },
      schema: {
        tags,
        summary: 'Cadastra uma credenciadora (multipart: acquirer_name, document_number, register_name, file)',
        consumes: ['multipart/form-data'],
        response: { 201: acquirerResponseSchema },
      },
      handler: async (request, reply) => {
        const created = await service.create(await readMultipartForm(request));
        return reply.status(201).send(created);
      },
    });

    const auditRead = auditReadOf(service.get);
    r.patch('/domains/acquirers/:id', {
      config: { auth: perm(SLUG, 'edit'), auditRead },
      schema: {
        tags,
        summary: 'Altera nome, registradora ou situação (ativa/inativa) de uma credenciadora',
        params: serialIdParams,
        body: acquirerUpdateSchema,
        response: { 200: acquirerResponseSchema },
      },
      handler: async (request) => service.update(request.params.id, request.body),
    });

    r.delete('/domains/acquirers/:id', {
      config: { auth: perm(SLUG, 'delete'), auditRead },
      schema: { tags, summary: 'Exclui uma credenciadora', params: serialIdParams, response: { 204: z.null() } },
      handler: async (request, reply) => {
        await service.remove(request.params.id);
        return reply.status(204).send(null);
      },
    });
  };
}
