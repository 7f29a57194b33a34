import { z } from 'zod';
import { INPUT_LIMITS } from '../codes/limits';
import { COLLATERAL_TRANSACTION_TYPES, TRANSACTION_TYPE, TRANSACTION_TYPES } from '../codes/transaction-types';
import { CONTRACT_TYPE, CONTRACT_TYPES } from '../codes/contract-types';
import { DIVISION_RULE } from '../codes/division-rules';
import { ANY_CONTRACT_TYPE, ANY_TRANSACTION_TYPE, GCAP_ENABLED } from '../codes/creditor-parameters';
import type { ContractModality } from '../codes/modalities';
import { PARTNER_TYPE } from '../codes/partners';
import { COMMITMENT_MESSAGES } from '../messages/commitments';
import { VALIDATION_MESSAGES } from '../messages/common';
import { formatCurrency, toCents } from '../format/currency';
import { isIsoDate } from '../format/dates';
import { validateDocument } from '../tax-id/document';
import { stripTaxIdMask } from '../tax-id/clean';
import { boundedString, requiredString, uuidSchema } from './common';
import { commitmentAmountSchema, installmentsTotalError, minPercentageSchema } from './commitments';
import { hasAtMostTwoDecimals } from './fields';

const M = COMMITMENT_MESSAGES;
const C = COMMITMENT_MESSAGES.create;
const { required, invalidDate } = VALIDATION_MESSAGES;

/** Most installments one commitment may have, whatever a creditor's parameter says. */
export const MAX_COMMITMENT_INSTALLMENTS = 120;

/** A required YYYY-MM-DD date: '' or missing gives `message`, anything else not a date 'Data inválida'. */
function requiredDate(message: string) {
  return z
    .string({ error: message })
    .min(1, { error: message, abort: true })
    .max(10, { error: invalidDate, abort: true })
    .refine(isIsoDate, { error: invalidDate });
}

/** An optional YYYY-MM-DD date: '', null and missing become null. */
const optionalDate = z
  .union([z.literal(''), z.null(), z.string().max(10, { error: invalidDate }).refine(isIsoDate, { error: invalidDate })])
  .optional()
  .transform((v) => v || null);

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

/** Installment fields checked by the shared rules (the form's rows and the payload's objects). */
export interface InstallmentRuleInput {
  amount: number;
  due_date: string | null;
  execution_date: string;
  execution_date_final: string;
  division_rule?: number | null;
  amount_onerate?: number | null;
}

/** What the cross-field rules look at. */
export interface CommitmentRuleInput {
  modality: ContractModality;
  is_gcap: boolean;
  type: number;
  contract_type: number;
  expiration_date: string | null;
  installments: readonly InstallmentRuleInput[];
}

/**
 * What the rules need beyond the fields: the creation date (the registry's today) and the
 * partner type (a financial institution needs no expiration). Without them the rules that
 * depend on them are left to a later check (the server runs them once it knows both).
 */
export interface CommitmentRuleContext {
  today?: string;
  partnerType?: string;
}

export interface RuleIssue {
  /** ['expiration_date'], or ['installments', 2, 'due_date']. */
  path: (string | number)[];
  message: string;
}

/**
 * Every cross-field rule of the commitment form (spec 2 §5), for the form and the server alike.
 * Dates compare as YYYY-MM-DD text.
 */
export function commitmentRuleIssues(input: CommitmentRuleInput, context: CommitmentRuleContext = {}): RuleIssue[] {
  const issues: RuleIssue[] = [];
  const add = (message: string, ...path: (string | number)[]) => issues.push({ path, message });
  const { today, partnerType } = context;
  const smoke = input.modality === 'fumaca';

  const expirationFree = input.type === TRANSACTION_TYPE.cobranca || partnerType === PARTNER_TYPE.financialInstitution;
  if (!expirationFree && partnerType !== undefined && !input.expiration_date) add(required, 'expiration_date');
  if (input.expiration_date && today && input.expiration_date < today) add(M.expirationBeforeCreation, 'expiration_date');

  if (input.is_gcap) {
    if (!smoke) add(C.gcapOnlySmoke, 'is_gcap');
    if (input.contract_type !== CONTRACT_TYPE.cessao) add(C.gcapContractType, 'contract_type');
    if (!(COLLATERAL_TRANSACTION_TYPES as readonly number[]).includes(input.type)) add(C.gcapTransactionType, 'type');
  }

  input.installments.forEach((row, i) => {
    const at = (field: string) => ['installments', i, field] as const;
    if (row.execution_date && row.execution_date_final && row.execution_date > row.execution_date_final)
      add(M.executionStartAfterEnd, ...at('execution_date'));
    if (row.execution_date_final && today && row.execution_date_final < today) add(M.executionEndBeforeCreation, ...at('execution_date_final'));
    if (input.type === TRANSACTION_TYPE.garantia && !row.due_date) add(M.dueDateRequired, ...at('due_date'));
    if (row.due_date && row.execution_date && row.due_date > row.execution_date) add(M.dueDateAfterExecutionStart, ...at('due_date'));

    if (!smoke) {
      if (row.division_rule != null || row.amount_onerate != null) add(C.performedWithoutDivision, ...at('division_rule'));
      return;
    }
    if (row.division_rule == null) add(M.divisionRuleRequired, ...at('division_rule'));
    else if (input.is_gcap && row.division_rule !== DIVISION_RULE.percentage) add(C.gcapDivisionRule, ...at('division_rule'));
    if (row.amount_onerate == null || !(row.amount_onerate > 0)) add(M.fieldRequired, ...at('amount_onerate'));
    else if (row.division_rule === DIVISION_RULE.percentage && row.amount_onerate > 100) add(M.percentAbove100, ...at('amount_onerate'));
    else if (row.division_rule === DIVISION_RULE.fixedAmount && toCents(row.amount_onerate) > toCents(row.amount))
      add(M.amountAboveInstallment, ...at('amount_onerate'));
  });
  return issues;
}

/** The parameters of a creditor the form and the server read, decoded. */
export interface CommitmentCreditorRules {
  /** False when the partner has neither tipo_transacao nor tipo_contrato ('Parceiro não tem parametros cadastrados'). */
  configured: boolean;
  transactionTypes: number[];
  contractTypes: number[];
  /** Installment quantity options, 1..quantidade_parcelas_compromisso (1 when unset). */
  maxInstallments: number;
  gcap: boolean;
  /** compromisso_valor_min / _max in reais (null when unset); the max is lifted by permite_compromisso_acima_limite. */
  minAmount: number | null;
  maxAmount: number | null;
  /** dias_min / dias_max: the commitment's term, issue date to the last execution end, in days. */
  minDays: number | null;
  maxDays: number | null;
}

const positiveParameter = (value: string | undefined) => {
  const n = Number((value ?? '').replace(',', '.'));
  return value !== undefined && value.trim() !== '' && Number.isFinite(n) && n > 0 ? n : null;
};
const YES = new Set(['1', 'sim', 'true', 's']);
const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** The partner's amount and term limits broken by a commitment (its installments), as messages. */
export function commitmentLimitErrors(
  installments: readonly Pick<CommitmentInstallmentPayload, 'amount' | 'issue_date' | 'execution_date_final'>[],
  rules: Pick<CommitmentCreditorRules, 'minAmount' | 'maxAmount' | 'minDays' | 'maxDays'>,
): string[] {
  const errors: string[] = [];
  const total = installments.reduce((cents, i) => cents + toCents(i.amount), 0);
  if (rules.minAmount !== null && total < toCents(rules.minAmount)) errors.push(C.amountBelowPartnerMin(formatCurrency(rules.minAmount)));
  if (rules.maxAmount !== null && total > toCents(rules.maxAmount)) errors.push(C.amountAbovePartnerMax(formatCurrency(rules.maxAmount)));
  const issue = installments[0]?.issue_date;
  const end = installments.map((i) => i.execution_date_final).reduce<string | undefined>((a, b) => (a && a > b ? a : b), undefined);
  if (issue && end && isIsoDate(issue) && isIsoDate(end)) {
    const days = daysBetween(issue, end);
    if (rules.minDays !== null && days < rules.minDays) errors.push(C.termBelowPartnerMin(rules.minDays));
    if (rules.maxDays !== null && days > rules.maxDays) errors.push(C.termAbovePartnerMax(rules.maxDays));
  }
  return errors;
}

/**
 * Reads tipo_transacao ('ambos' or one code), tipo_contrato ('todos' or one code),
 * quantidade_parcelas_compromisso and gcap from a creditor's parameter values.
 */
export function commitmentCreditorRules(parameters: Readonly<Record<string, string | undefined>>): CommitmentCreditorRules {
  const pick = (value: string | undefined, any: string, table: readonly { value: number }[]) => {
    if (value === undefined || value === '' || value === any) return table.map((o) => o.value);
    const code = Number(value);
    return table.some((o) => o.value === code) ? [code] : [];
  };
  const quantity = Math.floor(Number(parameters.quantidade_parcelas_compromisso));
  return {
    configured: Boolean(parameters.tipo_transacao || parameters.tipo_contrato),
    transactionTypes: pick(parameters.tipo_transacao, ANY_TRANSACTION_TYPE, TRANSACTION_TYPES),
    contractTypes: pick(parameters.tipo_contrato, ANY_CONTRACT_TYPE, CONTRACT_TYPES),
    maxInstallments: Number.isFinite(quantity) && quantity >= 1 ? Math.min(quantity, MAX_COMMITMENT_INSTALLMENTS) : 1,
    gcap: parameters.gcap === GCAP_ENABLED,
    minAmount: positiveParameter(parameters.compromisso_valor_min),
    maxAmount: YES.has((parameters.permite_compromisso_acima_limite ?? '').trim().toLowerCase()) ? null : positiveParameter(parameters.compromisso_valor_max),
    minDays: positiveParameter(parameters.dias_min),
    maxDays: positiveParameter(parameters.dias_max),
  };
}

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
    .min(1, { error: required })
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

// ---- The form (Cadastro de compromisso) ----

const formNumber = (message: string) =>
  z.union([z.literal(''), z.number()]).refine((v) => v !== '', { error: message }).transform((v) => Number(v));

const formInstallmentSchema = z.object({
  amount: z
    .union([z.number(), z.null()])
    .refine((v) => v !== null && v > 0, { error: M.amountPositive })
    .transform((v) => v ?? 0),
  due_date: z.string(),
  execution_date: z.string().min(1, { error: M.executionStartRequired }),
  execution_date_final: z.string().min(1, { error: M.executionEndRequired }),
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
      issue_date: z.string().min(1, { error: required }),
      expiration_date: z.string(),
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

