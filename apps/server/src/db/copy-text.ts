const SPECIAL = /[\\\t\n\r]/g;

/** COPY's text format: NULL as \N; backslash, tab, newline and carriage return escaped. */
export function copyField(value: string | number | null): string {
  if (value === null) return '\\N';
  if (typeof value === 'number') return String(value);
  // Most fields need no escape: tested first, they are used as they are (a bulk load writes millions).
  // (`search` ignores the global flag's lastIndex, which `test` would carry from call to call.)
  if (value.search(SPECIAL) === -1) return value;
  return value.replace(SPECIAL, (c) => (c === '\\' ? '\\\\' : c === '\t' ? '\\t' : c === '\n' ? '\\n' : '\\r'));
}

/** One row of COPY's text format. */
export const copyRow = (values: readonly (string | number | null)[]) => `${values.map(copyField).join('\t')}\n`;

/**
 * Rows in COPY's text format, some hundred at a time: one write per row would hand the COPY
 * stream (and the socket) as many small buffers as there are rows.
 */
export function* copyBatches<T>(rows: Iterable<T>, valuesOf: (row: T) => readonly (string | number | null)[], size = 500): Generator<string, void> {
  let batch = '';
  let n = 0;
  for (const row of rows) {
    batch += copyRow(valuesOf(row));
    if (++n === size) {
      yield batch;
      batch = '';
      n = 0;
    }
  }
  if (batch) yield batch;
}
