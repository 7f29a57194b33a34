import type pg from 'pg';

type Client = Pick<pg.PoolClient, 'query'>;

export type RunTrigger = 'dia' | 'arquivo' | 'vinculo' | 'cadastro' | 'regra' | 'conciliacao';

/** What a run recomputes: the creditor's accounts (null: all of them) over dates (spec 4 §4.5). */
export interface RunScopeRow {
  id: string;
  creditorId: string;
  trigger: RunTrigger;
  accountIds: string[] | null;
  from: string;
  to: string;
}

const SCOPE_COLUMNS = `id, creditor_id as "creditorId", trigger, account_ids as "accountIds", date_from::text as "from", date_to::text as "to"`;

/** The runs table as a queue: one waiting run per creditor gathers the requests made meanwhile. */
export function runsQueueRepository(c: Client) {
  return {
    /**
     * A run asked for: added to the creditor's waiting run, scopes united (accounts joined,
     * dates widened), or a new waiting run; `created` says whether a job must be queued for it.
     */
    async request(creditorId: string, trigger: RunTrigger, accountIds: readonly string[] | null, from: string, to: string): Promise<{ id: string; created: boolean }> {
      const { rows } = await c.query<{ id: string; created: boolean }>(
        `insert into reconciliation_runs as r (creditor_id, trigger, account_ids, date_from, date_to) values ($1, $2, $3::uuid[], $4, $5)
         on conflict (creditor_id) where status = 'pendente' do update set
           account_ids = case when r.account_ids is null or excluded.account_ids is null then null
                              else array(select distinct x from unnest(r.account_ids || excluded.account_ids) as x order by 1) end,
           date_from = least(r.date_from, excluded.date_from), date_to = greatest(r.date_to, excluded.date_to)
         returning id, (xmax = 0) as created`,
        [creditorId, trigger, accountIds, from, to],
      );
      return rows[0]!;
    },

    setJob: (id: string, jobId: string) => c.query('update reconciliation_runs set job_id = $2 where id = $1', [id, jobId]),

    /**
     * Takes a waiting run (or one a failed attempt left running): from here on, new requests
     * go to a new waiting run. Null when it is done already (a job delivered twice).
     */
    async claim(id: string): Promise<RunScopeRow | null> {
      const { rows } = await c.query<RunScopeRow>(
        `update reconciliation_runs set status = 'executando', started_at = now() where id = $1 and status in ('pendente', 'executando')
         returning ${SCOPE_COLUMNS}`,
        [id],
      );
      return rows[0] ?? null;
    },

    /** A run started at once (not through the queue), already running. */
    async start(creditorId: string, trigger: RunTrigger, accountIds: readonly string[] | null, from: string, to: string): Promise<RunScopeRow> {
      const { rows } = await c.query<RunScopeRow>(
        `insert into reconciliation_runs (creditor_id, trigger, status, account_ids, date_from, date_to, started_at)
         values ($1, $2, 'executando', $3::uuid[], $4, $5, now()) returning ${SCOPE_COLUMNS}`,
        [creditorId, trigger, accountIds, from, to],
      );
      return rows[0]!;
    },

    finish: (id: string, counts: Record<string, number>) =>
      c.query(`update reconciliation_runs set status = 'concluida', finished_at = now(), counts = $2 where id = $1`, [id, JSON.stringify(counts)]),

    fail: (id: string) => c.query(`update reconciliation_runs set status = 'falhou', finished_at = now() where id = $1 and status in ('pendente', 'executando')`, [id]),
  };
}
