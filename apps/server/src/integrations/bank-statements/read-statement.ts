import type { StatementEncoding, StatementFormat, StatementSummary } from '@lastro/domain';
import type { StatementSink } from './chunks';
import { readCnab240Extrato, readCnab240Lines } from './cnab240-reader';
import { readCsvExtrato, readCsvExtratoPieces } from './csv-reader';
import { decodePieces, decodeStatement, streamLines } from './decode';
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

/**
 * The same reading from a stored file's byte chunks, once its format and encoding are known
 * (the upload recognised it): CNAB 240 and CSV never hold the whole text, so memory stays
 * flat in the file's size. ofx-js parses a whole document, so an OFX is gathered first.
 */
export async function readStatementStream(
  chunks: Iterable<Uint8Array> | AsyncIterable<Uint8Array>,
  known: { format: StatementFormat; encoding: StatementEncoding },
  sink: StatementSink,
): Promise<StatementReadResult> {
  const pieces = decodePieces(chunks, known.encoding);
  let summary: StatementSummary;
  if (known.format === 'cnab240') summary = await readCnab240Lines(streamLines(pieces), sink);
  else if (known.format === 'csv') summary = await readCsvExtratoPieces(pieces, sink);
  else {
    let text = '';
    for await (const piece of pieces) text += piece;
    summary = await readOfx(text, sink);
  }
  return { ...summary, encoding: known.encoding };
}
