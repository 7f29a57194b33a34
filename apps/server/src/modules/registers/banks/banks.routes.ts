import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bankResponseSchema, bankSchema, listQuerySchema, listResponseSchema, PERMISSIONS, LIST_SORTS, withSort } from '@lastro/domain';
import { perm, SIGNED_IN } from '../../../plugins/route-auth';
import type { BanksService } from './banks.service';
import { serialIdParams } from '../registers.common';
import { optionalText } from '../registers.schemas';
import { pagedList } from '../../../lib/paged-list';

const SLUG = PERMISSIONS.cad_parametro_lastro_bancos;
const tags = ['registers: banks'];

const bankDto = bankResponseSchema;
const filters = withSort(listQuerySchema.extend({ name: optionalText, code: optionalText }), LIST_SORTS.banks);

export function banksRoutes(service: BanksService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    // Reference data for the domicile forms' bank picker: any signed-in user.
    r.get('/domains/banks', {
      config: { auth: SIGNED_IN },
      schema: {
        tags,
        summary: 'Lista de bancos (seleções)',
        querystring: filters,
        response: { 200: listResponseSchema(bankDto) },
      },
      handler: pagedList((q) => service.search(q)),
    });

    r.get('/domains/banks/search', {
      config: { auth: perm(SLUG, 'read') },
      schema: {
        tags,
        summary: 'Busca de bancos (nome, código) da tela de Parâmetros',
        querystring: filters,
        response: { 200: listResponseSchema(bankDto) },
      },
      handler: pagedList((q) => service.search(q)),
    });

    r.get('/domains/banks/:id', {
      config: { auth: perm(SLUG, ['read', 'edit']) },
      schema: { tags, summary: 'Um banco', params: serialIdParams, response: { 200: bankDto } },
      handler: async (request) => service.get(request.params.id),
    });

    r.post('/domains/banks', {
      config: { auth: perm(SLUG, 'create') },
      schema: {
        tags,
        summary: 'Cadastra um banco {name, code, ispb}',
        body: bankSchema,
        response: { 201: bankDto },
      },
      handler: async (request, reply) => reply.status(201).send(await service.create(request.body)),
    });

    r.patch('/domains/banks/:id', {
      config: { auth: perm(SLUG, 'edit') },
      schema: {
        tags,
        summary: 'Altera um banco {name, code, ispb}',
        params: serialIdParams,
        body: bankSchema,
        response: { 200: bankDto },
      },
      handler: async (request) => service.update(request.params.id, request.body),
    });

    r.delete('/domains/banks/:id', {
      config: { auth: perm(SLUG, 'delete') },
      schema: { tags, summary: 'Exclui um banco', params: serialIdParams, response: { 204: z.null() } },
      handler: async (request, reply) => {
        await service.remove(request.params.id);
        return reply.status(204).send(null);
      },
    });
  };
}
