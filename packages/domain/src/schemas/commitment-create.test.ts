import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MESSAGES } from '../messages/index';
import { splitAmount } from '../format/currency';
import {
  commitmentCreatePayloadSchema,
  installmentQuantityOptions,
  type CommitmentInstallmentPayloadInput,
} from './commitment-create';
import { commitmentCreditorRules, commitmentLimitErrors } from './commitment-creditor-rules';
import { commitmentFormSchema, commitmentPayloadOf, type CommitmentFormValues } from './commitment-form';

const M = MESSAGES.commitments;
const ID = '3f0e9a4e-6f53-4a8a-9d55-2d0f0f1b1a01';
const TODAY = '2026-11-23';

const base = (over: Partial<CommitmentInstallmentPayloadInput> = {}): CommitmentInstallmentPayloadInput => ({
  is_gcap: false,
  creditor_id: ID,
  creditor_originator_bank_account_id: ID,
  title: 'Contrato',
  description: 'Descrição',
  code: 'C-1',
  merchant_id: ID,
  min_percentage: 100,
  expiration_date: '2027-06-30',
  issue_date: TODAY,
  document_acquirers: ['01.027.058/0001-91'],
  payment_arrangements: ['VCC'],
  type: 2,
  contract_type: 1,
  origin_gateway: null,
  amount: 100,
  due_date: null,
  execution_date: '2026-12-01',
  execution_date_final: '2027-01-31',
  ...over,
});

const messagesOf = (result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  (result.error?.issues ?? []).map((i) => `${i.path.join('.')}: ${i.message}`);

describe('commitment creation payload', () => {
  it('accepts a performed commitment and strips the acquirer masks', () => {
    const parsed = commitmentCreatePayloadSchema('performado', { today: TODAY, partnerType: 'fornecedor' }).parse([base()]);
    expect(parsed[0]!.document_acquirers).toEqual(['01027058000191']);
    expect(parsed[0]!.expiration_date).toBe('2027-06-30');
  });

  it('refuses an empty list with its message, for either modality, without reading an installment', () => {
    for (const modality of ['performado', 'fumaca'] as const) {
      expect(messagesOf(commitmentCreatePayloadSchema(modality).safeParse([]))).toEqual([`: ${MESSAGES.validation.required}`]);
    }
  });

  it('applies the date rules of the form', () => {
    const schema = commitmentCreatePayloadSchema('performado', { today: TODAY, partnerType: 'fornecedor' });
    expect(messagesOf(schema.safeParse([base({ execution_date: '2027-02-01' })]))).toContain(`0.execution_date: ${M.executionStartAfterEnd}`);
    expect(messagesOf(schema.safeParse([base({ execution_date: '2026-01-01', execution_date_final: '2026-02-01' })]))).toContain(
      `0.execution_date_final: ${M.executionEndBeforeCreation}`,
    );
    expect(messagesOf(schema.safeParse([base({ expiration_date: '2026-01-01' })]))).toContain(`0.expiration_date: ${M.expirationBeforeCreation}`);
    expect(messagesOf(schema.safeParse([base({ expiration_date: null })]))).toContain('0.expiration_date: Campo obrigatório');
    expect(messagesOf(schema.safeParse([base({ type: 1 })]))).toContain(`0.due_date: ${M.dueDateRequired}`);
    expect(messagesOf(schema.safeParse([base({ type: 1, due_date: '2026-12-02' })]))).toContain(`0.due_date: ${M.dueDateAfterExecutionStart}`);
    expect(messagesOf(schema.safeParse([base({ execution_date: '' })]))).toContain(`0.execution_date: ${M.executionStartRequired}`);
    expect(messagesOf(schema.safeParse([base({ execution_date_final: '' })]))).toContain(`0.execution_date_final: ${M.executionEndRequired}`);
  });

  it('needs no expiration for collection or a financial institution', () => {
    expect(commitmentCreatePayloadSchema('performado', { today: TODAY, partnerType: 'fornecedor' }).safeParse([base({ type: 4, expiration_date: null })]).success).toBe(true);
    expect(commitmentCreatePayloadSchema('performado', { today: TODAY, partnerType: 'if' }).safeParse([base({ expiration_date: null })]).success).toBe(true);
  });

  it('checks the smoke fields of each installment', () => {
    const smoke = commitmentCreatePayloadSchema('fumaca', { today: TODAY, partnerType: 'fornecedor' });
    expect(messagesOf(smoke.safeParse([base()]))).toEqual([`0.division_rule: ${M.divisionRuleRequired}`, `0.amount_onerate: ${M.fieldRequired}`]);
    expect(messagesOf(smoke.safeParse([base({ division_rule: 2, amount_onerate: 100.01 })]))).toEqual([`0.amount_onerate: ${M.percentAbove100}`]);
    expect(messagesOf(smoke.safeParse([base({ division_rule: 1, amount_onerate: 100.01 })]))).toEqual([`0.amount_onerate: ${M.amountAboveInstallment}`]);
    expect(smoke.safeParse([base({ division_rule: 1, amount_onerate: 100 })]).success).toBe(true);
    // Performed commitments carry no division.
    expect(messagesOf(commitmentCreatePayloadSchema('performado').safeParse([base({ division_rule: 1, amount_onerate: 5 })]))).toEqual([
      `0.division_rule: ${M.create.performedWithoutDivision}`,
    ]);
  });

  it('holds collateral management to Cessão, % and Garantia or Cobrança, smoke only', () => {
    const smoke = commitmentCreatePayloadSchema('fumaca');
    expect(messagesOf(smoke.safeParse([base({ is_gcap: true, division_rule: 1, amount_onerate: 10 })]))).toEqual([
      `0.contract_type: ${M.create.gcapContractType}`,
      `0.type: ${M.create.gcapTransactionType}`,
      `0.division_rule: ${M.create.gcapDivisionRule}`,
    ]);
    expect(smoke.safeParse([base({ is_gcap: true, type: 4, contract_type: 2, division_rule: 2, amount_onerate: 10 })]).success).toBe(true);
    expect(messagesOf(commitmentCreatePayloadSchema('performado').safeParse([base({ is_gcap: true, type: 4, contract_type: 2 })]))).toEqual([
      `0.is_gcap: ${M.create.gcapOnlySmoke}`,
    ]);
  });

  it('refuses installments that disagree on the contract data', () => {
    expect(messagesOf(commitmentCreatePayloadSchema('performado').safeParse([base(), base({ title: 'Outro' })]))).toEqual([
      `1.title: ${M.create.installmentsDiffer}`,
    ]);
  });
});

describe('creditor parameters', () => {
  const noLimits = { minAmount: null, maxAmount: null, minDays: null, maxDays: null };
  it('fix the types when single-valued and offer the installment quantities', () => {
    expect(commitmentCreditorRules({})).toEqual({ configured: false, transactionTypes: [1, 2, 3, 4], contractTypes: [1, 2], maxInstallments: 1, gcap: false, ...noLimits });
    expect(commitmentCreditorRules({ tipo_transacao: '2', tipo_contrato: 'todos', quantidade_parcelas_compromisso: '3', gcap: '1' })).toEqual({
      configured: true,
      transactionTypes: [2],
      contractTypes: [1, 2],
      maxInstallments: 3,
      gcap: true,
      ...noLimits,
    });
    expect(installmentQuantityOptions(3).map((o) => o.label)).toEqual(['Única', '2', '3']);
  });
});

describe('commitment form', () => {
  const form = (over: Partial<CommitmentFormValues> = {}): CommitmentFormValues => ({
    creditor_id: ID,
    document_number: '11.222.333/0001-81',
    merchant_id: ID,
    originator_id: ID,
    creditor_originator_bank_account_id: ID,
    title: 'Contrato',
    code: 'C-1',
    description: 'Descrição',
    type: 2,
    contract_type: 1,
    modality: 'performado',
    is_gcap: false,
    min_percentage: 100,
    issue_date: TODAY,
    expiration_date: '2027-06-30',
    total_amount: 100,
    installments_count: 3,
    document_acquirers: ['01027058000191'],
    payment_arrangements: ['VCC'],
    installments: splitAmount(100, 3).map((amount) => ({
      amount,
      due_date: '',
      execution_date: '2026-12-01',
      execution_date_final: '2027-01-31',
      division_rule: '' as const,
      amount_onerate: null,
    })),
    ...over,
  });
  const schema = commitmentFormSchema({ today: TODAY, partnerType: 'fornecedor' });

  it('gives one payload object per installment that the server schema accepts', () => {
    const parsed = schema.parse(form());
    const payload = commitmentPayloadOf(parsed);
    expect(payload.map((p) => p.amount)).toEqual([33.33, 33.33, 33.34]);
    expect(commitmentCreatePayloadSchema('performado', { today: TODAY, partnerType: 'fornecedor' }).safeParse(payload).success).toBe(true);
  });

  it('compares the installments with the total', () => {
    const rows = form().installments;
    expect(messagesOf(schema.safeParse(form({ installments: rows.map((r) => ({ ...r, amount: 40 })) })))).toEqual([
      `total_amount: ${M.installmentsAboveTotal}`,
    ]);
    expect(messagesOf(schema.safeParse(form({ installments: rows.map((r) => ({ ...r, amount: 30 })) })))).toEqual([
      `total_amount: ${M.installmentsBelowTotal}`,
    ]);
  });

  it('speaks the spec messages for the missing fields', () => {
    const messages = messagesOf(
      schema.safeParse(form({ modality: '', document_number: '123', min_percentage: 0, document_acquirers: [], payment_arrangements: [], total_amount: null })),
    );
    expect(messages).toEqual(
      expect.arrayContaining([
        `modality: ${M.modalityRequired}`,
        `document_number: ${M.invalidCnpjOrCpf}`,
        `min_percentage: ${M.minPercentageRange}`,
        `document_acquirers: ${M.acquirersRequired}`,
        `payment_arrangements: ${M.arrangementsRequired}`,
        `total_amount: ${M.requestedAmountPositive}`,
      ]),
    );
  });

  it('accepts any even split of any total (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000_00 }), fc.integer({ min: 1, max: 24 }), (cents, count) => {
        const total = cents / 100;
        const rows = splitAmount(total, count).map((amount) => ({ ...form().installments[0]!, amount }));
        if (rows.some((r) => r.amount <= 0)) return;
        const result = schema.safeParse(form({ total_amount: total, installments_count: count, installments: rows }));
        expect(messagesOf(result)).toEqual([]);
      }),
    );
  });
});

describe('the partner\'s amount and term limits', () => {
  const rules = { minAmount: 50, maxAmount: 1000, minDays: 10, maxDays: 60 };
  const row = (amount: number, end = '2027-01-31') => ({ amount, issue_date: '2027-01-01', execution_date: '2027-01-02', execution_date_final: end });

  it('sums the installments and counts the term from the issue date to the last execution end', () => {
    expect(commitmentLimitErrors([row(30), row(30)], rules)).toEqual([]);
    expect(commitmentLimitErrors([row(49.99)], rules)).toEqual([M.create.amountBelowPartnerMin('R$ 50,00')]);
    expect(commitmentLimitErrors([row(600), row(400.01)], rules)).toEqual([M.create.amountAbovePartnerMax('R$ 1.000,00')]);
    expect(commitmentLimitErrors([row(100, '2027-01-10')], rules)).toEqual([M.create.termBelowPartnerMin(10)]);
    expect(commitmentLimitErrors([row(100, '2027-01-11'), row(100, '2027-03-03')], rules)).toEqual([M.create.termAbovePartnerMax(60)]);
  });

  it('reads the limits from the parameters; permite_compromisso_acima_limite lifts the maximum', () => {
    const base = { tipo_transacao: 'ambos', tipo_contrato: 'todos' };
    expect(commitmentCreditorRules({ ...base, compromisso_valor_min: '50', compromisso_valor_max: '1000', dias_min: '10', dias_max: '60' })).toMatchObject(rules);
    expect(commitmentCreditorRules({ ...base, compromisso_valor_max: '1000', permite_compromisso_acima_limite: '1' })).toMatchObject({ maxAmount: null, minAmount: null });
    expect(commitmentCreditorRules({ ...base, compromisso_valor_max: '', dias_min: 'x' })).toMatchObject({ maxAmount: null, minDays: null });
  });
});
