import type { MerchantsPart, MerchantsPartContext } from '../merchants.ports';
import { createMerchantPartnersRepository } from './partners.repository';
import { merchantPartnersRoutes } from './partners.routes';
import { createMerchantPartnersService } from './partners.service';

/** A merchant's partners: their routes. */
export function createMerchantPartnersPart(ctx: MerchantsPartContext): MerchantsPart {
  const partners = createMerchantPartnersService(createMerchantPartnersRepository(ctx.database.db), { visible: ctx.merchants.visible });
  return { routes: merchantPartnersRoutes(partners) };
}
