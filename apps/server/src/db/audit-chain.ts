import { createHash } from 'node:crypto';
import { asc, gt } from 'drizzle-orm';
import { canonicalJson } from '../lib/canonical-json';
import type { AppDb } from './client';
import { auditEvents } from './schema/audit';

/**
 * The audit trail's hash chain (migration 0991): how an event's hash is made, and the walk that
 * checks every link. Shared by the audit module (which appends) and `npm run audit:verify`.
 */
export type AuditEventRow = typeof auditEvents.$inferSelect;

/** The first event's previous hash. */
export const GENESIS_HASH = '0'.repeat(64);

type EventFields = Omit<AuditEventRow, 'prevHash' | 'hash'>;

/** What an event's hash covers (and the API answers): every column but the hashes, dates as ISO texts. */
export interface ChainedFields {
  seq: number;
  occurred_at: string;
  account_id: EventFields['accountId'];
  account_name: EventFields['accountName'];
  account_email: EventFields['accountEmail'];
  creditor_id: EventFields['creditorId'];
  ip: EventFields['ip'];
  user_agent: EventFields['userAgent'];
  entity: EventFields['entity'];
  entity_id: EventFields['entityId'];
  action: EventFields['action'];
  route: EventFields['route'];
  before: EventFields['before'];
  after: EventFields['after'];
}

export function chainedFields(row: EventFields): ChainedFields {
  return {
    seq: row.seq,
    occurred_at: row.occurredAt.toISOString(),
    account_id: row.accountId,
    account_name: row.accountName,
    account_email: row.accountEmail,
    creditor_id: row.creditorId,
    ip: row.ip,
    user_agent: row.userAgent,
    entity: row.entity,
    entity_id: row.entityId,
    action: row.action,
    route: row.route,
    before: row.before,
    after: row.after,
  };
}

/** SHA-256 (hex) of the previous event's hash and this event's canonical JSON. */
export function eventHash(prevHash: string, row: Omit<AuditEventRow, 'prevHash' | 'hash'>): string {
  return createHash('sha256')
    .update(prevHash)
    .update('\n')
    .update(canonicalJson(chainedFields(row)))
    .digest('hex');
}

/**
 * An event's canonical JSON without its seq, as the two texts around it: the database takes the
 * seq under the chain's lock and hashes head + seq + tail (migration 0995), which is the text
 * `eventHash` hashes. seq is the last key but one (then user_agent) in key order.
 */
export function canonicalAround(row: Omit<EventFields, 'seq'>): { head: string; tail: string } {
  const text = canonicalJson(chainedFields({ ...row, seq: 0 }));
  const tail = `,"user_agent":${JSON.stringify(row.userAgent)}}`;
  const marker = `"seq":0${tail}`;
  if (!text.endsWith(marker)) throw new Error('audit event: seq is not where the chain expects it');
  return { head: text.slice(0, text.length - tail.length - 1), tail };
}

/**
 * Values as they come back from jsonb, so the hash computed before the insert is the one a
 * verifier recomputes from the stored row: JSON's own forms, without NUL characters (jsonb
 * refuses them).
 */
export function asStoredJson(value: Record<string, unknown> | null): Record<string, unknown> | null {
  if (value === null) return null;
  return storable(JSON.parse(JSON.stringify(value))) as Record<string, unknown>;
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * A text as PostgreSQL stores it: no NUL character (text and jsonb refuse it) and no lone
 * surrogate (not UTF-8: jsonb refuses its escape, text would hold a replacement character).
 */
export const storableText = (text: string): string => text.replace(/\0/g, '').replace(LONE_SURROGATE, '\uFFFD');

function storable(value: unknown): unknown {
  if (typeof value === 'string') return storableText(value);
  if (Array.isArray(value)) return value.map(storable);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [storableText(k), storable(v)]));
  return value;
}

export interface BrokenLink {
  seq: number;
  /** 'anchor': the event a head kept outside the database named is gone or differs. */
  reason: 'prev_hash' | 'hash' | 'anchor';
}

/** The chain's last event, as an operator keeps it outside the database ('{seq}:{hash}'). */
export interface ChainAnchor {
  seq: number;
  hash: string;
}

/** '{seq}:{hash}' as `audit:verify` prints it; null when it is not one. */
export function parseAnchor(text: string): ChainAnchor | null {
  const m = /^(\d{1,18}):([0-9a-f]{64})$/i.exec(text.trim());
  return m ? { seq: Number(m[1]), hash: m[2]!.toLowerCase() } : null;
}

/** The whole chain oldest first, chunk by chunk. */
export async function* auditChain(db: AppDb, chunkSize = 5000): AsyncGenerator<AuditEventRow[]> {
  let after = -1;
  for (;;) {
    const rows = await db
      .select()
      .from(auditEvents)
      .where(gt(auditEvents.seq, after))
      .orderBy(asc(auditEvents.seq))
      .limit(chunkSize);
    if (rows.length) yield rows;
    if (rows.length < chunkSize) return;
    after = rows.at(-1)!.seq;
  }
}

/** Walks the chain oldest first: how many links held, and the first event whose link or own hash does not. */
export async function verifyAuditChain(
  db: AppDb,
  opts: { anchor?: ChainAnchor } = {},
): Promise<{ checked: number; broken: BrokenLink | null; head: ChainAnchor | null }> {
  let prev = GENESIS_HASH;
  let checked = 0;
  let head: ChainAnchor | null = null;
  let anchorHeld = false;
  for await (const rows of auditChain(db)) {
    for (const row of rows) {
      if (row.prevHash !== prev) return { checked, broken: { seq: row.seq, reason: 'prev_hash' }, head };
      if (eventHash(prev, row) !== row.hash) return { checked, broken: { seq: row.seq, reason: 'hash' }, head };
      if (opts.anchor && row.seq === opts.anchor.seq) anchorHeld = row.hash === opts.anchor.hash;
      prev = row.hash;
      head = { seq: row.seq, hash: row.hash };
      checked++;
    }
  }
  // A chain checks itself up to its newest event: its newest events removed leave a shorter,
  // whole chain. A head kept outside the database since then shows they were there.
  if (opts.anchor && !anchorHeld) return { checked, broken: { seq: opts.anchor.seq, reason: 'anchor' }, head };
  return { checked, broken: null, head };
}
