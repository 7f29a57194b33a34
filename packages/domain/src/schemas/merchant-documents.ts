// Request and response schemas of the merchant documents (checkids) and the documents-validation page.
import { z } from 'zod';
import { MERCHANT_DOCUMENTS_MESSAGES as D } from '../messages/merchants-documents';
import { VALIDATION_MESSAGES } from '../messages/common';
import { MERCHANT_MESSAGES } from '../messages/merchants';
import {
  DOCUMENT_FILE_TYPES,
  DOCUMENT_REFUSAL_REASONS,
  type DocumentRefusalReason,
} from '../codes/document-file-types';
import { listQuerySchema, searchTextSchema, uuidSchema } from './common';
import { LIST_SORTS, withSort } from './sort';

/** Document status: 1 pendente, 2 aprovado (comment empty), 3 reprovado (with comment). */
export const DOCUMENT_STATUSES = [
  { value: 1, label: D.documentStatusPending },
  { value: 2, label: D.documentStatusApproved },
  { value: 3, label: D.documentStatusRejected },
] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number]['value'];
export const DOCUMENT_STATUS = { pending: 1, approved: 2, rejected: 3 } as const;

export const documentFileTypeLabel = (t: number) =>
  DOCUMENT_FILE_TYPES.find((x) => x.value === t)?.label ?? String(t);
export const documentStatusLabel = (s: number) =>
  DOCUMENT_STATUSES.find((x) => x.value === s)?.label ?? String(s);

/** Upload limit of a merchant document (the TCD's 5 MB of spec 2 §9). */
export const DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;

/** The refusal dialog's preset reasons with the label and the text each inserts. */
const PRESETS: Record<DocumentRefusalReason, { label: string; text: string }> = {
  dados_invalido: { label: D.reasonDadosInvalido, text: D.reasonDadosInvalidoText },
  arquivo_invalido: { label: D.reasonArquivoInvalido, text: D.reasonArquivoInvalidoText },
  solicitacao_doc: { label: D.reasonSolicitacaoDoc, text: D.reasonSolicitacaoDocText },
};
export const DOCUMENT_REFUSAL_PRESETS = DOCUMENT_REFUSAL_REASONS.map((value) => ({
  value,
  ...PRESETS[value],
}));

const fileTypeSchema = z.coerce
  .number({ error: VALIDATION_MESSAGES.required })
  .int()
  .min(1, { error: VALIDATION_MESSAGES.required })
  .max(3, { error: VALIDATION_MESSAGES.required });

/** Multipart text fields of POST checkids (the file travels as `files`). */
export const documentUploadFieldsSchema = z.object({
  account_id: uuidSchema,
  file_type: fileTypeSchema,
  file_info: z.string().trim().max(255).optional(),
});

/** PATCH checkids: approval (status 2, comment emptied) or refusal (status 3, comment required). */
export const documentStatusPatchSchema = z
  .object({
    id: uuidSchema,
    status: z.union([z.literal(2), z.literal(3)], { error: VALIDATION_MESSAGES.required }),
    comment: z.string().trim().max(2000).optional().nullable(),
  })
  .refine((b) => b.status !== 3 || Boolean(b.comment), { error: D.commentRequired, path: ['comment'] });
export type DocumentStatusPatch = z.input<typeof documentStatusPatchSchema>;

export const accountIdQuerySchema = z.object({ accountId: uuidSchema });
export const accountIdBodySchema = z.object({ account_id: uuidSchema });

/** GET checkids/history: one type's versions, newest first. */
export const documentHistoryQuerySchema = listQuerySchema.extend({
  accountId: uuidSchema,
  typeDoc: fileTypeSchema.optional(),
});

/** GET checkids filters. */
export const documentListQuerySchema = z.object({
  accountId: uuidSchema,
  fileType: fileTypeSchema.optional(),
  status: z.coerce.number().int().min(1).max(3).optional(),
});

export const documentOcrFieldResponseSchema = z.object({
  field: z.string(),
  registration: z.string().nullable(),
  ocr: z.string().nullable(),
});
export type MerchantDocumentOcrField = z.infer<typeof documentOcrFieldResponseSchema>;

/** A document (spec 2 §3): file info, status, comment, dates, and the identity check's result. */
export const merchantDocumentResponseSchema = z.object({
  id: z.string(),
  account_id: z.string(),
  file_type: z.number(),
  file_type_description: z.string(),
  file_info: z.string(),
  /** URL serving the file to those allowed to see the merchant; null without a file. */
  file_path: z.string().nullable(),
  content_type: z.string().nullable(),
  size_bytes: z.number().nullable(),
  status: z.number(),
  status_description: z.string(),
  comment: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string().nullable(),
  status_changed_at: z.string().nullable(),
  face_match: z
    .object({ score: z.number().nullable(), method: z.string().nullable(), ocr: z.string().nullable() })
    .nullable(),
  identity_provider: z.string().nullable(),
  processed_at: z.string().nullable(),
});
export type MerchantDocument = z.infer<typeof merchantDocumentResponseSchema>;

/** GET checkids/details/{id}: the document, the Campo / Cadastro / OCR table, and the time the reading took. */
export const merchantDocumentDetailResponseSchema = merchantDocumentResponseSchema.extend({
  fields: z.array(documentOcrFieldResponseSchema),
  processing_ms: z.number().nullable(),
});
export type MerchantDocumentDetail = z.infer<typeof merchantDocumentDetailResponseSchema>;

/** Account status update of Ativar conta / Reprovar conta. */
export const merchantAccountStatusSchema = z.object({
  status: z.enum(['ativo', 'inativo'], { error: VALIDATION_MESSAGES.required }),
});

/** Status filter of the documents-validation page. */
export const PENDING_MERCHANT_STATUSES = [
  { value: 'inativo_compromisso_garantido', label: MERCHANT_MESSAGES.inactiveWithGuaranteedCommitment },
  { value: 'pendente_aprovacao_documentos', label: MERCHANT_MESSAGES.pendingDocumentApproval },
  { value: 'todos', label: D.docsStatusAll },
] as const;
export type PendingMerchantStatus = (typeof PENDING_MERCHANT_STATUSES)[number]['value'];

export const pendingMerchantsQuerySchema = withSort(
  listQuerySchema.extend({
    document: searchTextSchema.optional(),
    name: searchTextSchema.optional(),
    status: z
      .enum(['inativo_compromisso_garantido', 'pendente_aprovacao_documentos', 'todos'])
      .default('todos'),
  }),
  LIST_SORTS.pendingMerchants,
);

/** Pending merchant row (spec 2 §3). */
export const pendingMerchantResponseSchema = z.object({
  merchant_id: z.string(),
  merchant_type: z.string(),
  merchant_document: z.string(),
  trading_name: z.string(),
  company_name: z.string(),
  creditor_trading: z.string(),
  first_deal_guaranteed: z.boolean(),
  first_deal_guaranteed_date: z.string().nullable(),
  status_description: z.string(),
});
export type PendingMerchant = z.infer<typeof pendingMerchantResponseSchema>;
