import { finished, type Readable } from 'node:stream';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import type { ExportCopyQuery } from '../../lib/export-source';

/**
 * A parameter as a quoted literal. node-postgres sends parameters as untyped texts, and an
 * untyped quoted literal resolves its type from where it stands just as they do, so the
 * statement means what it meant with parameters.
 */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (value instanceof Date) return pg.escapeLiteral(value.toISOString());
  if (typeof value === 'string') return pg.escapeLiteral(value);
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean') return pg.escapeLiteral(String(value));
  throw new Error(`an export query parameter of type ${typeof value}`);
}

/** The query with its parameters written in (COPY takes none); quoted texts and names are left alone. */
export function inlineParams({ sql, params }: ExportCopyQuery): string {
  return sql.replace(/'(?:[^']|'')*'|"(?:[^"]|"")*"|\$(\d+)/g, (match, n: string | undefined) => {
    if (n === undefined) return match;
    const index = Number(n) - 1;
    if (index >= params.length) throw new Error(`an export query names $${n} of ${params.length} parameters`);
    return literal(params[index]);
  });
}

/**
 * The COPY statement of a source's query: PostgreSQL's CSV with ';' between cells, which
 * quotes as the CSV writer quotes (copy-rows.ts reads it for either format).
 */
export const copyStatement = (query: ExportCopyQuery): string =>
  `copy (${inlineParams(query)}) to stdout with (format csv, delimiter ';')`;

/** The exports' reads: a source's query streamed through COPY. */
export function createExportsRepository(pool: pg.Pool) {
  return {
    /**
     * The statement's output, read at the reader's pace (the socket is not read while the
     * reader waits). Its connection goes back to the pool at the end; a read cut short
     * (an error, the reader gone) closes it, since it is still in the middle of the COPY.
     */
    async copyOut(statement: string): Promise<Readable> {
      const client = await pool.connect();
      try {
        const stream = client.query(copyTo(statement));
        finished(stream, (err) => client.release(err ?? (stream.readableEnded ? undefined : new Error('copy cut short'))));
        return stream;
      } catch (err) {
        client.release(err instanceof Error ? err : true);
        throw err;
      }
    },
  };
}

export type ExportsRepository = ReturnType<typeof createExportsRepository>;
