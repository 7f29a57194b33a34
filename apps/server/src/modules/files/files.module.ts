import { defineModule } from '../../lib/module';
// The services this module offers, typed for the others (ModuleServices).
import './files.ports';
import { filesRetentionJob } from './files-retention';
import { createFilesRepository } from './files.repository';
import { filesRoutes } from './files.routes';
import { createFilesService, fileDownloadPath } from './files.service';

/** Files the app generated for a user (exports), their download, and their removal after EXPORT_RETENTION_DAYS. */
export default defineModule({
  name: 'files',
  setup({ config, database, storage }) {
    const files = createFilesService(createFilesRepository(database.db), storage);
    return {
      routes: filesRoutes(files),
      services: {
        findForJob: files.findForJob,
        saveJobFile: files.saveJobFile,
        storage: files.storage,
        downloadPath: fileDownloadPath,
      },
      schedules: [filesRetentionJob(files, config.exportRetentionDays)],
    };
  },
});
