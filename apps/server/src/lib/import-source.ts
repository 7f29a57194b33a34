import type { z } from 'zod';
import type { ImportKind } from '@lastro/domain';
import type { AuthContext, RouteAuth } from '../plugins/route-auth';
import type { ExportScope } from './export-source';

/** Whose import it is (kept with the import): an export's scope, plus the name histories record the change under. */
export type ImportScope = ExportScope & { name?: string };

/** A row the source's `parseRow` refused: the text goes to the row's error column. */
export interface ImportRowError {
  error: string;
}

/** One parsed row of a batch: its line in the file (1 = first data row) and its raw record. */
export interface ImportBatchRow<Row> {
  line: number;
  row: Row;
  raw: Record<string, string>;
}

/** Where the page uploads the file (multipart: `file` + the options' fields), under /api. */
export interface ImportRoute {
  url: string;
  auth: RouteAuth;
  summary: string;
  tags: string[];
}

export interface ImportSummary {
  total: number;
  failed: number;
}

/**
 * One kind of bulk import, declared by the module that owns the data (as an ExportSource is):
 * its upload route, the request's options, how one CSV record becomes a row (the same domain
 * schema as the screen it stands for) and how a batch of rows is written, set-based (COPY into
 * a staging table underneath, validation that needs the database in SQL). The imports module
 * runs it: stores the file, queues the job, streams and decodes the file, reports progress,
 * keeps the failed rows and notifies (type 4). Declared in the module entry's `importSources`.
 */
export interface ImportSource<Row = unknown, Options = unknown> {
  /** Registry key and job type suffix: 'commitments' -> job type 'import.commitments'. */
  kind: ImportKind;
  route: ImportRoute;
  /** The multipart's non-file fields (strings), validated when the file is uploaded. */
  options: z.ZodType<Options>;
  /** The file's columns (normalised headers), in template order; the failed-rows file adds `erro`. */
  columns: readonly string[];
  /** Refuses a request the account may not make (another creditor: 404; no parameters: 400) before a job is queued. */
  authorize?(options: Options, auth: AuthContext): Promise<void>;
  /** Rows per `writeBatch` call (default 5,000): memory stays bounded whatever the file's size. */
  batchSize?: number;
  /** One CSV record (headers normalised) -> the row to write, or the row's error (domain schema and messages). */
  parseRow(record: Record<string, string>, options: Options, scope: ImportScope): Row | ImportRowError;
  /**
   * Writes one batch and answers the error of each row it refused, by line. Idempotent per row:
   * the same file imported again (or a retried job) writes nothing twice.
   */
  writeBatch(rows: ImportBatchRow<Row>[], options: Options, scope: ImportScope, importId: string): Promise<Map<number, string>>;
  /** After the last batch (e.g. queue the registration of what was written). */
  finish?(options: Options, scope: ImportScope, importId: string, summary: ImportSummary): Promise<void>;
}

export const isRowError = (value: unknown): value is ImportRowError =>
  typeof value === 'object' && value !== null && 'error' in value && typeof (value as ImportRowError).error === 'string' && Object.keys(value).length === 1;

export type ImportSourceListener = (source: ImportSource<unknown, unknown>) => void;

export class ImportSources {
  private readonly sources = new Map<string, ImportSource<unknown, unknown>>();
  private readonly listeners: ImportSourceListener[] = [];

  register<Row, Options>(source: ImportSource<Row, Options>): void {
    if (this.sources.has(source.kind)) throw new Error(`import source already registered: ${source.kind}`);
    const stored = source as unknown as ImportSource<unknown, unknown>;
    this.sources.set(source.kind, stored);
    for (const listener of this.listeners) listener(stored);
  }

  /** Called for every source, those registered already and those to come (job types, routes). */
  onRegister(listener: ImportSourceListener): void {
    this.listeners.push(listener);
    for (const source of this.sources.values()) listener(source);
  }

  get(kind: string): ImportSource<unknown, unknown> | undefined {
    return this.sources.get(kind);
  }

  all(): ImportSource<unknown, unknown>[] {
    return [...this.sources.values()];
  }
}
