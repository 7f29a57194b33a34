import type { CreditorsPart, CreditorsPartContext } from '../creditors.ports';
import { createPricingRepository } from './pricing.repository';
import { pricingRoutes } from './pricing.routes';
import { createPricingService } from './pricing.service';

/** A creditor's fee ranges: their routes. */
export function createPricingPart(ctx: CreditorsPartContext): CreditorsPart {
  return { routes: pricingRoutes(createPricingService(createPricingRepository(ctx.database.db), ctx.creditors)) };
}
