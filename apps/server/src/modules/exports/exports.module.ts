import { EXPORT_KINDS } from '../../lib/export-source';
import { defineModule } from '../../lib/module';
import { exportJobDefinition } from './export-job';
import { exportsRoutes } from './exports.routes';
import { createExportsService } from './exports.service';

/**
 * Spreadsheet exports: runs, as jobs, the export sources other modules declare, stores the
 * file and notifies the requester. Every kind of the spec has its job type; a kind runs once
 * its module declares a source.
 */
export default defineModule({
  name: 'exports',
  requires: ['files', 'notifications'],
  setup({ exportSources, jobs, use }) {
    const deps = {
      sources: exportSources,
      get files() {
        return use('files');
      },
      get notifications() {
        return use('notifications');
      },
    };
    return {
      routes: exportsRoutes(createExportsService(exportSources, jobs)),
      jobs: EXPORT_KINDS.map((kind) => exportJobDefinition(kind, deps)),
    };
  },
});
