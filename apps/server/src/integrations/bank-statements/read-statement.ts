import type { StatementEncoding, StatementSummary } from '@lastro/domain';
import type { StatementSink } from './chunks';
import { readCnab240Extrato } from './cnab240-reader';
import { readCsvExtrato } from './csv-reader';
import { decodeStatement } from './decode';
import { readOfx } from './ofx-reader';
import { recogniseStatement } from './recognise';

export type StatementReadResult = StatementSummary & { encoding: StatementEncoding };

/**
 * A statement file's bytes, read whatever its format: decoded (§5.1), recognised by content,
 * handed to the sink in chunks, summed up at the end. Throws StatementRefusedError with the
 * spec's message when the file is refused whole (the chunks already handed over are dropped).
 */
export async function readStatement(bytes: Uint8Array, sink: StatementSink): Promise<StatementReadResult> {
  const { text, encoding } = decodeStatement(bytes);
  const format = recogniseStatement(text);
  const read = format === 'ofx' ? readOfx : format === 'cnab240' ? readCnab240Extrato : readCsvExtrato;
  return { ...(await read(text, sink)), encoding };
}
