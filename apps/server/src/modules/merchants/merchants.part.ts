import type { ModuleContext } from '../../lib/module';
import type { MerchantsBaseContext, MerchantsPart, MerchantsPartContext } from './merchants.ports';
import { createMerchantsRepository } from './merchants.repository';
import { merchantsRoutes } from './merchants.routes';
import { createMerchantsService, type MerchantsService } from './merchants.service';

/** What every part starts from: the module's context, the registry and who a creditor is. */
export function merchantsBaseContextOf(ctx: ModuleContext): MerchantsBaseContext {
  const { use } = ctx;
  return {
    ...ctx,
    registry: () => use('registry'),
    identityOf: (creditorId) => use('creditors').identityOf(creditorId),
    creditorName: async (creditorId) => (await use('creditors').companyNameOf(creditorId)) ?? '',
  };
}

/** The merchants' service, which every part asks which merchant a caller may see. */
export function merchantsServiceOf(ctx: MerchantsBaseContext, refreshOptIns: (merchantId: string) => Promise<void>): MerchantsService {
  return createMerchantsService(createMerchantsRepository(ctx.database.db), {
    registry: ctx.registry,
    identityOf: ctx.identityOf,
    names: () => ctx.use('registers').names(),
    refreshOptIns,
  });
}

/** Merchants (estabelecimentos): the register's routes and the look-ups other modules use. */
export function createMerchantsPart(ctx: MerchantsPartContext): MerchantsPart {
  const { merchants } = ctx;
  return {
    routes: merchantsRoutes(merchants, ctx.optins),
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
    },
  };
}
