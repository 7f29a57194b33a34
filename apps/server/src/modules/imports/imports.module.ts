import { defineModule } from '../../lib/module';
import { importJobDefinition, importJobType } from './import-job';
import { createImportsRepository } from './imports.repository';
import { importsRoutes } from './imports.routes';
import { createImportsService } from './imports.service';

/**
 * Bulk imports (spec 3 §2.1-§2.4): runs every module's import sources (lib/import-source.ts) —
 * upload route, stored file, job with progress, failed rows kept and offered as a file, the
 * type 4 notification, GET imports/:id.
 */
export default defineModule({
  name: 'imports',
  requires: ['files', 'notifications'],
  setup({ config, database, storage, jobs, importSources, use }) {
    const repo = createImportsRepository(database.db);
    const deps = {
      sources: importSources,
      repo,
      get files() {
        return use('files');
      },
      get notifications() {
        return use('notifications');
      },
    };
    // Sources are registered after every module's setup: each one adds its job type then
    // (unless one was registered for it already, as tests do to shorten retries).
    importSources.onRegister((source) => {
      if (!jobs.registry.has(importJobType(source.kind))) jobs.registry.register(importJobDefinition(source.kind, deps));
    });
    const service = createImportsService({
      repo,
      storage,
      queue: jobs,
      downloadPath: (id) => use('files').downloadPath(id),
      limits: { maxBytes: config.importMaxBytes, maxRows: config.importMaxRows },
    });
    return { routes: importsRoutes(service, importSources) };
  },
});
