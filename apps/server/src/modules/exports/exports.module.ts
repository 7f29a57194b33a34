import { defineModule } from '../../lib/module';
import { exportJobDefinition, exportJobType } from './export-job';
import { createExportsRepository } from './exports.repository';
import { exportsRoutes } from './exports.routes';
import { createExportsService } from './exports.service';

/**
 * Spreadsheet exports: runs, as jobs, the export sources other modules declare, stores the
 * file and notifies the requester. A list's source brings its job type with it; a streamed
 * detail table (route.stream) is written straight into the answer and needs none.
 */
export default defineModule({
  name: 'exports',
  requires: ['files', 'notifications'],
  setup({ database, exportSources, jobs, use }) {
    const repo = createExportsRepository(database.pool);
    const deps = {
      sources: exportSources,
      copyOut: repo.copyOut,
      get files() {
        return use('files');
      },
      get notifications() {
        return use('notifications');
      },
    };
    // Sources are registered after every module's setup: each one adds its job type then
    // (unless one was registered for it already, as tests do to shorten retries).
    exportSources.onRegister((source) => {
      if (!source.route?.stream && !jobs.registry.has(exportJobType(source.kind)))
        jobs.registry.register(exportJobDefinition(source.kind, deps));
    });
    return {
      routes: exportsRoutes(createExportsService(exportSources, jobs)),
    };
  },
});
