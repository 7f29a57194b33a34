import type { z } from 'zod';

/** Whose export it is; sources scope their rows with it (a creditor user sees only its creditor). */
export interface ExportScope {
  accountId: string;
  isAdmin: boolean;
  creditorId: string | null;
}

export type ExportCell = string | number | null;

export interface ExportColumn<Row> {
  header: string;
  /** Column width in characters (xlsx). */
  width?: number;
  value(row: Row): ExportCell;
}

/**
 * One exportable data set: how to validate its request filters, its columns, and an
 * async chunked reader (keyset pages in a stable order, never the whole set at once).
 * A module makes its data exportable by registering one of these (see exports.service).
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
  /** Total rows, for progress; optional when counting is too dear. */
  count?(params: Params, scope: ExportScope): Promise<number>;
  read(params: Params, scope: ExportScope, chunkSize: number): AsyncIterable<Row[]>;
}

/** The export kinds of the spec (and their job types). */
export const EXPORT_KINDS = ['creditors', 'merchants', 'receivable-reached'] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];

export class ExportSources {
  private readonly sources = new Map<string, ExportSource<unknown, unknown>>();

  register<Row, Params>(source: ExportSource<Row, Params>): void {
    if (this.sources.has(source.kind)) throw new Error(`export source already registered: ${source.kind}`);
    this.sources.set(source.kind, source as unknown as ExportSource<unknown, unknown>);
  }

  get(kind: string): ExportSource<unknown, unknown> | undefined {
    return this.sources.get(kind);
  }

  has(kind: string): boolean {
    return this.sources.has(kind);
  }
}
