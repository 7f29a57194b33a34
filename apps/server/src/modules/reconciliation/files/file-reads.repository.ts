import { and, count, eq, gte, ilike, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { LIST_SORTS, ReconciliationFileLinesQuery, ReconciliationFileListQuery } from '@lastro/domain';
import type pg from 'pg';
import type { AppDb } from '../../../db/client';
import { dayStart, likeContains, pageRows, searchList, type ListDefinition } from '../../../db/paging';
import { creditorDirectory } from '../../../db/schema/creditors.views';
import { reconciliationAccounts as a, reconciliationCompanies as c, reconciliationFiles as f } from '../../../db/schema/reconciliation';

const LIST: ListDefinition<(typeof LIST_SORTS.reconciliationFiles)[number]> = {
  tables: ['reconciliation_files'],
  sortable: {
    receivedAt: f.receivedAt,
    name: f.name,
    format: f.format,
    creditorName: creditorDirectory.companyName,
    periodStart: f.periodStart,
    linesTotal: f.linesTotal,
    linesNew: f.linesNew,
    linesDuplicated: f.linesDuplicated,
    linesError: f.linesError,
    status: f.status,
  },
  defaultOrder: [[f.receivedAt, 'desc']],
  id: f.id,
};

export interface LineReadRow {
  id: number | null;
  line_number: number;
  posted_date: string | null;
  description: string | null;
  document_id: string | null;
  entry_type: 'C' | 'D' | null;
  amount: string | null;
  classification: string | null;
  acquirer_id: number | null;
  status: string;
  duplicate_of: number | null;
  duplicate_file_id: string | null;
  duplicate_file_name: string | null;
  duplicate_received_at: Date | null;
  ignore_reason: string | null;
  field: string | null;
  message: string | null;
  raw: string | null;
}

const LINE_SORT: Record<string, string> = { lineNumber: 'line_number', postedDate: 'posted_date', amount: 'amount', description: 'description' };

/** The reads of 'Extratos': the list with its KPI figures, a file's lines by tab, the coverage. */
/** Statuses of a file waiting for someone: a link to its accounts, or the confirmation of its import (§2.7 'Aguardando ação'). */
export const FILES_WAITING_STATUSES = ['aguardando_vinculo', 'aguardando_confirmacao'] as const;

export function createFileReadsRepository(db: AppDb, pool: pg.Pool) {
  const whereOf = (q: ReconciliationFileListQuery, creditorId: string | null): SQL | undefined =>
    and(
      creditorId ? eq(f.creditorId, creditorId) : undefined,
      q.name ? ilike(f.name, likeContains(q.name)) : undefined,
      q.formats?.length ? inArray(f.format, q.formats) : undefined,
      q.status?.length ? inArray(f.status, q.status) : undefined,
      q.origin ? eq(f.origin, q.origin) : undefined,
      q.account_id ? sql`${q.account_id}::uuid = any(${f.accounts})` : undefined,
      q.file_ids?.length ? inArray(f.id, q.file_ids) : undefined,
      q.received_from ? gte(f.receivedAt, dayStart(q.received_from)) : undefined,
      q.received_to ? lt(f.receivedAt, sql`${dayStart(q.received_to)} + interval '1 day'`) : undefined,
    );
  const columns = { file: f, creditorName: creditorDirectory.companyName };

  return {
    search(q: ReconciliationFileListQuery, creditorId: string | null) {
      const where = whereOf(q, creditorId);
      return searchList(db, LIST, {
        query: q,
        page: (order, window) =>
          pageRows(db, db.select(columns).from(f).innerJoin(creditorDirectory, eq(creditorDirectory.id, f.creditorId)).$dynamic(), { table: f, id: f.id, where }, order, window),
        count: db.select({ n: count() }).from(f).where(where),
      });
    },

    /** The KPI cards (§2.7) over the same filters as the list. */
    async totals(q: ReconciliationFileListQuery, creditorId: string | null) {
      const [row] = await db
        .select({
          files: count(),
          awaiting: sql<number>`count(*) filter (where ${inArray(f.status, [...FILES_WAITING_STATUSES])})::int`,
          alerts: sql<number>`count(*) filter (where ${f.status} = 'processado_com_alertas')::int`,
          rejected: sql<number>`count(*) filter (where ${f.status} = 'rejeitado')::int`,
        })
        .from(f)
        .where(whereOf(q, creditorId));
      return { files: row!.files, awaiting_action: row!.awaiting, processed_with_alerts: row!.alerts, rejected: row!.rejected };
    },

    /** The home's figure: files waiting for a link or a confirmation (all creditors' when null). */
    async waitingCount(creditorId: string | null): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(f)
        .where(and(creditorId ? eq(f.creditorId, creditorId) : undefined, inArray(f.status, [...FILES_WAITING_STATUSES])));
      return row!.n;
    },

    findWithCreditor: async (id: string) =>
      (await db.select(columns).from(f).innerJoin(creditorDirectory, eq(creditorDirectory.id, f.creditorId)).where(eq(f.id, id)).limit(1))[0],

    /** Labels '{banco} · cc {conta} — {empresa}' of the given accounts. */
    async accountLabels(ids: string[]) {
      if (!ids.length) return [];
      return db
        .select({ id: a.id, bankCode: a.bankCode, accountNumber: a.accountNumber, accountDigit: a.accountDigit, companyName: c.name, startDate: c.startDate, reconcile: a.reconcile, companyId: c.id, creditorId: a.creditorId })
        .from(a)
        .innerJoin(c, eq(c.id, a.companyId))
        .where(inArray(a.id, ids));
    },

    /** A tab of the detail: lines of a status (errors come from the line errors), text search, paging, sort. */
    async lines(fileId: string, q: ReconciliationFileLinesQuery, committed: boolean, window: { offset: number; limit: number }) {
      const sortKey = Object.keys(LINE_SORT).find((k) => (q as Record<string, unknown>)[`${k}Order`]);
      const direction = sortKey && (q as Record<string, unknown>)[`${sortKey}Order`] === 'desc' ? 'desc' : 'asc';
      if (q.status === 'erro') {
        const params: unknown[] = [fileId];
        if (q.q) params.push(likeContains(q.q));
        const where = `file_id = $1 ${q.q ? 'and raw ilike $2' : ''}`;
        const total = await pool.query<{ n: number }>(`select count(*)::int n from reconciliation_line_errors where ${where}`, params);
        const rows = await pool.query<LineReadRow>(
          `select null::int as id, line_number, null as posted_date, null as description, null as document_id, null as entry_type, null as amount,
                  null as classification, null::int as acquirer_id, 'erro' as status, null::int as duplicate_of, null as duplicate_file_id,
                  null as duplicate_file_name, null::timestamptz as duplicate_received_at, null as ignore_reason, field, message, raw
             from reconciliation_line_errors where ${where}
            order by line_number ${sortKey === 'lineNumber' ? direction : 'asc'}, id limit $${params.length + 1} offset $${params.length + 2}`,
          [...params, window.limit, window.offset],
        );
        return { rows: rows.rows, count: total.rows[0]!.n };
      }
      // 'Novos' before the commit is 'Importados' after it: the same tab, the lines' status moved on.
      const status = q.status === 'nova' || q.status === 'importada' ? (committed ? 'importada' : 'nova') : q.status;
      const params: unknown[] = [fileId, status];
      if (q.q) params.push(likeContains(q.q));
      const where = `l.file_id = $1 and l.status = $2 ${q.q ? 'and (l.description ilike $3 or l.document_id ilike $3)' : ''}`;
      const total = await pool.query<{ n: number }>(`select count(*)::int n from reconciliation_bank_lines l where ${where}`, params);
      const rows = await pool.query<LineReadRow>(
        `select l.id::int as id, l.line_number, l.posted_date::text as posted_date, l.description, l.document_id, l.entry_type, l.amount::text as amount,
                l.classification, l.acquirer_id, l.status, l.duplicate_of::int as duplicate_of, df.id as duplicate_file_id, df.name as duplicate_file_name,
                df.received_at as duplicate_received_at, l.ignore_reason, null as field, null as message, null as raw
           from reconciliation_bank_lines l
           left join reconciliation_bank_lines d on d.id = l.duplicate_of
           left join reconciliation_files df on df.id = d.file_id
          where ${where}
          order by l.${sortKey ? LINE_SORT[sortKey] : 'line_number'} ${direction}, l.line_number, l.id
          limit $${params.length + 1} offset $${params.length + 2}`,
        [...params, window.limit, window.offset],
      );
      return { rows: rows.rows, count: total.rows[0]!.n };
    },

    /** Committed files' periods per account over [from, to] (§4.4). */
    async coverage(accountIds: string[], from: string, to: string) {
      if (!accountIds.length) return [];
      const { rows } = await pool.query<{ account_id: string; file_id: string; period_start: string; period_end: string }>(
        `select acc as account_id, id as file_id, period_start::text, period_end::text
           from reconciliation_files, unnest(accounts) acc
          where status in ('processado', 'processado_com_alertas') and acc = any($1::uuid[])
            and period_start <= $3::date and period_end >= $2::date`,
        [accountIds, from, to],
      );
      return rows;
    },
  };
}

export type FileReadsRepository = ReturnType<typeof createFileReadsRepository>;
