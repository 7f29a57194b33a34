import type { CreditorsPart, CreditorsPartContext } from '../creditors.ports';
import { createPartnershipsRepository } from './partnerships.repository';
import { partnershipsRoutes } from './partnerships.routes';
import { createPartnershipsService, type PartnershipsService } from './partnerships.service';

/** The partnerships' service (a creditor's identity names its active partnership). */
export function partnershipsOf(ctx: CreditorsPartContext): PartnershipsService {
  return createPartnershipsService(createPartnershipsRepository(ctx.database.db), {
    partners: { exists: (id) => ctx.use('partners').exists(id) },
    creditorExists: async (id) => Boolean(await ctx.creditorRow(id)),
  });
}

/** A creditor's partnerships: their routes. */
export function createPartnershipsPart(partnerships: PartnershipsService): CreditorsPart {
  return { routes: partnershipsRoutes(partnerships) };
}
