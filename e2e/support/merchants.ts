import { generateCnpj } from '@lastro/domain';
import { CREDITOR_USER } from './accounts';
import type { ApiClient } from './api';
import { PAULISTA_ADDRESS } from './addresses';

export interface FormMadeMerchant {
  id: string;
  /** The onboarding link POST accounts answers (e-mailed to the contact as well). */
  link: string;
  email: string;
  /** The mobile as the SMS outbox writes it (digits). */
  phone: string;
  tradingName: string;
}

/**
 * A merchant of the demo supplier, new to this run, made as 'Criar estabelecimento' makes it:
 * POST accounts/lead (the contact, with no phone of its own), then POST accounts with its mobile.
 */
export async function createFormMerchant(api: ApiClient, name: string): Promise<FormMadeMerchant> {
  const creditors = await api.get<{ results: { id: string; company_name: string }[] }>('creditors', { limit: 999999 });
  const creditor = creditors.results.find((c) => c.company_name === CREDITOR_USER.companyName)!;
  const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
  const email = `contato-${suffix}@loja.dev`;
  const tradingName = `${name} ${suffix}`;
  const lead = await api.post<{ id: string }>('accounts/lead', { full_name: 'Rita Lima', email, password: '' });
  const merchant = await api.post<{ id: string; link: string }>('accounts', {
    creditor_id: creditor.id,
    lead_account_id: lead.id,
    document_number: generateCnpj({ seed: Math.floor(Math.random() * 2 ** 31) }),
    trading_name: tradingName,
    company_name: `${tradingName} Ltda`,
    contact_name: 'Rita Lima',
    contact_email: email,
    phone_number: '(21) 99876-5432',
    ...PAULISTA_ADDRESS,
  });
  return { ...merchant, email, phone: '21998765432', tradingName };
}
