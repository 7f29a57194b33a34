import type { AuditAction } from '@lastro/domain';
import type { Tx } from './transaction';

type Fields = Record<string, unknown> | null | undefined;

/** A module's own record of a write, with the record's fields before and after it. */
export interface AuditChange {
  /** As the route's URL names it ('creditors', 'domains/profiles'), so a record's history finds both kinds of event. */
  entity: string;
  entityId: string | number | null;
  action: AuditAction;
  before?: Fields;
  after?: Fields;
  /** The creditor the record belongs to (creditor users read their creditor's events). */
  creditorId?: string | null;
}

/**
 * What a module needs of the audit trail (the audit module offers it): `change` records the
 * write inside the module's own transaction, so the event commits or rolls back with it. Call
 * it last in the transaction (the chain's lock is held from there to the commit).
 */
export interface AuditTrail {
  change(tx: Tx, change: AuditChange): Promise<void>;
}

/** For a service built without the trail (unit tests of a service alone). */
export const NO_AUDIT_TRAIL: AuditTrail = { change: async () => undefined };
