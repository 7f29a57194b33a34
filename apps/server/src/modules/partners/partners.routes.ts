import { z } from 'zod';
import { LIST_SORTS, listQuerySchema, partnerResponseSchema, partnerSchema, withSort } from '@lastro/domain';
import { ADMIN_ONLY } from '../../plugins/route-auth';
import type { PartnersService } from './partners.service';
import { crudRoutes } from '../../lib/crud-routes';

const tags = ['partners'];

const idParams = z.object({ id: z.uuid() });
const filters = withSort(
  listQuerySchema.extend({
    name: z
      .string()
      .trim()
      .max(100)
      .optional()
      .transform((v) => v || undefined),
  }),
  LIST_SORTS.partners,
);

/** Partners area (/app/partners): administrators only. */
export function partnersRoutes(service: PartnersService) {
  return crudRoutes({
    path: '/partners',
    tags,
    auth: { list: ADMIN_ONLY, get: ADMIN_ONLY, create: ADMIN_ONLY, update: ADMIN_ONLY, remove: ADMIN_ONLY },
    summary: {
      list: 'Lista de parceiros (filtro por nome)',
      get: 'Um parceiro',
      create: 'Cadastra um parceiro',
      update: 'Altera um parceiro',
      remove: 'Exclui um parceiro',
    },
    schemas: { query: filters, params: idParams, body: partnerSchema, item: partnerResponseSchema },
    service,
  });
}
