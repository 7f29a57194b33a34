import { z } from 'zod';
import { exportColumnsSchema } from './exports';
import { listQuerySchema, searchTextSchema, uuidSchema } from './common';
import { optionalIsoDate } from './dates';
import { LIST_SORTS, withSort } from './sort';

/** Spec 4 §4.1: the statuses of a statement file, in the order of its life. */
export const RECONCILIATION_FILE_STATUSES = [
  'recebido',
  'em_analise',
  'aguardando_vinculo',
  'aguardando_confirmacao',
  'importando',
  'processado',
  'processado_com_alertas',
  'rejeitado',
  'descartado',
  'excluido',
] as const;
export type ReconciliationFileStatus = (typeof RECONCILIATION_FILE_STATUSES)[number];
export const RECONCILIATION_FILE_FORMATS = ['ofx', 'cnab240', 'csv'] as const;
export const RECONCILIATION_FILE_ORIGINS = ['usuario', 'sandbox'] as const;
export const RECONCILIATION_LINE_STATUSES = ['nova', 'importada', 'duplicada', 'erro', 'ignorada'] as const;
export type ReconciliationLineStatus = (typeof RECONCILIATION_LINE_STATUSES)[number];

/** A query list: one value or several ('formats=ofx&formats=csv' or 'ofx,csv'). */
export const queryListOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .union([z.string().max(500), z.array(z.string().max(40)).max(values.length)])
    .transform((v) => (Array.isArray(v) ? v : v.split(',')).filter((x) => x !== ''))
    .pipe(z.array(z.enum(values)).max(values.length))
    .optional();

/** GET reconciliation/files (and its export): spec 4 §8 'import (files)'. */
export const reconciliationFileListQuerySchema = withSort(
  listQuerySchema.extend({
    creditor_id: uuidSchema.optional(),
    name: searchTextSchema.optional().transform((v) => v || undefined),
    formats: queryListOf(RECONCILIATION_FILE_FORMATS),
    status: queryListOf(RECONCILIATION_FILE_STATUSES),
    origin: z.enum(RECONCILIATION_FILE_ORIGINS).optional(),
    account_id: uuidSchema.optional(),
    // The files of one coverage cell: repeated ('file_ids=a&file_ids=b') or comma-separated.
    file_ids: z
      .union([z.string().max(2_000), z.array(z.string().max(40)).max(50)])
      .transform((v) => (Array.isArray(v) ? v : v.split(',')).filter((x) => x !== ''))
      .pipe(z.array(uuidSchema).max(50))
      .optional(),
    received_from: optionalIsoDate,
    received_to: optionalIsoDate,
    columns: exportColumnsSchema,
  }),
  LIST_SORTS.reconciliationFiles,
);
export type ReconciliationFileListQuery = z.output<typeof reconciliationFileListQuerySchema>;

/** GET reconciliation/files/{id}/lines: the tab ('nova' also reads 'importada' after commit), text, paging, sort. */
export const reconciliationFileLinesQuerySchema = withSort(
  listQuerySchema.extend({
    status: z.enum([...RECONCILIATION_LINE_STATUSES]).default('nova'),
    q: searchTextSchema.optional().transform((v) => v || undefined),
    columns: exportColumnsSchema,
  }),
  LIST_SORTS.reconciliationFileLines,
);
export type ReconciliationFileLinesQuery = z.output<typeof reconciliationFileLinesQuerySchema>;

export const reconciliationCoverageQuerySchema = z.object({
  creditor_id: uuidSchema.optional(),
  company_id: uuidSchema.optional(),
  account_id: uuidSchema.optional(),
});

/** POST reconciliation/files/{id}/links: the identification, the account (null = ignore its lines), remember it. */
export const reconciliationFileLinkSchema = z.object({
  raw: z.string().min(1).max(100),
  account_id: uuidSchema.nullable(),
  remember: z.boolean().default(true),
});
export type ReconciliationFileLinkInput = z.output<typeof reconciliationFileLinkSchema>;

const money = z.string();
export const reconciliationFileResponseSchema = z.object({
  id: z.string(),
  creditor_id: z.string(),
  creditor_name: z.string().nullable(),
  origin: z.enum(RECONCILIATION_FILE_ORIGINS),
  uploaded_by_name: z.string().nullable(),
  name: z.string(),
  size: z.number(),
  identifier: z.string(),
  format: z.enum(RECONCILIATION_FILE_FORMATS).nullable(),
  encoding: z.string().nullable(),
  status: z.enum(RECONCILIATION_FILE_STATUSES),
  message: z.string().nullable(),
  job_id: z.string().nullable(),
  done: z.number(),
  total: z.number(),
  received_at: z.string(),
  committed_at: z.string().nullable(),
  period_start: z.string().nullable(),
  period_end: z.string().nullable(),
  accounts: z.array(z.object({ id: z.string(), label: z.string() })),
  pending_links: z.array(z.object({ raw: z.string() })),
  lines_total: z.number(),
  lines_new: z.number(),
  lines_duplicated: z.number(),
  lines_error: z.number(),
  lines_ignored: z.number(),
  totals: z
    .object({ credits: money, debits: money, opening_balance: money.nullable(), closing_balance: money.nullable() })
    .nullable(),
  totals_check: z.enum(['ok', 'divergente', 'nao_aplicavel']).nullable(),
  warnings: z.array(z.string()),
});
export type ReconciliationFile = z.output<typeof reconciliationFileResponseSchema>;

export const reconciliationFileTotalsResponseSchema = z.object({
  files: z.number(),
  awaiting_action: z.number(),
  processed_with_alerts: z.number(),
  rejected: z.number(),
});

export const reconciliationFileLineResponseSchema = z.object({
  id: z.number().nullable(),
  line_number: z.number(),
  posted_date: z.string().nullable(),
  description: z.string().nullable(),
  document_id: z.string().nullable(),
  entry_type: z.enum(['C', 'D']).nullable(),
  amount: money.nullable(),
  classification: z.string().nullable(),
  status: z.enum(RECONCILIATION_LINE_STATUSES),
  duplicate_of: z.object({ line_id: z.number(), file_id: z.string(), file_name: z.string(), received_at: z.string() }).nullable(),
  ignore_reason: z.string().nullable(),
  error: z.object({ field: z.string().nullable(), message: z.string(), raw: z.string().nullable() }).nullable(),
});

export const reconciliationCoverageResponseSchema = z.object({
  days: z.array(z.string()),
  rows: z.array(
    z.object({
      account_id: z.string(),
      label: z.string(),
      cells: z.array(z.object({ date: z.string(), state: z.enum(['coberto', 'lacuna', 'antes_do_inicio']), file_ids: z.array(z.string()) })),
    }),
  ),
});

/** The CSV template 'Modelo CSV' (spec 4 §5.4): the header and two example lines. */
export const RECONCILIATION_STATEMENT_TEMPLATE = {
  fileName: 'modelo_conciliacao_extrato.csv',
  lines: [
    'banco;agencia;conta;data_lancamento;valor;tipo;descricao;documento;documento_pagador;saldo_final_dia',
    '341;0001;12345-6;05/01/2026;1.234,56;C;CIELO S.A. RECEBIVEIS;000123;01.027.058/0001-91;',
    '341;0001;12345-6;05/01/2026;150,00;D;TARIFA BANCARIA;000124;;-1.500,00',
  ],
} as const;
