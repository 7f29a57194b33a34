import { accountKeyOf } from '../companies/account-key';

/** A reconciliation account as a domicile is matched against it (spec 4 §3.2). */
export interface CopyAccount {
  id: string;
  accountKey: string;
  accountDigit: string | null;
  holderDocument: string;
}

/** A domicile as the registry names it: ISPB, agency and account ('número-dígito'), its holder. */
export interface RegistryDomicile {
  titular: string;
  ispb: string;
  agencia: string | null;
  conta: string | null;
}

function split(conta: string): { number: string; digit: string | null } {
  const dash = conta.lastIndexOf('-');
  return dash > 0 ? { number: conta.slice(0, dash), digit: conta.slice(dash + 1) || null } : { number: conta, digit: null };
}

/** The domicile's account key ('{ISPB}|{agência}|{conta}', leading zeros and check digit out); null without an account number. */
export function domicileKeyOf(d: RegistryDomicile): string | null {
  if (!d.conta) return null;
  return accountKeyOf(d.ispb, d.agencia ?? '', split(d.conta).number);
}

/**
 * The account a domicile pays into, or null (§3.2): equal keys, equal check digits where both
 * have one, equal holders. Among several (a merchant's account naming an originator's), the
 * first in the order given, so the caller decides which wins.
 */
export function accountOfDomicile(accounts: readonly CopyAccount[], d: RegistryDomicile | null): CopyAccount | null {
  if (!d?.conta) return null;
  const key = domicileKeyOf(d);
  const { digit } = split(d.conta);
  return (
    accounts.find((a) => a.accountKey === key && a.holderDocument === d.titular && (a.accountDigit === null || digit === null || a.accountDigit === digit)) ?? null
  );
}
