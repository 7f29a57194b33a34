import { createCnpjProvider } from '../../integrations/cnpj';
import { MESSAGES } from '@lastro/domain';
import type { JobDefinition } from '../../jobs/job-definition';
import { defineModule } from '../../lib/module';
// The services this module offers, typed for the others (ModuleServices).
import './merchants.ports';
import { createMerchantsRepository } from './merchants.repository';
import { merchantsRoutes } from './merchants.routes';
import { createMerchantsService } from './merchants.service';
import { createMerchantAcquirersRepository } from './acquirers/acquirers.repository';
import { merchantAcquirersRoutes } from './acquirers/acquirers.routes';
import { DISCOVERY_JOB, createMerchantAcquirersService, type DiscoveryJobData } from './acquirers/acquirers.service';
import { createMerchantPartnersRepository } from './partners/partners.repository';
import { merchantPartnersRoutes } from './partners/partners.routes';
import { createMerchantPartnersService } from './partners/partners.service';
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
  requires: ['creditors', 'registers', 'registry', 'notifications'],
  setup({ config, database, jobs, log, use }) {
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
    const partners = createMerchantPartnersService(createMerchantPartnersRepository(database.db), { visible: merchants.visible });
    const acquirers = createMerchantAcquirersService(createMerchantAcquirersRepository(database.db), {
      visible: merchants.visible,
      ofCreditorByDocument: merchants.ofCreditorByDocument,
      activeOptIn: merchants.activeOptIn,
      relations: (merchant, creditorId) => merchants.discoverRelations(merchant, creditorId),
      acquirers: () => use('registers').acquirerList(),
      notify: () => use('notifications'),
      enqueue: (type, accountId, data) => jobs.enqueue(type, accountId, data),
    });
    const discoveryJob: JobDefinition<DiscoveryJobData> = {
      type: DISCOVERY_JOB,
      handler: async ({ jobId, accountId, data }) => acquirers.runDiscovery(jobId, accountId, data),
      // Retries spent (the registry unreachable): the requester is told.
      onFinalFailure: async ({ jobId, accountId, data }) => acquirers.discoveryFailed(jobId, accountId, data, MESSAGES.common.genericError),
      retryLimit: 2,
      retryDelaySeconds: 5,
    };
    return {
      routes: async (api) => {
        await api.register(merchantsRoutes(merchants, optins));
        await api.register(registrationRoutes(registration));
        await api.register(merchantsListRoutes(list));
        await api.register(merchantPartnersRoutes(partners));
        await api.register(merchantAcquirersRoutes(acquirers));
      },
      exportSources: [merchantsExportSource(list)],
      jobs: [discoveryJob as JobDefinition<never>],
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
        discoverAcquirers: (merchantId, creditorId) => acquirers.runDiscovery(`direct:${merchantId}`, null, { merchantId, creditorId }),
      },
    };
  },
});

