/**
 * Spec 4 §3.2: '{ISPB}|{agência sem zeros à esquerda}|{conta sem zeros à esquerda}'; the check
 * digit stays out, so a file that writes the account with or without it finds the same key.
 */
export function accountKeyOf(ispb: string, agency: string, accountNumber: string): string {
  const trim = (v: string) => v.replace(/^0+(?=.)/, '');
  return `${ispb}|${trim(agency)}|${trim(accountNumber)}`;
}
