import { defineModule } from '../../lib/module';
// The services this module offers, typed for the others (ModuleServices).
import './parameters.ports';
import { createParametersRepository } from './parameters.repository';
import { parametersRoutes } from './parameters.routes';
import { createParametersService } from './parameters.service';

/** The catalogue of creditor parameter definitions. */
export default defineModule({
  name: 'parameters',
  setup({ database }) {
    const service = createParametersService(createParametersRepository(database.db));
    return { routes: parametersRoutes(service), services: { catalogue: service } };
  },
});
