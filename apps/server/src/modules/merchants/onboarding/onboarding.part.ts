import { createMailer, createOutboxRepository } from '../../../integrations/mail';
import { createSmsOutboxRepository, createSmsSender } from '../../../integrations/sms';
import type { DocumentsService } from '../documents/documents.service';
import type { MerchantsPart, MerchantsPartContext } from '../merchants.ports';
import { createOnboardingRepository } from './onboarding.repository';
import { onboardingRoutes, smsOutboxRoutes } from './onboarding.routes';
import { createOnboardingService, type OnboardingService } from './onboarding.service';

export interface Onboarding {
  service: OnboardingService;
  smsOutbox: ReturnType<typeof createSmsOutboxRepository>;
  sms: ReturnType<typeof createSmsSender>;
}

/** The onboarding link's service with its SMS sender (the registration issues links too). */
export function onboardingOf(ctx: MerchantsPartContext, documents: DocumentsService): Onboarding {
  const { config, database, optins } = ctx;
  const smsOutbox = createSmsOutboxRepository(database.db);
  const sms = createSmsSender(smsOutbox, { provider: config.smsProvider, httpUrl: config.smsHttpUrl, httpToken: config.smsHttpToken, from: config.smsFrom });
  const service = createOnboardingService(createOnboardingRepository(database.db), {
    merchants: ctx.merchants,
    creditorName: ctx.creditorName,
    registerOptIn: (merchantId, input) => optins.register(merchantId, input, null),
    today: () => ctx.registry().today(),
    mailer: createMailer(createOutboxRepository(database.db), { smtpUrl: config.smtpUrl, mailFrom: config.mailFrom }),
    sms,
    documents,
    publicUrl: config.publicUrl,
  });
  return { service, smsOutbox, sms };
}

/** The onboarding link (the merchant's own pages) and the SMS outbox. */
export function createOnboardingPart(ctx: MerchantsPartContext, { service, smsOutbox, sms }: Onboarding): MerchantsPart {
  const routes: MerchantsPart['routes'] = async (api) => {
    await api.register(onboardingRoutes(service, ctx.config.signInRateLimitPerMinute));
    await api.register(smsOutboxRoutes(smsOutbox, sms));
  };
  return { routes };
}
