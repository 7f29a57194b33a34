/** Characters a tax-id mask may contain: dot, dash, slash and whitespace. */
const TAX_ID_MASK_CHARS = /[.\-/\s]/g;

/**
 * Removes only the mask characters (. - / and whitespace) and uppercases letters.
 * Any other character is kept, so it still makes the value invalid.
 */
export function stripTaxIdMask(value: string | null | undefined): string {
  if (!value) return '';
  return value.replace(TAX_ID_MASK_CHARS, '').toUpperCase();
}
