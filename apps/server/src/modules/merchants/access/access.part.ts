import type { MerchantsPart, MerchantsPartContext } from '../merchants.ports';
import { createAccessRepository } from './access.repository';
import { accessRoutes } from './access.routes';
import { createAccessService } from './access.service';

/** A merchant's access accounts: their routes. */
export function createMerchantAccessPart(ctx: MerchantsPartContext): MerchantsPart {
  const { merchants } = ctx;
  const access = createAccessService(createAccessRepository(ctx.database.db), { visible: (auth, id) => merchants.visible(auth, id) });
  return { routes: accessRoutes(access, ctx.creditorName) };
}
