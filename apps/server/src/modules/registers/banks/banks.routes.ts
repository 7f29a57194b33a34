import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bankResponseSchema, bankSchema, listQuerySchema, listResponseSchema, PERMISSIONS, LIST_SORTS, withSort } from '@lastro/domain';
import { perm, SIGNED_IN } from '../../../plugins/route-auth';
import type { BanksService } from './banks.service';
import { serialIdParams } from '../registers.common';
import { optionalText } from '../registers.schemas';
import { crudRoutes } from '../../../lib/crud-routes';
import { pagedList } from '../../../lib/paged-list';

const SLUG = PERMISSIONS.cad_parametro_lastro_bancos;
const tags = ['registers: banks'];

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
        response: { 200: listResponseSchema(bankResponseSchema) },
      },
      handler: pagedList((q) => service.search(q)),
    });

    await app.register(
      crudRoutes({
        path: '/domains/banks',
        listPath: '/domains/banks/search',
        tags,
        auth: {
          list: perm(SLUG, 'read'),
          get: perm(SLUG, ['read', 'edit']),
          create: perm(SLUG, 'create'),
          update: perm(SLUG, 'edit'),
          remove: perm(SLUG, 'delete'),
        },
        summary: {
          list: 'Busca de bancos (nome, código) da tela de Parâmetros',
          get: 'Um banco',
          create: 'Cadastra um banco {name, code, ispb}',
          update: 'Altera um banco {name, code, ispb}',
          remove: 'Exclui um banco',
        },
        schemas: { query: filters, params: serialIdParams, body: bankSchema, item: bankResponseSchema },
        updateMethod: 'PATCH',
        service,
      }),
    );
  };
}
