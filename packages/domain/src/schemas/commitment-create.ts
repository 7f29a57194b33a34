import { z } from 'zod';
import { INPUT_LIMITS } from '../codes/limits';
import { TRANSACTION_TYPES } from '../codes/transaction-types';
import { CONTRACT_TYPES } from '../codes/contract-types';
import type { ContractModality } from '../codes/modalities';
import { COMMITMENT_MESSAGES } from '../messages/commitments';
import { VALIDATION_MESSAGES } from '../messages/common';
import { stripTaxIdMask } from '../tax-id/clean';
import { boundedString, requiredString, uuidSchema } from './common';
import { optionalIsoDate as optionalDate, requiredIsoDate as requiredDate } from './dates';
import { minPercentageSchema } from './commitments';
import { hasAtMostTwoDecimals } from './fields';
import { MAX_COMMITMENT_INSTALLMENTS, commitmentRuleIssues, type CommitmentRuleContext, type CommitmentRuleInput, type RuleIssue } from './commitment-rules';

const M = COMMITMENT_MESSAGES;
const C = COMMITMENT_MESSAGES.create;
const { required } = VALIDATION_MESSAGES;

const codeOf = (table: readonly { value: number }[], message: string = required) => {
  const values = table.map((o) => o.value);
  return z
    .number({ error: message })
    .int({ error: message })
    .min(Math.min(...values), { error: message })
    .max(Math.max(...values), { error: message })
    .refine((v) => values.includes(v), { error: message });
};

const positiveMoney = (message: string) =>
  z
    .number({ error: message })
    .gt(0, { error: message })
    .max(INPUT_LIMITS.moneyMax, { error: VALIDATION_MESSAGES.numberTooLarge })
    .refine(hasAtMostTwoDecimals, { error: VALIDATION_MESSAGES.maxTwoDecimals });

/** GET deals/create-options?creditor_id=: what the form may offer the creditor. */
export const commitmentCreateOptionsReplySchema = z.object({
  partner_type: z.string(),
  /** The creditor parameter perfil_parceiro as set (null when unset): 'pre_compromisso' consults the agenda after an import. */
  partner_profile: z.string().nullable(),
  configured: z.boolean(),
  transaction_types: z.array(z.number()),
  contract_types: z.array(z.number()),
  max_installments: z.number(),
  gcap: z.boolean(),
  min_amount: z.number().nullable(),
  max_amount: z.number().nullable(),
  min_days: z.number().nullable(),
  max_days: z.number().nullable(),
});
export type CommitmentCreateOptions = z.output<typeof commitmentCreateOptionsReplySchema>;

/** Installment quantity options: 1 is labelled 'Única'. */
export function installmentQuantityOptions(max: number): { value: number; label: string }[] {
  return Array.from({ length: Math.max(1, max) }, (_, i) => ({ value: i + 1, label: i === 0 ? M.singleInstallment : String(i + 1) }));
}

const documentList = (message: string, max = 50) =>
  z
    .array(boundedString(20).min(1, { error: message }), { error: message })
    .min(1, { error: message })
    .max(max, { error: VALIDATION_MESSAGES.tooManyItems });

/** One object of POST deals / deals/contract-smoke (spec 2 §3 "Commitment creation payload"). */
export const commitmentInstallmentPayloadSchema = z.object({
  is_gcap: z.boolean().default(false),
  creditor_id: uuidSchema,
  creditor_originator_bank_account_id: uuidSchema,
  title: requiredString(required, 200),
  description: requiredString(required, 1000),
  code: requiredString(required, 100),
  merchant_id: uuidSchema,
  min_percentage: minPercentageSchema,
  expiration_date: optionalDate,
  issue_date: requiredDate(required),
  document_acquirers: documentList(M.acquirersRequired).transform((list) => list.map(stripTaxIdMask)),
  payment_arrangements: documentList(M.arrangementsRequired),
  type: codeOf(TRANSACTION_TYPES),
  contract_type: codeOf(CONTRACT_TYPES),
  origin_gateway: boundedString(100).nullish().transform((v) => v || null),
  amount: positiveMoney(M.amountPositive),
  due_date: optionalDate,
  execution_date: requiredDate(M.executionStartRequired),
  execution_date_final: requiredDate(M.executionEndRequired),
  division_rule: z.union([z.literal(1), z.literal(2)], { error: M.divisionRuleRequired }).nullish(),
  amount_onerate: z
    .number({ error: M.fieldRequired })
    .min(0, { error: M.fieldRequired })
    .max(INPUT_LIMITS.moneyMax, { error: VALIDATION_MESSAGES.numberTooLarge })
    .refine(hasAtMostTwoDecimals, { error: VALIDATION_MESSAGES.maxTwoDecimals })
    .nullish(),
});
export type CommitmentInstallmentPayload = z.output<typeof commitmentInstallmentPayloadSchema>;
export type CommitmentInstallmentPayloadInput = z.input<typeof commitmentInstallmentPayloadSchema>;

/** Fields every installment object of one commitment repeats (the contract's data). */
export const COMMITMENT_SHARED_FIELDS = [
  'is_gcap',
  'creditor_id',
  'creditor_originator_bank_account_id',
  'title',
  'description',
  'code',
  'merchant_id',
  'min_percentage',
  'expiration_date',
  'issue_date',
  'document_acquirers',
  'payment_arrangements',
  'type',
  'contract_type',
  'origin_gateway',
] as const satisfies readonly (keyof CommitmentInstallmentPayload)[];

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The cross-field rules seen from a payload (one object per installment). */
export function payloadRuleInput(modality: ContractModality, payload: readonly CommitmentInstallmentPayload[]): CommitmentRuleInput {
  const first = payload[0]!;
  return {
    modality,
    is_gcap: first.is_gcap,
    type: first.type,
    contract_type: first.contract_type,
    expiration_date: first.expiration_date,
    installments: payload,
  };
}

/** A rule issue at a payload path: installment rows map back to their object's index. */
function payloadPath(issue: RuleIssue): (string | number)[] {
  return issue.path[0] === 'installments' ? issue.path.slice(1) : [0, ...issue.path];
}

/**
 * POST deals (performado) or deals/contract-smoke (fumaca): one object per installment, the
 * contract's data equal in all, every rule of the form. `context` adds the rules on the
 * creation date and partner type (the server runs it again with both once it knows them).
 */
export function commitmentCreatePayloadSchema(modality: ContractModality, context: CommitmentRuleContext = {}) {
  return z
    .array(commitmentInstallmentPayloadSchema)
    // abort: the rules below read the first installment, so an empty list stops here.
    .min(1, { error: required, abort: true })
    .max(MAX_COMMITMENT_INSTALLMENTS, { error: C.tooManyInstallments })
    .superRefine((payload, ctx) => {
      const first = payload[0]!;
      payload.forEach((row, i) => {
        const differs = COMMITMENT_SHARED_FIELDS.find((field) => !sameValue(row[field], first[field]));
        if (differs) ctx.addIssue({ code: 'custom', path: [i, differs], message: C.installmentsDiffer });
      });
      for (const issue of commitmentRuleIssues(payloadRuleInput(modality, payload), context))
        ctx.addIssue({ code: 'custom', path: payloadPath(issue), message: issue.message });
    });
}

/** The modality of each creation call. */
export const COMMITMENT_CREATE_PATHS = { performado: 'deals', fumaca: 'deals/contract-smoke' } as const;

/** One answer item of the creation calls: an installment, `id` being its commitment's. */
export const commitmentCreatedItemReplySchema = z.object({
  id: z.string(),
  installment_id: z.string(),
  installment: z.number(),
  external_reference: z.string(),
  title: z.string(),
  code: z.string(),
  amount: z.number(),
  due_date: z.string().nullable(),
  execution_date: z.string(),
  execution_date_final: z.string(),
  division_rule: z.number().nullable(),
  amount_onerate: z.number().nullable(),
  status: z.number(),
  strategy: z.number(),
  created_at: z.string(),
});
export type CommitmentCreatedItem = z.output<typeof commitmentCreatedItemReplySchema>;
