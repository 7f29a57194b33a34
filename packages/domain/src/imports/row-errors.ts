/**
 * A row's error column holds every error of the row, each named by its column as the preview
 * and the template show it ('CNPJ / CPF: Documento Inválido; Razão Social: Campo obrigatório'):
 * the server writes it, the screen splits it to list one error a line.
 */
export const ROW_ERROR_SEPARATOR = '; ';

/** One error of a column, named as the screen names the column. */
export const columnError = (column: string, message: string): string => `${column}: ${message}`;

export const joinRowErrors = (errors: readonly string[]): string => errors.join(ROW_ERROR_SEPARATOR);

export const splitRowErrors = (text: string): string[] => text.split(ROW_ERROR_SEPARATOR).filter((e) => e !== '');

/**
 * What a spreadsheet saved as such starts with: an .xlsx or .ods is a zip ('PK\x03\x04'), an .xls
 * an OLE2 compound file. The imports read CSV only (spec 3 §2, §5.5: the templates are .csv), so
 * such a file is refused at once, before anything tries to read it as text.
 */
export function isSpreadsheetFile(head: Uint8Array): boolean {
  const startsWith = (bytes: readonly number[]) => bytes.every((b, i) => head[i] === b);
  return startsWith([0x50, 0x4b, 0x03, 0x04]) || startsWith([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
}
