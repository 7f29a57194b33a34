import { createCnpjProvider } from '../../../integrations/cnpj';
import type { MerchantsPart, MerchantsPartContext } from '../merchants.ports';
import type { OnboardingService } from '../onboarding/onboarding.service';
import { createRegistrationRepository } from './registration.repository';
import { registrationRoutes } from './registration.routes';
import { createRegistrationService } from './registration.service';

/** A merchant's registration (lead, account, company look-up): routes and the services the access module serves. */
export function createRegistrationPart(ctx: MerchantsPartContext, onboarding: OnboardingService): MerchantsPart {
  const { merchants } = ctx;
  const cnpj = createCnpjProvider(ctx.config.cnpjProvider);
  const registration = createRegistrationService(createRegistrationRepository(ctx.database.db), {
    db: ctx.database.db,
    log: ctx.log,
    visible: (auth, id) => merchants.visible(auth, id),
    activeOptIn: (row) => merchants.activeOptIn(row),
    identityOf: ctx.identityOf,
    creditorName: ctx.creditorName,
    lookupCompany: (document) => cnpj.lookup(document),
    issueOnboardingLink: (merchantId, by) => onboarding.issueOnboardingLink(merchantId, by),
    audit: { change: (tx, c) => ctx.use('audit').change(tx, c) },
  });
  return {
    routes: registrationRoutes(registration),
    services: {
      accounts: {
        createLead: (input) => registration.createLead(input),
        create: (auth, body) => registration.create(auth, body),
      },
      documentRegistered: (auth, creditorId, document) => registration.documentRegistered(auth, creditorId, document),
    },
  };
}
