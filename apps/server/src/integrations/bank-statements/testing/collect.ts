import { readFileSync } from 'node:fs';
import type { StatementChunk, StatementLine, StatementLineError } from '@lastro/domain';
import { readStatement, type StatementReadResult } from '../read-statement';

/** A fixture file's bytes. */
export const fixture = (name: string) => new Uint8Array(readFileSync(new URL(`../fixtures/${name}`, import.meta.url)));

/** Everything a read gives, the chunks gathered (for tests: a real ingestion stages each chunk). */
export async function readAll(
  bytes: Uint8Array,
  chunkSize?: number,
): Promise<StatementReadResult & { lines: StatementLine[]; errors: StatementLineError[]; chunks: StatementChunk[] }> {
  const chunks: StatementChunk[] = [];
  const summary = await readStatement(bytes, { chunkSize, onChunk: (chunk) => void chunks.push(chunk) });
  return { ...summary, chunks, lines: chunks.flatMap((c) => c.lines), errors: chunks.flatMap((c) => c.errors) };
}
