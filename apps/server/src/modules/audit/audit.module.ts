import { defineModule } from '../../lib/module';
// The services this module offers, typed for the others (ModuleServices).
import './audit.ports';
import { auditEventsExportSource } from './audit.export-source';
import { createAuditRepository } from './audit.repository';
import { auditRoutes } from './audit.routes';
import { createAuditService } from './audit.service';

/**
 * The audit trail (issue 29 part 4): an append-only, hash-chained table of every write. The
 * request hook (plugins/audit-trail.ts) records each answered write through `recordRequest`;
 * modules record their own with before/after through `change(tx, ...)` in their transaction.
 */
export default defineModule({
  name: 'audit',
  setup: ({ database }) => {
    const repository = createAuditRepository(database.db);
    const service = createAuditService(repository);
    return {
      routes: auditRoutes(service),
      exportSources: [auditEventsExportSource(repository)],
      services: {
        change: service.change,
        record: service.record,
        recordRequest: service.recordRequest,
        verify: service.verify,
      },
    };
  },
});
