import type { ModuleContext } from '../../../lib/module';
import type { AccessPart, AccessPartContext } from '../access.ports';
import { profilesExportSource } from './profiles.export-source';
import { createProfilesRepository } from './profiles.repository';
import { profilesRoutes } from './profiles.routes';
import { createProfilesService, type ProfilesService } from './profiles.service';

/** The profiles' service (a creditor's master user takes the creditor admin profile). */
export function profilesServiceOf(ctx: ModuleContext): ProfilesService {
  return createProfilesService(createProfilesRepository(ctx.database.db), { change: (tx, c) => ctx.use('audit').change(tx, c) });
}

/** Profiles and their permissions: routes and the export. */
export function createProfilesPart(ctx: AccessPartContext): AccessPart {
  return { routes: profilesRoutes(ctx.profiles), exportSources: [profilesExportSource(ctx.profiles)] };
}
