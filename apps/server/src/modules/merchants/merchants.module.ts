import { createImageStore } from '../../integrations/images';
import { createMailer, createOutboxRepository } from '../../integrations/mail';
import { createSmsOutboxRepository, createSmsSender } from '../../integrations/sms';
import { defineModule } from '../../lib/module';
import { createAccessRepository } from './access/access.repository';
import { accessRoutes } from './access/access.routes';
import { createAccessService } from './access/access.service';
// The services this module offers, typed for the others (ModuleServices).
import './merchants.ports';
import { createMerchantsRepository } from './merchants.repository';
import { merchantsRoutes } from './merchants.routes';
import { createMerchantsService } from './merchants.service';
import { createOnboardingRepository } from './onboarding/onboarding.repository';
import { onboardingRoutes, smsOutboxRoutes } from './onboarding/onboarding.routes';
import { createOnboardingService } from './onboarding/onboarding.service';
import { createOptInsRepository } from './optins/optins.repository';
import { createOptInsService } from './optins/optins.service';

/**
 * Merchants (estabelecimentos), in the minimal form schedule queries need, and their opt-ins,
 * kept in step with the registry.
 */
export default defineModule({
  name: 'merchants',
  requires: ['creditors', 'registers', 'registry'],
  setup({ config, database, storage, use }) {
    const identityOf = (creditorId: string) => use('creditors').identityOf(creditorId);
    const registry = () => use('registry');
    const merchants = createMerchantsService(createMerchantsRepository(database.db), {
      registry,
      identityOf,
      names: () => use('registers').names(),
      refreshOptIns: (merchantId) => optins.refresh(merchantId),
    });
    const optins = createOptInsService(createOptInsRepository(database.db), { registry, identityOf, merchants });
    const creditorName = async (creditorId: string) => (await identityOf(creditorId))?.company_name ?? '';
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
    return {
      routes: async (api) => {
        await api.register(merchantsRoutes(merchants, optins));
        await api.register(onboardingRoutes(onboarding, config.signInRateLimitPerMinute));
        await api.register(smsOutboxRoutes(smsOutbox, sms));
        await api.register(accessRoutes(access, creditorName));
      },
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
        registerOptIn: async (merchantId, input, by) => ({ status: (await optins.register(merchantId, input, by)).status }),
      },
    };
  },
});

