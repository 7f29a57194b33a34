import type { Database } from './db/client';
import { migrate } from './db/migrate';
import { syncResourceCatalogue } from './db/resource-catalogue';
import { syncParameterDefinitions } from './modules/parameters/parameter-definitions.seed';

/**
 * What every process does to a database before using it: apply pending migrations and
 * bring the catalogues that live in code (permissions, parameter definitions) up to date.
 */
export async function prepareDatabase(database: Database): Promise<void> {
  await migrate(database);
  await syncResourceCatalogue(database.db);
  await syncParameterDefinitions(database.db);
}
