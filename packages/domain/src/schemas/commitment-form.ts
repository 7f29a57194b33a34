import { z } from 'zod';
import { TRANSACTION_TYPE } from '../codes/transaction-types';
import { COMMITMENT_MESSAGES } from '../messages/commitments';
import { VALIDATION_MESSAGES } from '../messages/common';
import { validateDocument } from '../tax-id/document';
import { requiredString } from './common';
import { optionalFormDate, requiredIsoDate } from './dates';
import { commitmentAmountSchema, installmentsTotalError } from './commitments';
import { commitmentRuleIssues, type CommitmentRuleContext, type CommitmentRuleInput } from './commitment-rules';
import type { CommitmentInstallmentPayloadInput } from './commitment-create';

const M = COMMITMENT_MESSAGES;
const { required } = VALIDATION_MESSAGES;
// ---- The form (Cadastro de compromisso) ----

const formNumber = (message: string) =>
  z.union([z.literal(''), z.number()]).refine((v) => v !== '', { error: message }).transform((v) => Number(v));

const formInstallmentSchema = z.object({
  amount: z
    .union([z.number(), z.null()])
    .refine((v) => v !== null && v > 0, { error: M.amountPositive })
    .transform((v) => v ?? 0),
  due_date: optionalFormDate,
  execution_date: requiredIsoDate(M.executionStartRequired),
  execution_date_final: requiredIsoDate(M.executionEndRequired),
  division_rule: z.union([z.literal(''), z.number()]),
  amount_onerate: z.number().nullable(),
});

/** The form's values as typed (selects hold '' until chosen). */
export const commitmentFormSchema = (context: CommitmentRuleContext = {}) =>
  z
    .object({
      creditor_id: requiredString(),
      document_number: z.string().refine((v) => validateDocument(v) !== null, { error: M.invalidCnpjOrCpf }),
      merchant_id: requiredString(),
      originator_id: z.string(),
      creditor_originator_bank_account_id: requiredString(),
      title: requiredString(required, 200),
      code: requiredString(required, 100),
      description: requiredString(required, 1000),
      type: formNumber(required),
      contract_type: formNumber(required),
      modality: z
        .union([z.literal(''), z.literal('performado'), z.literal('fumaca')])
        .refine((v) => v !== '', { error: M.modalityRequired })
        .transform((v) => v || 'performado'),
      is_gcap: z.boolean(),
      min_percentage: z.number({ error: M.minPercentageRange }).gt(0, { error: M.minPercentageRange }).max(100, {
        error: M.minPercentageRange,
      }),
      issue_date: requiredIsoDate(required),
      expiration_date: optionalFormDate,
      total_amount: z
        .union([z.number(), z.null()])
        .refine((v) => v !== null && v > 0, { error: M.requestedAmountPositive })
        .transform((v) => v ?? 0),
      installments_count: z.number().int().min(1),
      document_acquirers: z.array(z.string()).min(1, { error: M.acquirersRequired }),
      payment_arrangements: z.array(z.string()).min(1, { error: M.arrangementsRequired }),
      installments: z.array(formInstallmentSchema).min(1),
    })
    .superRefine((form, ctx) => {
      const input: CommitmentRuleInput = {
        modality: form.modality,
        is_gcap: form.is_gcap,
        type: Number(form.type),
        contract_type: Number(form.contract_type),
        expiration_date: form.expiration_date || null,
        installments: form.installments.map((row) => ({
          amount: row.amount,
          due_date: row.due_date || null,
          execution_date: row.execution_date,
          execution_date_final: row.execution_date_final,
          division_rule: form.modality === 'fumaca' && row.division_rule !== '' ? row.division_rule : null,
          amount_onerate: form.modality === 'fumaca' ? row.amount_onerate : null,
        })),
      };
      for (const issue of commitmentRuleIssues(input, context)) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
      if (form.total_amount > 0) {
        const totalError = installmentsTotalError(
          form.total_amount,
          form.installments.map((row) => row.amount),
        );
        if (totalError) ctx.addIssue({ code: 'custom', path: ['total_amount'], message: totalError });
        else if (!commitmentAmountSchema.safeParse(form.total_amount).success)
          ctx.addIssue({ code: 'custom', path: ['total_amount'], message: VALIDATION_MESSAGES.maxTwoDecimals });
      }
    });
export type CommitmentFormValues = z.input<ReturnType<typeof commitmentFormSchema>>;
export type CommitmentFormOutput = z.output<ReturnType<typeof commitmentFormSchema>>;

/** The creation payload of a validated form: one object per installment. */
export function commitmentPayloadOf(form: CommitmentFormOutput): CommitmentInstallmentPayloadInput[] {
  const smoke = form.modality === 'fumaca';
  return form.installments.map((row) => ({
    is_gcap: smoke && form.is_gcap,
    creditor_id: form.creditor_id,
    creditor_originator_bank_account_id: form.creditor_originator_bank_account_id,
    title: form.title,
    description: form.description,
    code: form.code,
    merchant_id: form.merchant_id,
    min_percentage: form.min_percentage,
    expiration_date: form.type === TRANSACTION_TYPE.cobranca ? null : form.expiration_date || null,
    issue_date: form.issue_date,
    document_acquirers: form.document_acquirers,
    payment_arrangements: form.payment_arrangements,
    type: form.type,
    contract_type: form.contract_type,
    origin_gateway: null,
    amount: row.amount,
    due_date: row.due_date || null,
    execution_date: row.execution_date,
    execution_date_final: row.execution_date_final,
    ...(smoke ? { division_rule: row.division_rule === '' ? null : (row.division_rule as 1 | 2), amount_onerate: row.amount_onerate } : {}),
  }));
}
