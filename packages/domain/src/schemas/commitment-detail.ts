import { z } from 'zod';
import { COMMITMENT_MESSAGES } from '../messages/commitments';
import { VALIDATION_MESSAGES } from '../messages/common';
import { boundedString, requiredString, uuidSchema } from './common';
import { isIsoDate } from '../format/dates';
import { COMMITMENT_ACTIONS_MESSAGES } from '../messages/commitments-actions';

/**
 * Commitment detail (spec 2 §3 "Commitment detail", "Installment", "Receivable"), its histories,
 * the domicile change and the TCD. Money in decimal reais; dates YYYY-MM-DD; statuses are the
 * numbers of COMMITMENT_STATUSES.
 */

const isoDate = z.string();
/** A commitment id (36) or an installment's external reference (`<id>-NN`). */
const REFERENCE_MAX = 60;
const money = z.number();

export const dealReceivableReplySchema = z.object({
  acquirer_name: z.string(),
  acquirer_document: z.string(),
  acquirer_path: z.string().nullable(),
  payment_arrangement: z.string(),
  brand_name: z.string(),
  effect_order: z.number().int(),
  settlement_date: isoDate,
  constituted: z.boolean(),
  status: z.string(),
  committed_amount: money,
  effect_amount_initial: money,
  effect_amount: money,
  effect_amount_updated: money,
  effective_settlement_amount: money,
  effective_settlement_date: isoDate.nullable(),
  updated_at: z.string(),
});
export type DealReceivable = z.infer<typeof dealReceivableReplySchema>;

export const dealInstallmentReplySchema = z.object({
  id: z.string(),
  title: z.string(),
  installment: z.number().int(),
  due_date: isoDate.nullable(),
  execution_date: isoDate,
  execution_date_end: isoDate,
  /** 1 R$, 2 %; null for the performed modality. */
  division_rule: z.number().int().nullable(),
  /** Reais when division_rule is 1, percent (0-100) when 2. */
  amount_onerate: z.number().nullable(),
  amount: money,
  amount_total_committed: money,
  amount_total_effect: money,
  effect_amount_initial: money,
  effect_amount: money,
  effect_amount_updated: money,
  effective_settlement_amount: money,
  updated_at: z.string(),
  type: z.number().int(),
  min_percentage: z.number(),
  status: z.number().int(),
  status_message: z.string().nullable(),
  external_reference: z.string(),
  contract_identifier: z.string().nullable(),
  receivables: z.array(dealReceivableReplySchema),
});
export type DealInstallment = z.infer<typeof dealInstallmentReplySchema>;

export const dealBankAccountReplySchema = z.object({
  id: z.string(),
  document_number: z.string(),
  title_domicile: z.string(),
  branch_number: z.string(),
  account_number: z.string(),
  account_digit: z.string().nullable(),
  account_type: z.string(),
  active: z.boolean(),
  domain_bank: z.object({ bank_code: z.string(), bank_name: z.string() }),
  originator: z.object({ id: z.string(), document_number: z.string(), company_name: z.string() }),
});
export type DealBankAccount = z.infer<typeof dealBankAccountReplySchema>;
/**
 * GET deals/{id}/domiciles: the accounts the commitment may move to (the active domiciles of its
 * creditor's active originators, the current one aside) and, when there is none, why.
 */
export const dealDomicileOptionsReplySchema = z.object({ results: z.array(dealBankAccountReplySchema), message: z.string().nullable() });
export type DealDomicileOptions = z.infer<typeof dealDomicileOptionsReplySchema>;

export const dealDetailReplySchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  code: z.string(),
  creditor_id: z.string(),
  merchant_id: z.string(),
  creditor: z.object({
    company_name: z.string(),
    trading_name: z.string(),
    document_number: z.string(),
    partnership: z.string().nullable(),
    /** perfil_parceiro first: the screens read the first value ('Fornecedor'). */
    creditor_parameters: z.array(z.object({ parameter_key: z.string(), parameter_value: z.string() })),
  }),
  merchant: z.object({ company_name: z.string(), trading_name: z.string(), document_number: z.string() }),
  issue_date: isoDate.nullable(),
  expiration_date: isoDate.nullable(),
  execution_date: isoDate,
  execution_date_end: isoDate,
  type: z.number().int(),
  contract_type: z.number().int(),
  strategy: z.number().int(),
  gcap: z.boolean(),
  min_percentage: z.number(),
  amount: money,
  installments_count: z.number().int(),
  status: z.number().int(),
  status_message: z.string().nullable(),
  origin_gateway: z.string().nullable(),
  arrangements: z.array(z.object({ code: z.string(), name: z.string() })),
  acquirers: z.array(z.object({ document_number: z.string(), name: z.string() })),
  acquirers_name: z.array(z.string()),
  bank_account: dealBankAccountReplySchema.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  installments: z.array(dealInstallmentReplySchema),
});
export type DealDetail = z.infer<typeof dealDetailReplySchema>;

export const dealHistoryRowReplySchema = z.object({
  name: z.string(),
  deal_status: z.number().int(),
  deal_status_description: z.string(),
  description: z.string(),
  created_at: z.string(),
});
export type DealHistoryRow = z.infer<typeof dealHistoryRowReplySchema>;

export const dealHistoryQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(9999).default(9999),
});

export const dealDomicileHistoryRowReplySchema = z.object({
  account_name: z.string(),
  /** 'Ativo' for the domicile in use, 'Inativo' for those it replaced. */
  status: z.string(),
  created_at: z.string(),
  document_number_domicile: z.string(),
  domain_bank_code: z.string(),
  domain_bank_name: z.string(),
  branch_number: z.string(),
  account_number: z.string(),
  account_type: z.string(),
});
export type DealDomicileHistoryRow = z.infer<typeof dealDomicileHistoryRowReplySchema>;

/** PATCH deals/update-domiciles: one item per commitment (the change-deals import sends many). */
export const updateDomicilesBodySchema = z.object({
  domicilios: z
    .array(
      z.object({
        id_compromisso: requiredString(VALIDATION_MESSAGES.required, REFERENCE_MAX),
        id_domicilio: requiredString(VALIDATION_MESSAGES.required, REFERENCE_MAX),
      }),
    )
    .min(1, { error: VALIDATION_MESSAGES.required })
    .max(1000, { error: VALIDATION_MESSAGES.tooManyItems }),
});
export type UpdateDomicilesBody = z.infer<typeof updateDomicilesBodySchema>;

export const updateDomicileResultReplySchema = z.object({
  success: z.boolean(),
  message: z.string(),
  id_compromisso: z.string(),
  id_domicilio: z.string(),
});
export type UpdateDomicileResult = z.infer<typeof updateDomicileResultReplySchema>;
export const updateDomicilesResponseSchema = z.object({ results: z.array(updateDomicileResultReplySchema) });

/** POST upload: the text fields sent with the TCD file. */
export const tcdUploadFieldsSchema = z.object({
  type: z.literal('contrato', { error: COMMITMENT_MESSAGES.tcdTypeInvalid }),
  /** The commitment id, or one of its installments' external references. */
  external_reference: requiredString(VALIDATION_MESSAGES.required, REFERENCE_MAX),
});

export const tcdUploadResponseSchema = z.object({
  message: z.string(),
  replaced: z.boolean(),
  fileUrl: z.string(),
});

export const tcdSearchQuerySchema = z.object({ external_reference: boundedString(REFERENCE_MAX).min(1) });
export const tcdSearchResponseSchema = z.object({
  results: z.array(z.object({ fileUrl: z.string(), file_name: z.string(), size_bytes: z.number(), created_at: z.string() })),
});

/** PDF by content: every PDF starts with the '%PDF-' header (whatever the name or declared type). */
export function isPdfContent(bytes: Uint8Array): boolean {
  const header = [0x25, 0x50, 0x44, 0x46, 0x2d];
  return bytes.length >= header.length && header.every((b, i) => bytes[i] === b);
}

export const dealIdParamsSchema = z.object({ id: uuidSchema });

/** PATCH deals/{id}: the commitment's descriptive data (what the registry's contracts do not carry). */
export const dealUpdateBodySchema = z
  .object({
    title: requiredString(VALIDATION_MESSAGES.required, 200).optional(),
    description: requiredString(VALIDATION_MESSAGES.required, 1000).optional(),
    code: requiredString(VALIDATION_MESSAGES.required, 100).optional(),
    expiration_date: boundedString(10)
      .refine((v) => isIsoDate(v), { error: VALIDATION_MESSAGES.invalidDate })
      .nullable()
      .optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), { error: COMMITMENT_ACTIONS_MESSAGES.registration.updateEmpty });
export type DealUpdateBody = z.infer<typeof dealUpdateBodySchema>;
