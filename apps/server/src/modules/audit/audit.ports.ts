import type { AuditService } from './audit.service';

declare module '../../lib/module' {
  interface ModuleServices {
    /** The audit trail: `change(tx, ...)` records a module's write inside its own transaction. */
    audit: Pick<AuditService, 'change' | 'record' | 'recordRequest' | 'verify'>;
  }
}
