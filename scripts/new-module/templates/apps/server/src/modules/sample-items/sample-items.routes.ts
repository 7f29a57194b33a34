import { z } from 'zod';
import { sampleItemInputSchema, sampleItemListQuerySchema, sampleItemSchema, uuidSchema } from '@lastro/domain';
import { crudRoutes } from '../../lib/crud-routes';
import { ADMIN_ONLY } from '../../plugins/route-auth';
import type { SampleItemsService } from './sample-items.service';

/** /api/sample-items: administrators only (a permission rule, perm(slug, action), would go in `auth` instead). */
export function sampleItemsRoutes(service: SampleItemsService) {
  return crudRoutes({
    path: '/sample-items',
    tags: ['sample-items'],
    auth: { list: ADMIN_ONLY, get: ADMIN_ONLY, create: ADMIN_ONLY, update: ADMIN_ONLY, remove: ADMIN_ONLY },
    summary: {
      list: 'Lista de sample items (filtro por nome)',
      get: 'Um sample item',
      create: 'Cadastra um sample item',
      update: 'Altera um sample item',
      remove: 'Exclui um sample item',
    },
    schemas: {
      query: sampleItemListQuerySchema,
      params: z.object({ id: uuidSchema }),
      body: sampleItemInputSchema,
      item: sampleItemSchema,
    },
    service,
  });
}
