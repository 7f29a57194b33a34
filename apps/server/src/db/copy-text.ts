/** COPY's text format: NULL as \N; backslash, tab, newline and carriage return escaped. */
export function copyField(value: string | number | null): string {
  if (value === null) return '\\N';
  return String(value).replace(/[\\\t\n\r]/g, (c) => (c === '\\' ? '\\\\' : c === '\t' ? '\\t' : c === '\n' ? '\\n' : '\\r'));
}

/** One row of COPY's text format. */
export const copyRow = (values: readonly (string | number | null)[]) => `${values.map(copyField).join('\t')}\n`;
