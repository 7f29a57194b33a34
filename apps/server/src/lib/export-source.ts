import type { z } from 'zod';
import type { SpreadsheetCell } from '@lastro/domain';
import type { AuthContext, RouteAuth } from '../plugins/route-auth';

/**
 * Whose export it is; sources scope their rows with it (a creditor user sees only its
 * creditor). It travels in the job's data, so it holds only what survives JSON.
 */
export interface ExportScope {
  accountId: string;
  accountType: AuthContext['accountType'];
  isAdmin: boolean;
  creditorId: string | null;
}

export type ExportCell = SpreadsheetCell;

export interface ExportColumn<Row> {
  header: string;
  /** The grid's column id, which a request's `columns` (the visible columns, in order) names. */
  key?: string;
  /** Column width in characters (xlsx). */
  width?: number;
  value(row: Row): ExportCell;
  /**
   * How the cell of the source's COPY query becomes this column's cell when the query does
   * not give it as it stands: 'number' reads a numeric or an integer as a number (xlsx
   * writes it as one, CSV with a decimal comma); a function formats the stored text (null
   * for a null) with the formatter value() uses, where SQL would cost the database more.
   */
  copyCell?: 'number' | ((stored: string | null) => ExportCell);
}

/**
 * A source's rows as one SELECT, in the shape of drizzle's `toSQL()`: its columns are the
 * cells of `columns`, in their order, as value() makes them (texts formatted the same way,
 * null or '' for an empty cell), or what a column's `copyCell` reads; its rows those of
 * read(), in the same order and under the same cap. The export job streams it through
 * `COPY … TO STDOUT` and writes the rows as they arrive.
 */
export interface ExportCopyQuery {
  sql: string;
  params: unknown[];
}

/**
 * Where users ask for the file (the module's export URL under /api): by default the request
 * queues a job; a small detail table sets `stream` and is written straight into the answer.
 * Path parameters (':id') join the filters.
 */
export interface ExportRoute {
  url: string;
  auth: RouteAuth;
  summary: string;
  tags: string[];
  stream?: { rowCap: number };
}

/**
 * One exportable data set, declared by the module that owns the data: how to validate its
 * request filters, its columns, and an async chunked reader (pages in a stable order, never
 * the whole set at once). Declared in the module entry's `exportSources` (lib/module.ts).
 */
export interface ExportSource<Row = unknown, Params = unknown> {
  /** Registry key and job type suffix: 'creditors' -> job type 'export.creditors'. */
  kind: string;
  /** Download name without extension (a timestamp is appended). */
  fileBaseName: string;
  sheetName: string;
  /** The request's filters (query string), validated when the export is requested. */
  params: z.ZodType<Params>;
  columns: ExportColumn<Row>[];
  /** Where users ask for the file; without it the source is streamed or routed by its module. */
  route?: ExportRoute;
  /** Refuses a request the account may not make (someone else's creditor: 404) before a job is queued. */
  authorize?(params: Params, auth: AuthContext): Promise<void>;
  /** Total rows, for progress; optional when counting is too dear. */
  count?(params: Params, scope: ExportScope): Promise<number>;
  read(params: Params, scope: ExportScope, chunkSize: number): AsyncIterable<Row[]>;
  /**
   * The same rows as one query for COPY, for a source that may reach hundreds of thousands of
   * rows (read() stays: the streamed routes and the tests' reference); null when nothing can match.
   */
  copy?(params: Params, scope: ExportScope): Promise<ExportCopyQuery | null>;
}

export const scopeOf = (auth: AuthContext): ExportScope => ({
  accountId: auth.accountId,
  accountType: auth.accountType,
  isAdmin: auth.isAdmin,
  creditorId: auth.creditorId,
});

/**
 * The requester as the owning module's services expect it, for reads made in a job. The route
 * checked the permissions when the export was asked for; what is left is the row scope.
 */
export const scopeAsAuth = (scope: ExportScope): AuthContext => ({
  ...scope,
  sessionId: '',
  email: '',
  name: '',
  permissions: new Map(),
});

/**
 * Reads a list by pages of `chunkSize` up to `cap` rows (the spec's export limits), for
 * sources whose module offers an offset-paged search.
 */
export async function* pagedChunks<Row>(
  page: (offset: number, limit: number) => Promise<Row[]>,
  cap: number,
  chunkSize: number,
): AsyncGenerator<Row[]> {
  for (let offset = 0; offset < cap; offset += chunkSize) {
    const limit = Math.min(chunkSize, cap - offset);
    const rows = await page(offset, limit);
    if (rows.length) yield rows;
    if (rows.length < limit) return;
  }
}

export type ExportSourceListener = (source: ExportSource<unknown, unknown>) => void;

export class ExportSources {
  private readonly sources = new Map<string, ExportSource<unknown, unknown>>();
  private readonly listeners: ExportSourceListener[] = [];

  register<Row, Params>(source: ExportSource<Row, Params>): void {
    if (this.sources.has(source.kind)) throw new Error(`export source already registered: ${source.kind}`);
    const stored = source as unknown as ExportSource<unknown, unknown>;
    this.sources.set(source.kind, stored);
    for (const listener of this.listeners) listener(stored);
  }

  /** Called for every source, those registered already and those to come (job types, routes). */
  onRegister(listener: ExportSourceListener): void {
    this.listeners.push(listener);
    for (const source of this.sources.values()) listener(source);
  }

  get(kind: string): ExportSource<unknown, unknown> | undefined {
    return this.sources.get(kind);
  }

  has(kind: string): boolean {
    return this.sources.has(kind);
  }

  all(): ExportSource<unknown, unknown>[] {
    return [...this.sources.values()];
  }
}

/**
 * The source as one request asks for it: when its params carry `columns` (keys of the grid's
 * visible columns, in order), only those columns, in that order; unknown keys are ignored,
 * and none known means every column. A subset is read through read(): a COPY query gives the
 * full set of cells.
 */
export function withRequestedColumns<Row, Params>(source: ExportSource<Row, Params>, params: Params): ExportSource<Row, Params> {
  const keys = (params as { columns?: unknown } | null)?.columns;
  if (!Array.isArray(keys) || keys.length === 0) return source;
  const picked = keys.flatMap((k) => source.columns.filter((c) => c.key !== undefined && c.key === k));
  if (picked.length === 0) return source;
  return { ...source, columns: picked, copy: undefined };
}
