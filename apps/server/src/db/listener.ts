import pg from 'pg';

const RECONNECT_MS = 5_000;

export interface Subscription {
  onPayload(payload: string): void;
  /** Listening began (again): notices sent while it was down were lost. */
  onListening?(): void;
  /** The connection was lost; notices are missed until onListening. */
  onLost?(): void;
}

/**
 * One connection LISTENing on every channel this process follows (sessions, notifications,
 * registry events, list versions), instead of one connection (one PostgreSQL backend, ~8 MB)
 * per channel. A lost connection is opened again and every channel listened to again.
 */
export function createListener(url: string) {
  const channels = new Map<string, Set<Subscription>>();
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client | null> | null = null;
  let retry: NodeJS.Timeout | null = null;
  let closed = false;

  const each = (fn: (s: Subscription) => void) => {
    for (const subs of channels.values()) for (const s of subs) fn(s);
  };
  const lost = (c: pg.Client) => {
    if (client !== c) return;
    client = null;
    each((s) => s.onLost?.());
    if (!closed && !retry) retry = setTimeout(() => void connect(), RECONNECT_MS).unref();
  };

  function connect(): Promise<pg.Client | null> {
    retry = null;
    connecting ??= (async () => {
      const c = new pg.Client({ connectionString: url, application_name: 'lastro-listener' });
      c.on('error', () => undefined);
      c.on('end', () => lost(c));
      c.on('notification', (msg) => {
        for (const s of channels.get(msg.channel) ?? []) s.onPayload(msg.payload ?? '');
      });
      try {
        await c.connect();
        for (const channel of channels.keys()) await c.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      } catch {
        await c.end().catch(() => undefined);
        if (!closed && !retry) retry = setTimeout(() => void connect(), RECONNECT_MS).unref();
        return null;
      }
      if (closed) {
        await c.end().catch(() => undefined);
        return null;
      }
      client = c;
      each((s) => s.onListening?.());
      return c;
    })().finally(() => (connecting = null));
    return connecting;
  }

  return {
    /** Resolves once the channel is listened to; rejects when the first connection fails. */
    async subscribe(channel: string, sub: Subscription): Promise<() => Promise<void>> {
      let subs = channels.get(channel);
      const first = !subs;
      if (!subs) channels.set(channel, (subs = new Set()));
      subs.add(sub);
      const c = client ?? (await (connecting ?? connect()));
      if (!c) {
        subs.delete(sub);
        if (!subs.size) channels.delete(channel);
        throw new Error('could not listen for database notices');
      }
      // LISTEN twice is harmless: a connection opened meanwhile listened to every channel already.
      if (first) await c.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      sub.onListening?.();
      return async () => {
        subs.delete(sub);
        if (subs!.size || !channels.delete(channel)) return;
        await client?.query(`UNLISTEN ${pg.escapeIdentifier(channel)}`).catch(() => undefined);
      };
    },
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      const c = client;
      client = null;
      await c?.end().catch(() => undefined);
    },
  };
}
