import type pg from 'pg';
import type { createListener } from './listener';

/** The channel migration 0960's list-version bump notifies, with '<table>:<transaction>'. */
export const LIST_VERSIONS_CHANNEL = 'lastro_list_versions';
/** Bounds how long a cached count outlives a lost notice (the listener has not noticed its own loss yet). */
const TRUST_MS = 10_000;
/** Notices remembered to tell a second hearing from a new write (far more than arrive between two hearings). */
const HEARD = 4096;

/**
 * What this process knows of the lists' tables without asking the database: a generation per
 * table, bumped by each commit that wrote it. A count cached under a stamp still holds while
 * the stamp is unchanged, so a list call pays no version check.
 *
 * A process learns of its own writes on the connection that made them: the pooled connections
 * ask for the bump as a notice (migration 1004), which arrives before the statement's answer,
 * and the bumps a connection heard count once it is back in the pool, after its commit. So a
 * write made by this process has bumped the generation by the time its `await` returns, and the
 * next read never serves the count from before it. Other processes' writes arrive through the
 * listener. The pooled connections do not LISTEN: each would be woken by every write announced.
 */
export interface ListVersionWatch {
  /** The tables' generations as one text, or undefined while not listening (ask the database). */
  stampOf(tables: readonly string[]): string | undefined;
  /** The pool's hook for each new connection: it asks for the notices before it is first handed out. */
  onPooledConnect(client: pg.ClientBase): Promise<void>;
  /** The pool's hook for each connection given back: what it wrote counts now. */
  onPooledRelease(client: pg.ClientBase): void;
  close(): Promise<void>;
}

const watches = new WeakMap<object, ListVersionWatch>();

/** The watch of the database `db` belongs to; undefined for a handle opened without one. */
export const listVersionWatchOf = (db: object): ListVersionWatch | undefined => watches.get(db);

/** Makes `watch` the one `listVersionWatchOf(db)` answers. */
export const attachListVersionWatch = (db: object, watch: ListVersionWatch) => void watches.set(db, watch);

export function watchListVersions(listener: ReturnType<typeof createListener>): ListVersionWatch {
  const generations = new Map<string, number>();
  // Bumped whenever listening starts or stops: nothing stamped across a gap is trusted.
  let epoch = 0;
  let liveSince = 0;
  let closed = false;

  /** Per pooled connection, the bumps it was told of since it was handed out. */
  const written = new WeakMap<pg.ClientBase, Set<string>>();
  const NOTICE = `${LIST_VERSIONS_CHANNEL} `;
  // A notice heard on the writing connection and again on the listener is one write.
  const heard = new Set<string>();
  const bump = (notice: string) => {
    if (heard.has(notice)) return;
    heard.add(notice);
    if (heard.size > HEARD) heard.delete(heard.values().next().value!);
    const colon = notice.lastIndexOf(':');
    const table = colon > 0 ? notice.slice(0, colon) : notice;
    generations.set(table, (generations.get(table) ?? 0) + 1);
  };
  const unsubscribe = listener
    .subscribe(LIST_VERSIONS_CHANNEL, {
      onPayload: (table) => table && bump(table),
      onListening: () => {
        epoch++;
        liveSince = closed ? 0 : Date.now();
      },
      onLost: () => {
        epoch++;
        liveSince = 0;
      },
    })
    .catch(() => undefined);

  const watch: ListVersionWatch = {
    async onPooledConnect(client) {
      client.on('notice', (msg) => {
        if (!msg.message?.startsWith(NOTICE)) return;
        const bumps = written.get(client);
        // A transaction's statements each tell its one key.
        if (bumps) bumps.add(msg.message.slice(NOTICE.length));
        else written.set(client, new Set([msg.message.slice(NOTICE.length)]));
      });
      await client.query(`select set_config('lastro.list_notices', 'on', false), set_config('client_min_messages', 'notice', false)`);
    },
    onPooledRelease(client) {
      const bumps = written.get(client);
      if (!bumps) return;
      written.delete(client);
      for (const notice of bumps) bump(notice);
    },
    stampOf(tables) {
      if (!liveSince) return undefined;
      // Past TRUST_MS the stamp changes with the clock, so a count is checked at least that often.
      let stamp = `${epoch}:${Math.floor((Date.now() - liveSince) / TRUST_MS)}`;
      for (const t of tables) stamp += `,${generations.get(t) ?? 0}`;
      return stamp;
    },
    async close() {
      closed = true;
      liveSince = 0;
      await (await unsubscribe)?.();
    },
  };
  return watch;
}
