import { defineModule } from '../../lib/module';
// The services this module offers, typed for the others (ModuleServices).
import './files.ports';
import { createFilesRepository } from './files.repository';
import { filesRoutes } from './files.routes';
import { createFilesService, fileDownloadPath } from './files.service';

/** Files the app generated for a user (exports), and their download. */
export default defineModule({
  name: 'files',
  setup({ database, storage }) {
    const files = createFilesService(createFilesRepository(database.db), storage);
    return {
      routes: filesRoutes(files),
      services: {
        findForJob: files.findForJob,
        saveJobFile: files.saveJobFile,
        storage: files.storage,
        downloadPath: fileDownloadPath,
      },
    };
  },
});
