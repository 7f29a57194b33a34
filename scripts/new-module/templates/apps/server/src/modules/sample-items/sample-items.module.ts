import { defineModule } from '../../lib/module';
// The services this module offers, typed for the others (ModuleServices).
import './sample-items.ports';
import { createSampleItemsRepository } from './sample-items.repository';
import { sampleItemsRoutes } from './sample-items.routes';
import { createSampleItemsService } from './sample-items.service';

/** Sample items. */
export default defineModule({
  name: 'sample-items',
  setup({ database }) {
    const repo = createSampleItemsRepository(database.db);
    const service = createSampleItemsService(repo);
    return {
      routes: sampleItemsRoutes(service),
      services: {
        exists: async (id) => (await repo.findById(id)) !== undefined,
      },
    };
  },
});
