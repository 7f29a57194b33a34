import type { SettlementAccount } from '../../integrations/registry/registry';
import type { CreditorDomicile } from '../creditors/creditors.ports';

/** The registry's view of a creditor's domicile: one form for registration and for a domicile change. */
export function settlementAccountOf(d: CreditorDomicile): SettlementAccount {
  return {
    titular: d.document_number,
    ispb: d.ispb,
    codigoBanco: d.bank_code,
    agencia: d.branch_number,
    conta: d.account_digit ? `${d.account_number}-${d.account_digit}` : d.account_number,
    tipoConta: d.account_type,
  };
}
