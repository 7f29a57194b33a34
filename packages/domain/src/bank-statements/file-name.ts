/** Longest stored name of an uploaded statement (spec 4 §5.6). */
export const STATEMENT_FILE_NAME_MAX = 120;

/**
 * The name a statement file is kept and downloaded under: what follows the last '/' or '\'
 * (a browser may send a path), control characters and NUL removed, cut at 120 characters
 * (never inside a surrogate pair), 'extrato' when nothing is left. It is shown and sent in
 * Content-Disposition, never used to build a storage key.
 */
export function sanitiseStatementFileName(original: string | null | undefined): string {
  const base = (original ?? '').split(/[/\\]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  const clean = base.replace(/[\u0000-\u001f\u007f-\u009f]/g, '').trim();
  const cut = Array.from(clean).slice(0, STATEMENT_FILE_NAME_MAX).join('').trim();
  return cut === '' ? 'extrato' : cut;
}
