import type { MerchantsBaseContext, MerchantsPart, MerchantsPartContext } from '../merchants.ports';
import type { MerchantsService } from '../merchants.service';
import { createOptInsRepository } from './optins.repository';
import { OPTIN_RENEWAL_SCHEDULE, createOptInsService, type OptInsService } from './optins.service';

/** The opt-ins' service, kept in step with the registry (the merchants, onboarding and imports use it). */
export function optInsServiceOf(ctx: MerchantsBaseContext, merchants: MerchantsService): OptInsService {
  return createOptInsService(createOptInsRepository(ctx.database.db), {
    registry: ctx.registry,
    identityOf: ctx.identityOf,
    merchants,
    log: ctx.log,
  });
}

/** Opt-ins: the renewal of recurrent ones and the opt-in services other modules use. */
export function createOptInsPart(ctx: MerchantsPartContext): MerchantsPart {
  const { optins } = ctx;
  return {
    // After the registry's clock turns (03:10, modules/registry): recurrent opt-ins near their end are renewed.
    schedules: [{ name: OPTIN_RENEWAL_SCHEDULE, cron: '40 3 * * *', run: () => optins.renewRecurrent() }],
    services: {
      refreshOptIns: (merchantId) => optins.refresh(merchantId),
      registerOptIn: async (merchantId, input, by) => ({ status: (await optins.register(merchantId, input, by)).status }),
    },
  };
}
