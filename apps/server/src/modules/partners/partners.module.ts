import { defineModule } from '../../lib/module';
// The services this module offers, typed for the others (ModuleServices).
import './partners.ports';
import { partnersExportSource } from './partners.export-source';
import { createPartnersRepository } from './partners.repository';
import { partnersRoutes } from './partners.routes';
import { createPartnersService } from './partners.service';

/** Partners (parceiros) that creditors enter partnerships with. */
export default defineModule({
  name: 'partners',
  setup({ database }) {
    const service = createPartnersService(createPartnersRepository(database.db));
    return {
      routes: partnersRoutes(service),
      services: {
        exists: (id) =>
          service.get(id).then(
            () => true,
            (err: { statusCode?: number }) => (err.statusCode === 404 ? false : Promise.reject(err)),
          ),
      },
      exportSources: [partnersExportSource(service)],
    };
  },
});
