import type { AuditAction } from '@lastro/domain';
import type { Tx } from './transaction';

type Fields = Record<string, unknown> | null | undefined;

/** Who did it, as an event names them. */
export interface AuditActor {
  accountId: string | null;
  name: string | null;
  email: string | null;
  creditorId: string | null;
}

/**
 * The request an audited write runs in: its caller and where it came from. The audit plugin
 * makes one per audited request and hands it on explicitly (the caller's `audit`, a sign-in's
 * meta) rather than through AsyncLocalStorage, whose promise hook taxed every promise of every
 * request, reads included (about 15 % of the request rate).
 */
export interface AuditScope {
  actor: AuditActor | null;
  ip: string | null;
  userAgent: string | null;
  /** 'POST /api/creditors/:id' */
  route: string | null;
  /** Set once the module recorded the write's own event: the request's hook adds none then. */
  recorded: boolean;
}

/** The caller a module's write is recorded for: a signed-in account, with its request's scope on an audited route. */
export interface AuditCaller {
  accountId: string;
  name: string;
  email: string;
  creditorId: string | null;
  audit?: AuditScope | undefined;
}

/** A caller as its events name it. */
export const actorOf = (c: AuditCaller): AuditActor => ({ accountId: c.accountId, name: c.name, email: c.email, creditorId: c.creditorId });

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
  /** Whose write it is: the request's caller, or null for a job or a seed. */
  by: AuditCaller | null;
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
