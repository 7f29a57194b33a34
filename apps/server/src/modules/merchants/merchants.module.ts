import { createCnpjProvider } from '../../integrations/cnpj';
import { defineModule } from '../../lib/module';
// The services this module offers, typed for the others (ModuleServices).
import './merchants.ports';
import { createMerchantsRepository } from './merchants.repository';
import { merchantsRoutes } from './merchants.routes';
import { createMerchantsService } from './merchants.service';
import { createOptInsRepository } from './optins/optins.repository';
import { createOptInsService } from './optins/optins.service';
import { createRegistrationRepository } from './registration/registration.repository';
import { registrationRoutes } from './registration/registration.routes';
import { createRegistrationService } from './registration/registration.service';
import { merchantsExportSource } from './list/merchants-list.export-source';
import { createMerchantsListRepository } from './list/merchants-list.repository';
import { merchantsListRoutes } from './list/merchants-list.routes';
import { createMerchantsListService } from './list/merchants-list.service';

/**
 * Merchants (estabelecimentos), in the minimal form schedule queries need, and their opt-ins,
 * kept in step with the registry.
 */
export default defineModule({
  name: 'merchants',
  requires: ['creditors', 'registers', 'registry'],
  setup({ config, database, log, use }) {
    const identityOf = (creditorId: string) => use('creditors').identityOf(creditorId);
    const registry = () => use('registry');
    const merchants = createMerchantsService(createMerchantsRepository(database.db), {
      registry,
      identityOf,
      names: () => use('registers').names(),
      refreshOptIns: (merchantId) => optins.refresh(merchantId),
    });
    const optins = createOptInsService(createOptInsRepository(database.db), { registry, identityOf, merchants });
    const cnpj = createCnpjProvider(config.cnpjProvider);
    const registration = createRegistrationService(createRegistrationRepository(database.db), {
      db: database.db,
      log,
      visible: (auth, id) => merchants.visible(auth, id),
      activeOptIn: (row) => merchants.activeOptIn(row),
      identityOf,
      lookupCompany: (document) => cnpj.lookup(document),
      // issueOnboardingLink: the onboarding part wires it (a token e-mailed through the mail outbox).
    });
    const list = createMerchantsListService(createMerchantsListRepository(database.db), { today: () => registry().today() });
    return {
      routes: async (api) => {
        await api.register(merchantsRoutes(merchants, optins));
        await api.register(registrationRoutes(registration));
        await api.register(merchantsListRoutes(list));
      },
      exportSources: [merchantsExportSource(list)],
      services: {
        findOfCreditor: (creditorId, id) => merchants.findOfCreditor(creditorId, id),
        findByDocument: (creditorId, document) => merchants.findByDocument(creditorId, document),
        find: (id) => merchants.find(id),
        findAllByDocument: (document) => merchants.findAllByDocument(document),
        hasActiveOptIn: async (merchantId, creditorId) => {
          const row = await merchants.visible(null, merchantId);
          return row.creditorId === creditorId && (await merchants.activeOptIn(row));
        },
        ensure: async (input) => merchants.ensure(input),
        accounts: {
          createLead: (input) => registration.createLead(input),
          create: (auth, body) => registration.create(auth, body),
        },
        documentRegistered: (auth, creditorId, document) => registration.documentRegistered(auth, creditorId, document),
        registerOptIn: async (merchantId, input, by) => ({ status: (await optins.register(merchantId, input, by)).status }),
      },
    };
  },
});

