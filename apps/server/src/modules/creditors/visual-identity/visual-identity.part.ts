import { createImageStore } from '../../../integrations/images';
import type { CreditorsPart, CreditorsPartContext } from '../creditors.ports';
import { createVisualIdentityRepository } from './visual-identity.repository';
import { VISUAL_IDENTITY_URL_PREFIX, visualIdentityRoutes } from './visual-identity.routes';
import { createVisualIdentityService } from './visual-identity.service';

/** A creditor's visual identity (logo and image): its routes and files. */
export function createVisualIdentityPart(ctx: CreditorsPartContext): CreditorsPart {
  const images = createImageStore({ storage: ctx.storage, folder: 'visual-identity', urlPrefix: VISUAL_IDENTITY_URL_PREFIX });
  const visualIdentity = createVisualIdentityService(createVisualIdentityRepository(ctx.database.db), images, ctx.creditors);
  return { routes: visualIdentityRoutes(visualIdentity, images) };
}
