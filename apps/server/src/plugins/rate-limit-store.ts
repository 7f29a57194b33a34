import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Database } from '../db/client';

type Callback = (err: Error | null, res?: { current: number; ttl: number }) => void;

interface StoreOptions {
  routeInfo?: { method?: string | string[]; url?: string };
}

/**
 * @fastify/rate-limit store keeping its counters in PostgreSQL: every API process counts in
 * the same row, incremented by one atomic upsert (a fixed window per route and client key).
 */
export function postgresRateLimitStore(database: Database): FastifyRateLimitStoreCtor {
  let sweepAt = 0;
  /** Expired windows are removed now and then rather than on every hit. */
  async function sweep() {
    if (Date.now() < sweepAt) return;
    sweepAt = Date.now() + 10 * 60_000;
    await database.query(`delete from rate_limit_counters where window_start < now() - interval '1 day'`);
  }

  class PostgresStore {
    private readonly scope: string;

    constructor(options: unknown) {
      const info = (options as StoreOptions | undefined)?.routeInfo;
      this.scope = `${Array.isArray(info?.method) ? info.method.join(',') : (info?.method ?? '')} ${info?.url ?? ''}`;
    }

    incr(key: string, cb: Callback, timeWindow: number) {
      database
        .query<{ hits: number; ttl: number }>(
          `insert into rate_limit_counters as c (key, window_start, hits) values ($1, now(), 1)
           on conflict (key) do update set
             hits = case when c.window_start + make_interval(secs => $2::float8 / 1000) <= now() then 1 else c.hits + 1 end,
             window_start = case when c.window_start + make_interval(secs => $2::float8 / 1000) <= now() then now() else c.window_start end
           returning hits, greatest(0, ceil(extract(epoch from (window_start + make_interval(secs => $2::float8 / 1000) - now())) * 1000))::int as ttl`,
          [`${this.scope}|${key}`, timeWindow],
        )
        .then((rows) => {
          const row = rows[0]!;
          cb(null, { current: Number(row.hits), ttl: Number(row.ttl) });
          sweep().catch(() => undefined);
        }, cb);
    }

    child(options: unknown) {
      return new PostgresStore(options);
    }
  }
  return PostgresStore as unknown as FastifyRateLimitStoreCtor;
}
