import type { Database } from '../../db/client';

/** PostgreSQL channel every process listens on; payloads carry ids only (NOTIFY caps them at 8 kB). */
export const NOTIFICATIONS_CHANNEL = 'lastro_notifications';

export interface HubMessage {
  accountId: string;
  /** notification_users.id */
  id: string;
}

/** Streams another process must end (its session opened more than the cap allows). */
interface CloseStreamsMessage {
  closeStreams: string[];
}

type Deliver = (message: HubMessage) => void;

/**
 * Fans new notifications out to the streams open in this process. Publishing goes through
 * NOTIFY so a notification created by a worker process reaches a browser connected to any
 * API process; each process LISTENs once, and only while someone is connected to it. The
 * statement creating a notification publishes it (notifications.repository.ts), a HubMessage
 * per recipient.
 */
export function createNotificationsHub(database: Database, log: { warn(o: object, m?: string): void }) {
  const subscribers = new Map<string, Set<Deliver>>();
  /** Open streams of this process by stream id: how to end each. */
  const streams = new Map<string, () => void>();
  let listening: Promise<() => Promise<void>> | null = null;

  function onPayload(payload: string) {
    let message: HubMessage | CloseStreamsMessage;
    try {
      message = JSON.parse(payload) as HubMessage | CloseStreamsMessage;
    } catch {
      return;
    }
    if ('closeStreams' in message) {
      for (const id of Array.isArray(message.closeStreams) ? message.closeStreams : []) streams.get(id)?.();
      return;
    }
    for (const deliver of subscribers.get(message.accountId) ?? []) {
      try {
        deliver(message);
      } catch (err) {
        log.warn({ err }, 'notification delivery failed');
      }
    }
  }

  function ensureListening() {
    listening ??= database.listen(NOTIFICATIONS_CHANNEL, onPayload).catch((err) => {
      listening = null;
      throw err;
    });
    return listening;
  }

  return {
    /** Resolves once this process is listening, so nothing published afterwards is missed. */
    async subscribe(accountId: string, deliver: Deliver): Promise<() => void> {
      await ensureListening();
      let set = subscribers.get(accountId);
      if (!set) subscribers.set(accountId, (set = new Set()));
      set.add(deliver);
      return () => {
        set.delete(deliver);
        if (set.size === 0) subscribers.delete(accountId);
      };
    },

    /** Lets `end` be called when any process asks this stream to close. */
    watchStream(id: string, end: () => void): () => void {
      streams.set(id, end);
      return () => {
        streams.delete(id);
      };
    },

    /** Ends the streams wherever they are: at once in this process, through NOTIFY in the others. */
    async closeStreams(ids: string[]) {
      if (ids.length === 0) return;
      for (const id of ids) streams.get(id)?.();
      await database.notify(NOTIFICATIONS_CHANNEL, JSON.stringify({ closeStreams: ids } satisfies CloseStreamsMessage));
    },

    connectionCount() {
      let n = 0;
      for (const set of subscribers.values()) n += set.size;
      return n;
    },

    async close() {
      subscribers.clear();
      streams.clear();
      const l = listening;
      listening = null;
      if (l) await (await l.catch(() => async () => undefined))();
    },
  };
}

export type NotificationsHub = ReturnType<typeof createNotificationsHub>;
