import { createCepProvider } from '../../integrations/cep';
import { createCnpjProvider } from '../../integrations/cnpj';
import { defineModule } from '../../lib/module';
import { lookupsRoutes } from './lookups.routes';
import { createLookupsService } from './lookups.service';

/** CEP and CNPJ look-ups the registration forms use. */
export default defineModule({
  name: 'lookups',
  setup: ({ config }) => ({
    routes: lookupsRoutes(
      createLookupsService({ cep: createCepProvider(config.cepProvider), cnpj: createCnpjProvider(config.cnpjProvider) }),
    ),
  }),
});
