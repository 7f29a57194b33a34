import { nameContains } from '../../db/paging';
import { and, desc, like, sql, type SQL } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { dateTimeCell, yesNoCell } from '../../db/export-cells';
import { creditors } from '../../db/schema/creditors';

export interface CreditorExportFilters {
  name?: string | undefined;
  document?: string | undefined;
}

export interface CreditorExportRow {
  id: string;
  documentNumber: string;
  tradingName: string;
  companyName: string;
  active: boolean;
  createdAt: Date;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

function whereOf(f: CreditorExportFilters): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (f.name) {
    parts.push(nameContains(f.name, creditors.tradingName, creditors.companyName));
  }
  // As the list: the beginning of the CNPJ.
  if (f.document) parts.push(like(creditors.documentNumber, `${escapeLike(f.document)}%`));
  return and(...parts);
}

/** Creditors read for the export: newest first, by keyset (created_at, id), chunk by chunk. */
export function createCreditorsExportRepository(db: AppDb) {
  return {
    async count(f: CreditorExportFilters): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(creditors)
        .where(whereOf(f));
      return row?.n ?? 0;
    },

    /** The export's cells (the CNPJ as stored, masked by its column) of the rows chunks() reads, as one query for COPY. */
    copyQuery(f: CreditorExportFilters) {
      return db
        .select({
          documentNumber: creditors.documentNumber,
          tradingName: creditors.tradingName,
          companyName: creditors.companyName,
          active: yesNoCell(creditors.active),
          createdAt: dateTimeCell(creditors.createdAt),
        })
        .from(creditors)
        .where(whereOf(f))
        .orderBy(desc(creditors.createdAt), desc(creditors.id))
        .toSQL();
    },

    async *chunks(f: CreditorExportFilters, chunkSize: number): AsyncGenerator<CreditorExportRow[]> {
      // The cursor keeps created_at as PostgreSQL's text: a JS Date would drop the microseconds.
      let after: { createdAt: string; id: string } | null = null;
      for (;;) {
        const keyset: SQL | undefined = after
          ? sql`(${creditors.createdAt}, ${creditors.id}) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`
          : undefined;
        const rows: (CreditorExportRow & { cursor: string })[] = await db
          .select({
            id: creditors.id,
            documentNumber: creditors.documentNumber,
            tradingName: creditors.tradingName,
            companyName: creditors.companyName,
            active: creditors.active,
            createdAt: creditors.createdAt,
            cursor: sql<string>`${creditors.createdAt}::text`,
          })
          .from(creditors)
          .where(and(whereOf(f), keyset))
          .orderBy(desc(creditors.createdAt), desc(creditors.id))
          .limit(chunkSize);
        if (rows.length === 0) return;
        yield rows;
        if (rows.length < chunkSize) return;
        const last = rows[rows.length - 1]!;
        after = { createdAt: last.cursor, id: last.id };
      }
    },
  };
}
