import { defineModule } from '../../lib/module';

/**
 * Bulk imports (spec 3 §2.1-§2.4): runs every module's import sources (lib/import-source.ts) —
 * upload route, stored file, job with progress, failed rows kept and offered as a file, the
 * type 4 notification, GET imports/:id.
 */
export default defineModule({
  name: 'imports',
  requires: ['files', 'notifications'],
  setup() {
    return {};
  },
});
