import type { MerchantsPart, MerchantsPartContext } from '../merchants.ports';
import { merchantsExportSource } from './merchants-list.export-source';
import { createMerchantsListRepository } from './merchants-list.repository';
import { merchantsListRoutes } from './merchants-list.routes';
import { createMerchantsListService } from './merchants-list.service';

/** The merchants' list and its export. */
export function createMerchantsListPart(ctx: MerchantsPartContext): MerchantsPart {
  const list = createMerchantsListService(createMerchantsListRepository(ctx.database.db), { today: () => ctx.registry().today() });
  return { routes: merchantsListRoutes(list), exportSources: [merchantsExportSource(list)] };
}
