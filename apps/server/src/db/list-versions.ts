import pg from 'pg';

/** The channel migration 0960's list-version bump notifies, with the table's name. */
export const LIST_VERSIONS_CHANNEL = 'lastro_list_versions';
/** Bounds how long a cached count outlives a lost notice (the listener has not noticed its own loss yet). */
const TRUST_MS = 10_000;
const RECONNECT_MS = 5_000;

/**
 * What this process knows of the lists' tables without asking the database: a generation per
 * table, bumped by each commit that wrote it. A count cached under a stamp still holds while
 * the stamp is unchanged, so a list call pays no version check.
 *
 * Every pooled connection LISTENs too, not only the dedicated listener: PostgreSQL hands a
 * session its own notices before the commit's answer, so a write made by this process has
 * bumped the generation by the time its `await` returns, and the next read never serves the
 * count from before it. Other processes' writes arrive through whichever connection gets them first.
 */
export interface ListVersionWatch {
  /** The tables' generations as one text, or undefined while not listening (ask the database). */
  stampOf(tables: readonly string[]): string | undefined;
  close(): Promise<void>;
}

const watches = new WeakMap<object, ListVersionWatch>();

/** The watch of the database `db` belongs to; undefined for a handle opened without one. */
export const listVersionWatchOf = (db: object): ListVersionWatch | undefined => watches.get(db);

export function watchListVersions(db: object, pool: pg.Pool, url: string): ListVersionWatch {
  const generations = new Map<string, number>();
  // Bumped whenever listening starts or stops: nothing stamped across a gap is trusted.
  let epoch = 0;
  let liveSince = 0;
  let closed = false;
  let listener: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;

  const onNotice = (msg: pg.Notification) => {
    if (msg.channel !== LIST_VERSIONS_CHANNEL || !msg.payload) return;
    generations.set(msg.payload, (generations.get(msg.payload) ?? 0) + 1);
  };
  const onPooledConnect = (client: pg.PoolClient) => {
    client.on('notification', onNotice);
    // Queued before the client is handed out, so it runs before the first statement on it.
    client.query(`LISTEN ${LIST_VERSIONS_CHANNEL}`).catch(() => undefined);
  };
  pool.on('connect', onPooledConnect);

  const lost = () => {
    epoch++;
    liveSince = 0;
    listener = null;
    if (!closed && !retry) retry = setTimeout(connect, RECONNECT_MS).unref();
  };
  async function connect() {
    retry = null;
    const client = new pg.Client({ connectionString: url });
    client.on('error', () => undefined);
    client.on('end', () => listener === client && lost());
    client.on('notification', onNotice);
    try {
      await client.connect();
      await client.query(`LISTEN ${LIST_VERSIONS_CHANNEL}`);
    } catch {
      await client.end().catch(() => undefined);
      if (!closed && !retry) retry = setTimeout(connect, RECONNECT_MS).unref();
      return;
    }
    if (closed) return void (await client.end().catch(() => undefined));
    listener = client;
    epoch++;
    liveSince = Date.now();
  }
  void connect();

  const watch: ListVersionWatch = {
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
      if (retry) clearTimeout(retry);
      pool.off('connect', onPooledConnect);
      const client = listener;
      listener = null;
      await client?.end().catch(() => undefined);
    },
  };
  watches.set(db, watch);
  return watch;
}
