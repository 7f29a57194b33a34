import {
  changedFields,
  redactSecrets,
  type AuditEventListQuery,
  type AuditEventResponse,
} from '@lastro/domain';
import { actorOf, type AuditChange, type AuditScope } from '../../lib/audit-trail';
import type { Tx } from '../../lib/transaction';
import type { AuthContext } from '../../plugins/route-auth';
import type { RequestAuditEvent } from '../../plugins/audit-trail';
import { asStoredJson, canonicalAround, chainedFields, storableText } from '../../db/audit-chain';
import type { AuditEventFilters, AuditEventRow, AuditRepository } from './audit.repository';

type Fields = Record<string, unknown> | null | undefined;

/** An event as the API answers it: the hashed fields (db/audit-chain.ts), the seq as its id. */
export function toAuditEventReply(row: AuditEventRow): AuditEventResponse {
  const { seq, ...fields } = chainedFields(row);
  return { id: String(seq), ...fields };
}

const asObject = (v: unknown) =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;

/**
 * A text column's value as PostgreSQL can hold it: what a refused request gave (a sign-in's
 * e-mail, a user agent) may carry NUL characters or any length, and the event must still be written.
 */
function storedText(value: string | null | undefined, max = 254): string | null {
  if (value === null || value === undefined) return null;
  return storableText(value.slice(0, max));
}

export function createAuditService(repo: AuditRepository) {
  /**
   * Appends one event: inside `tx` when given (the chain's lock is then held until `tx` ends),
   * else in the statement's own transaction.
   */
  async function append(
    context: AuditScope | null,
    e: {
      entity: string;
      entityId: string | null;
      action: string;
      creditorId: string | null;
      before: Fields;
      after: Fields;
    },
    tx?: Tx,
  ): Promise<void> {
    const actor = context?.actor ?? null;
    const row = {
      occurredAt: new Date(),
      accountId: actor?.accountId ?? null,
      accountName: storedText(actor?.name),
      accountEmail: storedText(actor?.email),
      creditorId: e.creditorId ?? actor?.creditorId ?? null,
      ip: storedText(context?.ip),
      userAgent: storedText(context?.userAgent, 500),
      entity: storedText(e.entity)!,
      entityId: storedText(e.entityId),
      action: storedText(e.action)!,
      route: storedText(context?.route, 500),
      before: asStoredJson(asObject(e.before ?? null)),
      after: asStoredJson(asObject(e.after ?? null)),
    };
    await repo.append(row, canonicalAround(row), tx);
  }

  /**
   * Records a module's write inside the module's own transaction, so the event commits (or
   * rolls back) with it. Call it last in the transaction: the chain's lock is held from here
   * to the commit. Only the fields that changed are kept, secrets never.
   */
  async function change(tx: Tx | undefined, c: AuditChange): Promise<void> {
    const fields =
      c.action === 'update' || c.action === 'status' || c.action === 'permission'
        ? changedFields(c.before ?? null, c.after ?? null)
        : {
            before: asObject(redactSecrets(c.before ?? null)),
            after: asObject(redactSecrets(c.after ?? null)),
          };
    // A caller outside an audited request (a job acting for an account) is named without a request.
    const { by } = c;
    const context: AuditScope | null = by
      ? (by.audit ?? { actor: actorOf(by), ip: null, userAgent: null, route: null, recorded: false })
      : null;
    await append(
      context,
      {
        entity: c.entity,
        entityId: c.entityId === null ? null : String(c.entityId),
        action: c.action,
        creditorId: c.creditorId ?? null,
        ...fields,
      },
      tx,
    );
    if (context) context.recorded = true;
  }

  return {
    change,
    /** A write outside any module transaction (a job, a seed): the statement's own transaction. */
    record: (c: Omit<AuditChange, 'by'>) => change(undefined, { ...c, by: null }),

    /** The request hook's generic event (the module recorded none of its own). */
    recordRequest: (e: RequestAuditEvent) =>
      append(e.context, {
        entity: e.entity,
        entityId: e.entityId,
        action: e.action,
        creditorId: e.creditorId,
        // Read before and after the write: only what changed, as a module's own event keeps.
        ...(e.before && e.after
          ? changedFields(e.before, e.after)
          : { before: asObject(redactSecrets(e.before)), after: asObject(redactSecrets(e.after)) }),
      }),

    /** 'Auditoria' and a record's history: admins read every event, creditor users their creditor's. */
    async search(auth: AuthContext, query: AuditEventListQuery) {
      const { rows, count } = await repo.search(scoped(auth, query));
      return { rows: rows.map(toAuditEventReply), count };
    },

    /** Walks the whole chain; the first event whose link does not hold, or null. */
    verify: () => repo.verify(),
  };
}

/** A creditor user's filters always name its own creditor (another creditor's events: none). */
export function scoped<F extends AuditEventFilters>(
  auth: { isAdmin: boolean; creditorId: string | null },
  f: F,
): F {
  if (auth.isAdmin) return f;
  // A creditor account without a creditor sees nothing: an id no event carries.
  return { ...f, creditor_id: auth.creditorId ?? '00000000-0000-0000-0000-000000000000' };
}

export type AuditService = ReturnType<typeof createAuditService>;
