import { z } from 'zod';
import { sampleItemInputSchema, sampleItemListQuerySchema, sampleItemSchema, uuidSchema } from '@lastro/domain';
import { crudRoutes } from '../../lib/crud-routes';
import { defineModule } from '../../lib/module';
import { ADMIN_ONLY } from '../../plugins/route-auth';
import { createSampleItemsRepository } from './sample-items.repository';
import { createSampleItemsService } from './sample-items.service';

/**
 * Sample items: /api/sample-items, administrators only (a permission rule, perm(slug, action),
 * would go in `auth` instead). Services for other modules go in `services`, typed in a ports file.
 */
export default defineModule({
  name: 'sample-items',
  setup: ({ database }) => ({
    routes: crudRoutes({
      path: '/sample-items',
      tags: ['sample-items'],
      auth: ADMIN_ONLY,
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
      service: createSampleItemsService(createSampleItemsRepository(database.db)),
    }),
  }),
});
