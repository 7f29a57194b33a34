/** Keeps only the ASCII digits 0-9 of a value (null/undefined give ''). */
export function onlyDigits(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  return String(value).replace(/\D/g, '');
}

/** Keeps only ASCII letters and digits, letters uppercased (null/undefined give ''). */
export function onlyAlphanumeric(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  return String(value)
    .replace(/[^0-9A-Za-z]/g, '')
    .toUpperCase();
}
