import { MESSAGES } from '@lastro/domain';
import { createCnpjProvider } from '../../integrations/cnpj';
import { createIdentityProvider } from '../../integrations/identity';
import { createImageStore } from '../../integrations/images';
import { createMailer, createOutboxRepository } from '../../integrations/mail';
import { createSmsOutboxRepository, createSmsSender } from '../../integrations/sms';
import type { JobDefinition } from '../../jobs/job-definition';
import { defineModule } from '../../lib/module';
import { createAccessRepository } from './access/access.repository';
import { accessRoutes } from './access/access.routes';
import { createAccessService } from './access/access.service';
import { createMerchantAcquirersRepository } from './acquirers/acquirers.repository';
import { merchantAcquirersRoutes } from './acquirers/acquirers.routes';
import { DISCOVERY_JOB, createMerchantAcquirersService, type DiscoveryJobData } from './acquirers/acquirers.service';
import { merchantsExportSource } from './list/merchants-list.export-source';
import { createMerchantsListRepository } from './list/merchants-list.repository';
import { merchantsListRoutes } from './list/merchants-list.routes';
import { createMerchantsListService } from './list/merchants-list.service';
import { createMerchantImportsRepository } from './imports/merchant-imports.repository';
import { merchantImportRoutes } from './imports/merchant-imports.routes';
import { createMerchantImportSources } from './imports/merchant-imports.sources';
import { createDocumentsRepository } from './documents/documents.repository';
import { documentsRoutes } from './documents/documents.routes';
import { PROCESS_DOCUMENTS_JOB, createDocumentsService, type ProcessDocumentsJobData } from './documents/documents.service';
// The services this module offers, typed for the others (ModuleServices).
import './merchants.ports';
import { createMerchantsRepository } from './merchants.repository';
import { merchantsRoutes } from './merchants.routes';
import { createMerchantsService } from './merchants.service';
import { createOnboardingRepository } from './onboarding/onboarding.repository';
import { onboardingRoutes, smsOutboxRoutes } from './onboarding/onboarding.routes';
import { createOnboardingService } from './onboarding/onboarding.service';
import { createOptInsRepository } from './optins/optins.repository';
import { OPTIN_RENEWAL_SCHEDULE, createOptInsService } from './optins/optins.service';
import { createMerchantPartnersRepository } from './partners/partners.repository';
import { merchantPartnersRoutes } from './partners/partners.routes';
import { createMerchantPartnersService } from './partners/partners.service';
import { createRegistrationRepository } from './registration/registration.repository';
import { registrationRoutes } from './registration/registration.routes';
import { createRegistrationService } from './registration/registration.service';

/**
 * Merchants (estabelecimentos): the register and its list, partners, acquirer links with the
 * registry's discovery, access accounts and the onboarding link, and opt-ins kept in step with
 * the registry.
 */
export default defineModule({
  name: 'merchants',
  requires: ['creditors', 'registers', 'registry', 'notifications'],
  setup({ config, database, jobs, log, storage, use }) {
    const identityOf = (creditorId: string) => use('creditors').identityOf(creditorId);
    const creditorName = async (creditorId: string) => (await use('creditors').companyNameOf(creditorId)) ?? '';
    const registry = () => use('registry');
    const merchants = createMerchantsService(createMerchantsRepository(database.db), {
      registry,
      identityOf,
      names: () => use('registers').names(),
      refreshOptIns: (merchantId) => optins.refresh(merchantId),
    });
    const optins = createOptInsService(createOptInsRepository(database.db), { registry, identityOf, merchants, log });

    const smsOutbox = createSmsOutboxRepository(database.db);
    const sms = createSmsSender(smsOutbox, { provider: config.smsProvider, httpUrl: config.smsHttpUrl, httpToken: config.smsHttpToken, from: config.smsFrom });
    const onboarding = createOnboardingService(createOnboardingRepository(database.db), {
      merchants,
      creditorName,
      registerOptIn: (merchantId, input) => optins.register(merchantId, input, null),
      today: () => registry().today(),
      mailer: createMailer(createOutboxRepository(database.db), { smtpUrl: config.smtpUrl, mailFrom: config.mailFrom }),
      sms,
      selfies: createImageStore({ storage, folder: 'merchant-selfies', urlPrefix: '/api/merchants/selfies' }),
      publicUrl: config.publicUrl,
    });
    const access = createAccessService(createAccessRepository(database.db), { visible: (auth, id) => merchants.visible(auth, id) });

    const cnpj = createCnpjProvider(config.cnpjProvider);
    const registration = createRegistrationService(createRegistrationRepository(database.db), {
      db: database.db,
      log,
      visible: (auth, id) => merchants.visible(auth, id),
      activeOptIn: (row) => merchants.activeOptIn(row),
      identityOf,
      creditorName,
      lookupCompany: (document) => cnpj.lookup(document),
      issueOnboardingLink: (merchantId, by) => onboarding.issueOnboardingLink(merchantId, by),
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
    const documents = createDocumentsService(createDocumentsRepository(database.db), {
      visible: (auth, id) => merchants.visible(auth, id),
      storage,
      identity: createIdentityProvider({ provider: config.identityProvider, url: config.identityUrl, token: config.identityToken }),
      mailer: createMailer(createOutboxRepository(database.db), { smtpUrl: config.smtpUrl, mailFrom: config.mailFrom }),
      selfies: createImageStore({ storage, folder: 'merchant-selfies', urlPrefix: '/api/merchants/selfies' }),
      enqueue: (type, accountId, data) => jobs.enqueue(type, accountId, data),
      notify: () => use('notifications'),
    });
    const processDocumentsJob: JobDefinition<ProcessDocumentsJobData> = {
      type: PROCESS_DOCUMENTS_JOB,
      handler: async ({ jobId, accountId, data }) => documents.runProcess(jobId, accountId, data),
      retryLimit: 1,
      retryDelaySeconds: 5,
      // OCR of a handful of pictures takes seconds; a stuck attempt is retried.
      expireInSeconds: 600,
    };
    const imports = createMerchantImportSources({
      repo: createMerchantImportsRepository(database.pool),
      identityOf,
      parametersOf: (creditorId) => use('creditors').parametersOf(creditorId),
      today: () => registry().today(),
      // A merchant is one creditor's: its active opt-in is that creditor's.
      hasActiveOptIn: async (merchantId) => merchants.activeOptIn(await merchants.visible(null, merchantId)),
      registerOptIn: (merchantId, input, by) => optins.register(merchantId, input, by),
      setRecurrence: (merchantId, creditorId, recurrent) => optins.setRecurrence(merchantId, creditorId, recurrent),
      optOut: (merchantId, creditorId) => optins.optOut(merchantId, creditorId),
    });
    return {
      routes: async (api) => {
        await api.register(merchantsRoutes(merchants, optins));
        await api.register(merchantImportRoutes(imports));
        await api.register(registrationRoutes(registration));
        await api.register(merchantsListRoutes(list));
        await api.register(merchantPartnersRoutes(partners));
        await api.register(merchantAcquirersRoutes(acquirers));
        await api.register(onboardingRoutes(onboarding, config.signInRateLimitPerMinute));
        await api.register(smsOutboxRoutes(smsOutbox, sms));
        await api.register(accessRoutes(access, creditorName));
        await api.register(documentsRoutes(documents));
      },
      exportSources: [merchantsExportSource(list)],
      importSources: [imports.registration, imports.maintenance],
      jobs: [discoveryJob as JobDefinition<never>, processDocumentsJob as JobDefinition<never>],
      // After the registry's clock turns (03:10, modules/registry): recurrent opt-ins near their end are renewed.
      schedules: [{ name: OPTIN_RENEWAL_SCHEDULE, cron: '40 3 * * *', run: () => optins.renewRecurrent() }],
      services: {
        findOfCreditor: (creditorId, id) => merchants.findOfCreditor(creditorId, id),
        findByDocument: (creditorId, document) => merchants.findByDocument(creditorId, document),
        find: (id) => merchants.find(id),
        findAllByDocument: (document) => merchants.findAllByDocument(document),
        hasActiveOptIn: async (merchantId, creditorId) => {
          const row = await merchants.visible(null, merchantId);
          return row.creditorId === creditorId && (await merchants.activeOptIn(row));
        },
        refreshOptIns: (merchantId) => optins.refresh(merchantId),
        ensure: async (input) => merchants.ensure(input),
        accounts: {
          createLead: (input) => registration.createLead(input),
          create: (auth, body) => registration.create(auth, body),
        },
        documentRegistered: (auth, creditorId, document) => registration.documentRegistered(auth, creditorId, document),
        registerOptIn: async (merchantId, input, by) => ({ status: (await optins.register(merchantId, input, by)).status }),
        storeDocument: async (merchantId, input) => ({ id: (await documents.store(merchantId, input)).id }),
        discoverAcquirers: (merchantId, creditorId) => acquirers.runDiscovery(`direct:${merchantId}`, null, { merchantId, creditorId }),
      },
    };
  },
});
