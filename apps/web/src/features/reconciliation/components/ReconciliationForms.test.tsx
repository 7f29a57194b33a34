import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES, type ReconciliationCompanyDetail } from '@lastro/domain';
import { CompanySettingsForm } from './CompanySettingsForm';
import { RuleDialog } from './RuleDialog';

const M = MESSAGES.reconciliationCompanies;
const company: ReconciliationCompanyDetail = {
  id: 'c0000000-0000-4000-8000-000000000001',
  creditor_id: 'c0000000-0000-4000-8000-000000000002',
  creditor_name: 'Fornecedor Demonstração Ltda',
  kind: 'originador',
  originator_id: 'c0000000-0000-4000-8000-000000000003',
  merchant_id: null,
  document_number: '11222333000181',
  name: 'Originadora Demo Ltda',
  active: true,
  tolerance_amount: '0.05',
  tolerance_days: 1,
  start_date: '2026-01-05',
  accounts_count: 1,
  last_statement_date: null,
  optin_active: null,
  accounts: [],
};

describe('CompanySettingsForm (Dados e tolerâncias)', () => {
  it('starts from the stored values, keeps Gravar dados off until a change and sends money as a decimal string', async () => {
    const onSave = vi.fn(async () => undefined);
    render(<CompanySettingsForm company={company} canEdit saving={false} onSave={onSave} />);
    const form = screen.getByRole('form', { name: M.dataSection });
    const amount = within(form).getByRole('textbox', { name: M.toleranceAmountLabel });
    expect(amount).toHaveValue('R$ 0,05');
    expect(within(form).getByRole('textbox', { name: M.documentColumn })).toHaveValue('11.222.333/0001-81');
    const save = within(form).getByRole('button', { name: M.save });
    expect(save).toBeDisabled();
    const user = userEvent.setup();
    await user.clear(amount);
    await user.type(amount, '150');
    await user.clear(within(form).getByRole('textbox', { name: M.toleranceDaysLabel }));
    await user.type(within(form).getByRole('textbox', { name: M.toleranceDaysLabel }), '3');
    await user.click(save);
    expect(onSave).toHaveBeenCalledWith({ active: true, tolerance_amount: '1.50', tolerance_days: 3, start_date: '2026-01-05' });
  });

  it('shows the range messages of §6 and does not save', async () => {
    const onSave = vi.fn(async () => undefined);
    render(<CompanySettingsForm company={company} canEdit saving={false} onSave={onSave} />);
    const form = screen.getByRole('form', { name: M.dataSection });
    const user = userEvent.setup();
    const days = within(form).getByRole('textbox', { name: M.toleranceDaysLabel });
    await user.clear(days);
    await user.type(days, '6');
    await user.tab();
    expect(await within(form).findByText(M.toleranceDaysRange)).toBeInTheDocument();
    const amount = within(form).getByRole('textbox', { name: M.toleranceAmountLabel });
    await user.clear(amount);
    await user.type(amount, '100001');
    await user.tab();
    expect(await within(form).findByText(M.toleranceAmountRange)).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: M.save })).toBeDisabled();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('is read-only without the edit permission', () => {
    render(<CompanySettingsForm company={company} canEdit={false} saving={false} onSave={vi.fn()} />);
    expect(screen.queryByRole('button', { name: M.save })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: M.toleranceAmountLabel })).toBeDisabled();
  });
});

describe('RuleDialog (Nova regra)', () => {
  const acquirers = [
    { value: '1', label: 'Cielo' },
    { value: '3', label: 'Stone' },
  ];

  it('needs a condition, then sends the rule with its acquirer', async () => {
    const onSave = vi.fn(async () => undefined);
    render(<RuleDialog rule={null} acquirers={acquirers} saving={false} onCancel={vi.fn()} onSave={onSave} />);
    const dialog = screen.getByRole('dialog', { name: M.newRule });
    const user = userEvent.setup();
    await user.click(within(dialog).getByRole('combobox', { name: new RegExp(M.resultColumn) }));
    await user.click(screen.getByRole('option', { name: 'Stone' }));
    await user.click(within(dialog).getByRole('button', { name: M.add }));
    expect(await within(dialog).findByText(M.ruleConditionRequired)).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();

    await user.type(within(dialog).getByRole('textbox', { name: M.descriptionContainsColumn }), 'ST');
    await user.tab();
    expect(await within(dialog).findByText(M.ruleDescriptionLength)).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: M.descriptionContainsColumn }), 'ONE PAG');
    await user.click(within(dialog).getByRole('button', { name: M.add }));
    expect(onSave).toHaveBeenCalledWith({
      description_contains: 'STONE PAG',
      payer_document: null,
      amount_min: null,
      amount_max: null,
      result: 'credenciadora',
      acquirer_id: 3,
    });
  });

  it('refuses a maximum below the minimum and sends "Outro lançamento" without an acquirer', async () => {
    const onSave = vi.fn(async () => undefined);
    render(<RuleDialog rule={null} acquirers={acquirers} saving={false} onCancel={vi.fn()} onSave={onSave} />);
    const dialog = screen.getByRole('dialog', { name: M.newRule });
    const user = userEvent.setup();
    await user.click(within(dialog).getByRole('combobox', { name: new RegExp(M.resultColumn) }));
    await user.click(screen.getByRole('option', { name: M.otherEntry }));
    await user.type(within(dialog).getByRole('textbox', { name: M.amountMinColumn }), '1000');
    await user.type(within(dialog).getByRole('textbox', { name: M.amountMaxColumn }), '999');
    await user.click(within(dialog).getByRole('button', { name: M.add }));
    expect(await within(dialog).findByText(M.amountRange)).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
    await user.clear(within(dialog).getByRole('textbox', { name: M.amountMaxColumn }));
    await user.type(within(dialog).getByRole('textbox', { name: M.amountMaxColumn }), '2000');
    await user.click(within(dialog).getByRole('button', { name: M.add }));
    expect(onSave).toHaveBeenCalledWith({ description_contains: null, payer_document: null, amount_min: '10.00', amount_max: '20.00', result: 'outro', acquirer_id: null });
  });
});
