import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES, type ReconciliationCompanyDetail } from '@lastro/domain';
import { clearSession } from '../../../lib/session';
import { list, renderAt, signInAndStub } from './files/files-test-support';
import { MerchantAccountForm } from './MerchantAccountForm';

const M = MESSAGES.reconciliationCompanies;
const banks = [
  { bank_code: '001', bank_ispb: '00000000', bank_name: 'Banco do Brasil' },
  { bank_code: '033', bank_ispb: '90400888', bank_name: 'Santander' },
];
const merchant: ReconciliationCompanyDetail = {
  id: 'c0000000-0000-4000-8000-000000000010',
  creditor_id: 'c0000000-0000-4000-8000-000000000002',
  creditor_name: 'Fornecedor Demonstração Ltda',
  kind: 'estabelecimento',
  originator_id: null,
  merchant_id: 'c0000000-0000-4000-8000-000000000011',
  document_number: '11222333000181',
  name: 'Loja Conciliada Ltda',
  active: true,
  tolerance_amount: '0.05',
  tolerance_days: 1,
  start_date: '2026-01-05',
  accounts_count: 1,
  last_statement_date: null,
  optin_active: true,
  accounts: [
    {
      id: 'a0000000-0000-4000-8000-000000000001',
      company_id: 'c0000000-0000-4000-8000-000000000010',
      bank_code: '033',
      bank_name: 'Santander',
      ispb: '90400888',
      agency: '1234',
      account_number: '556677',
      account_digit: '8',
      account_type: 'CC',
      holder_document: '11222333000181',
      domicile_active: null,
      reconcile: true,
      simulated: false,
      last_statement_date: null,
      last_closing_balance: null,
      aliases: [],
    },
  ],
};

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

/** The form of the merchant above, as an admin, with the banks answered. */
async function renderForm() {
  signInAndStub('admin', { 'GET domains/banks': () => list(banks) });
  const onSave = vi.fn(async () => undefined);
  renderAt(
    <MerchantAccountForm company={merchant} canEdit saving={false} onSave={onSave} />,
    '/app/conciliation-company/edit',
    '/app/conciliation-company/edit',
  );
  return { onSave, form: await screen.findByRole('form', { name: M.saveAccount }) };
}

describe("'Editar empresa' of a merchant: its account", () => {
  it('starts from the stored account, keeps Gravar conta off until a change and sends the new account', async () => {
    const { onSave, form } = await renderForm();
    const number = within(form).getByRole('textbox', { name: M.accountLabel });
    expect(number).toHaveValue('556677');
    expect(await within(form).findByDisplayValue('90400888')).toBeInTheDocument();
    const save = within(form).getByRole('button', { name: M.saveAccount });
    expect(save).toBeDisabled();
    const user = userEvent.setup();
    await user.clear(number);
    await user.type(number, '778899');
    await user.click(save);
    expect(onSave).toHaveBeenCalledWith({
      bank_code: '033',
      agency: '1234',
      account_number: '778899',
      account_digit: '8',
      account_type: 'CC',
    });
  });

  it('refuses an agency of three digits with the domicile message and does not save', async () => {
    const { onSave, form } = await renderForm();
    const user = userEvent.setup();
    const agency = within(form).getByRole('textbox', { name: M.agencyLabel });
    await user.clear(agency);
    await user.type(agency, '123');
    await user.tab();
    expect(await within(form).findByText(MESSAGES.creditors.agencyMin)).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: M.saveAccount })).toBeDisabled();
    expect(onSave).not.toHaveBeenCalled();
  });
});
