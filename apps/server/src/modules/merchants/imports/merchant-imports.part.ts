import type { MerchantsPart, MerchantsPartContext } from '../merchants.ports';
import { createMerchantImportsRepository } from './merchant-imports.repository';
import { merchantImportRoutes } from './merchant-imports.routes';
import { createMerchantImportSources } from './merchant-imports.sources';

/** The merchants' imports (registration and maintenance files): their sources and routes. */
export function createMerchantImportsPart(ctx: MerchantsPartContext): MerchantsPart {
  const { merchants, optins } = ctx;
  const imports = createMerchantImportSources({
    repo: createMerchantImportsRepository(ctx.database.pool),
    identityOf: ctx.identityOf,
    parametersOf: (creditorId) => ctx.use('creditors').parametersOf(creditorId),
    today: () => ctx.registry().today(),
    // A merchant is one creditor's: its active opt-in is that creditor's.
    hasActiveOptIn: async (merchantId) => merchants.activeOptIn(await merchants.visible(null, merchantId)),
    registerOptIn: (merchantId, input, by) => optins.register(merchantId, input, by),
    setRecurrence: (merchantId, creditorId, recurrent) => optins.setRecurrence(merchantId, creditorId, recurrent),
    optOut: (merchantId, creditorId) => optins.optOut(merchantId, creditorId),
  });
  return { routes: merchantImportRoutes(imports), importSources: [imports.registration, imports.maintenance] };
}
