import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { arrangementResponseSchema, arrangementUpdateSchema, listQuerySchema, listResponseSchema, PERMISSIONS, LIST_SORTS, withSort } from '@lastro/domain';
import { readMultipartForm } from '../../../integrations/images';
import { perm, SIGNED_IN } from '../../../plugins/route-auth';
import type { ArrangementsService } from './arrangements.service';
import { auditReadOf, serialIdParams } from '../registers.common';
import { activeQuery, optionalText } from '../registers.schemas';
import { pagedList } from '../../../lib/paged-list';

const SLUG = PERMISSIONS.cad_parametro_lastro_arranjos;
const tags = ['registers: arrangements'];

const filters = withSort(listQuerySchema.extend({ name: optionalText, code: optionalText, arrangement: optionalText }), LIST_SORTS.arrangements);

export function arrangementsRoutes(service: ArrangementsService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get('/domains/arrangements', {
      config: { auth: SIGNED_IN },
      schema: {
        tags,
        summary: 'Lista de arranjos de pagamento (seleções)',
        querystring: filters.extend({ active: activeQuery }),
        response: { 200: listResponseSchema(arrangementResponseSchema) },
      },
      handler: pagedList((q) => service.search(q)),
    });

    r.get('/domains/arrangements/search', {
      config: { auth: perm(SLUG, 'read') },
      schema: {
        tags,
        summary: 'Busca de arranjos (nome, código, arranjo) da tela de Parâmetros',
        querystring: filters,
        response: { 200: listResponseSchema(arrangementResponseSchema) },
      },
      handler: pagedList((q) => service.search(q)),
    });

    r.get('/domains/arrangements/:id', {
      config: { auth: perm(SLUG, ['read', 'edit']) },
      schema: { tags, summary: 'Um arranjo de pagamento', params: serialIdParams, response: { 200: arrangementResponseSchema } },
      handler: async (request) => service.get(request.params.id),
    });

    r.post('/domains/arrangements', {
      config: { auth: perm(SLUG, 'create') },
      schema: {
        tags,
        summary: 'Cadastra um arranjo (multipart: brand_name, brand_code, type, payment_arrangement, file)',
        consumes: ['multipart/form-data'],
        response: { 201: arrangementResponseSchema },
      },
      handler: async (request, reply) => {
        const created = await service.create(await readMultipartForm(request));
        return reply.status(201).send(created);
      },
    });

    const auditRead = auditReadOf(service.get);
    r.patch('/domains/arrangements/:id', {
      config: { auth: perm(SLUG, 'edit'), auditRead },
      schema: {
        tags,
        summary: 'Altera nome, tipo, arranjo ou situação de um arranjo (um arranjo inativo só pode ser reativado)',
        params: serialIdParams,
        body: arrangementUpdateSchema,
        response: { 200: arrangementResponseSchema },
      },
      handler: async (request) => service.update(request.params.id, request.body),
    });

    const remove = {
      config: { auth: perm(SLUG, 'delete'), auditRead },
      schema: { tags, summary: 'Exclui um arranjo', params: serialIdParams, response: { 204: z.null() } },
    };
    r.delete('/domains/arrangements/:id', {
      ...remove,
      handler: async (request, reply) => {
        await service.remove(request.params.id);
        return reply.status(204).send(null);
      },
    });
    // The spec also records the singular 'domain/arrangements/{id}' for the deletion.
    r.delete('/domain/arrangements/:id', {
      ...remove,
      handler: async (request, reply) => {
        await service.remove(request.params.id);
        return reply.status(204).send(null);
      },
    });
  };
}
