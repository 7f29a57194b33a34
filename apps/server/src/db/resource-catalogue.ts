import { RESOURCE_CATALOGUE } from '@lastro/domain';
import type { AppDb } from './client';
import { userResources } from './schema';

/** Keeps the user_resources table equal to the catalogue of packages/domain (run at every start). */
export async function syncResourceCatalogue(db: AppDb): Promise<void> {
  let order = 0;
  for (const r of RESOURCE_CATALOGUE) {
    const values = {
      slug: r.slug,
      module: r.module,
      subModule: r.sub_module,
      description: r.description,
      permitionDelete: r.permition_delete,
      forPlatform: r.scope === 1 || r.scope === 'both',
      forCreditor: r.scope === 2 || r.scope === 'both',
      sortOrder: order++,
    };
    await db
      .insert(userResources)
      .values(values)
      .onConflictDoUpdate({ target: userResources.slug, set: { ...values, slug: undefined } });
  }
}
