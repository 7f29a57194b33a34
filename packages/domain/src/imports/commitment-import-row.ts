import { TRANSACTION_TYPE } from '../codes/transaction-types';
import { DIVISION_RULE } from '../codes/division-rules';
import type { ContractModality } from '../codes/modalities';
import { PARTNER_TYPE } from '../codes/partners';
import { IMPORT_COMMITMENT_MESSAGES } from '../messages/imports-commitments';
import { COMMITMENT_MESSAGES } from '../messages/commitments';
import { VALIDATION_MESSAGES } from '../messages/common';
import { validateDocument } from '../tax-id/document';
import {
  commitmentInstallmentPayloadSchema,
  payloadRuleInput,
  type CommitmentInstallmentPayload,
} from '../schemas/commitment-create';
import { commitmentLimitErrors, type CommitmentCreditorRules } from '../schemas/commitment-creditor-rules';
import { commitmentRuleIssues } from '../schemas/commitment-rules';
import { parseImportDate, parseImportDecimal } from './csv-reading';

const R = IMPORT_COMMITMENT_MESSAGES;
const M = COMMITMENT_MESSAGES;

/** The normal commitment import's columns (spec 3 §3), normalised headers in template order. */
export const COMMITMENT_IMPORT_COLUMNS = [
  'cnpj_estabelecimento',
  'título',
  'descrição',
  'código',
  'emissão',
  'expiração',
  'valor',
  'vencimento',
  'execução_início',
  'execução_fim',
  'id_domicílio',
  'cnpj_credenciadora',
  'arranjos',
] as const;

/** The smoke commitment import's columns (spec 3 §3 "Smoke commitment CSV row"), in template order. */
export const SMOKE_COMMITMENT_IMPORT_COLUMNS = [
  'cnpj_estabelecimento',
  'título',
  'descrição',
  'código',
  'emissão',
  'expiração',
  'cnpj_credenciadora',
  'arranjos',
  'regra_divisão',
  'valor_onerar',
  'valor_solicitado',
  'data_vencimento',
  'execução_início',
  'execução_fim',
  'id_domicílio',
] as const;

/** What the upload fixes for every row: the creditor, the types and (smoke) the collateral switch. */
export interface CommitmentImportContext {
  modality: ContractModality;
  creditor_id: string;
  type: number;
  contract_type: number;
  is_gcap: boolean;
  /**
   * The creditor's partner type (`if` requires emissão and frees expiração) and the creation
   * date (the registry's today). Without them those rules wait for checkCommitmentImportRow.
   */
  partnerType?: string;
  today?: string;
}

/** One valid row: the merchant's document and the creation payload the screen would send for it. */
export interface CommitmentImportRow {
  document_number: string;
  /** The payload with `merchant_id` still the nil id: the merchant is found by document when the batch is written. */
  payload: CommitmentInstallmentPayload;
  /** Whether the file gave emissão (else the creation date stands in). */
  issue_date_given: boolean;
}

const NIL_ID = '00000000-0000-0000-0000-000000000000';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** 'título' and 'titulo' (a file saved without accents) name the same column; a file's headers repeat on every row. */
const plainHeaders = new Map<string, string>();
function plain(header: string): string {
  let name = plainHeaders.get(header);
  if (name === undefined) {
    name = header.normalize('NFD').replace(/\p{M}/gu, '');
    if (plainHeaders.size < 1000) plainHeaders.set(header, name);
  }
  return name;
}

/**
 * Excel drops the leading zeros of a number-looking cell: a CNPJ of 12-13 digits is padded to
 * 14 and a 9-10 digit one to the CPF's 11 when that makes a valid CPF, else to 14.
 */
export function padImportDocument(digits: string): string {
  if (!/^\d+$/.test(digits) || digits.length >= 14) return digits;
  if (digits.length <= 11) {
    const cpf = digits.padStart(11, '0');
    if (validateDocument(cpf) === 'cpf') return cpf;
  }
  return digits.padStart(14, '0');
}

const listOf = (value: string) =>
  value
    .split(/[,;|]/)
    .map((v) => v.trim())
    .filter(Boolean);

/** The columns a row's merchant document may come in (the registration file's names too). */
export const IMPORT_MERCHANT_DOCUMENT_COLUMNS = ['cnpj_estabelecimento', 'cnpj___cpf', 'cnpj_cpf'] as const;

/** cnpj_credenciadora: a list of acquirer CNPJs, masks removed and Excel's lost zeros put back. */
export const importAcquirerDocuments = (value: string): string[] =>
  listOf(value).map((a) => padImportDocument(a.replace(/[.\-/\s]/g, '')));

/** arranjos: a list of arrangement codes, upper-cased. */
export const importArrangements = (value: string): string[] => listOf(value).map((a) => a.toUpperCase());

/**
 * regra_divisão: the code table's 1 (R$) or 2 (%) — DOMAIN.md: the smoke template's hint names
 * the rule by its symbol, so 'R$' and '%' are read too; anything else (or two rules) is an error.
 */
export function parseDivisionRule(value: string): 1 | 2 | { error: string } {
  const text = value.trim().toLowerCase();
  if (text === '') return { error: M.divisionRuleRequired };
  if (/[,;|]|\s/.test(text.replace(/^r\$\s*/, 'r$'))) return { error: R.oneDivisionRule };
  if (text === '1' || text === 'r$' || text === 'valor') return DIVISION_RULE.fixedAmount;
  if (text === '2' || text === '%' || text === 'percentual') return DIVISION_RULE.percentage;
  return { error: R.invalidDivisionRule };
}

/**
 * One CSV record (headers normalised) of the normal or smoke commitment import -> the merchant's
 * document and the creation payload of the screen (commitment-create.ts, the same schema and
 * messages), or the row's error. One row is one commitment with one installment.
 */
export function parseCommitmentImportRow(
  record: Readonly<Record<string, string>>,
  context: CommitmentImportContext,
): CommitmentImportRow | { error: string } {
  const fields = new Map<string, string>();
  for (const [key, value] of Object.entries(record)) fields.set(plain(key), (value ?? '').trim());
  const get = (...names: string[]) => {
    for (const name of names) {
      const value = fields.get(name);
      if (value) return value;
    }
    return '';
  };
  const smoke = context.modality === 'fumaca';

  const rawDocument = get(...IMPORT_MERCHANT_DOCUMENT_COLUMNS);
  if (!rawDocument) return { error: M.invalidCnpjOrCpf };
  if (!/^[0-9A-Za-z]+$/.test(rawDocument)) return { error: R.documentWithSymbols };
  const document = padImportDocument(rawDocument.toUpperCase());
  if (!validateDocument(document)) return { error: M.invalidCnpjOrCpf };

  const date = (message: string, ...names: string[]): string | null | { error: string } => {
    const text = get(...names);
    if (!text) return null;
    return parseImportDate(text) ?? { error: message };
  };
  const issue = date(R.invalidIssueDate, 'emissao');
  const expiration = date(R.invalidExpirationDate, 'expiracao');
  const due = date(R.invalidDueDate, 'data_vencimento', 'vencimento');
  const start = date(R.invalidExecutionDate, 'execucao_inicio');
  const end = date(R.invalidExecutionDateEnd, 'execucao_fim');
  for (const d of [issue, expiration, due, start, end]) if (d && typeof d === 'object') return d;
  const issueDate = issue as string | null;

  const number = (...names: string[]): number | null | { error: string } => {
    const text = get(...names);
    if (!text) return null;
    return parseImportDecimal(text) ?? { error: R.invalidAmount };
  };
  const amount = smoke ? number('valor_solicitado', 'valor') : number('valor', 'valor_solicitado');
  if (amount && typeof amount === 'object') return amount;
  let divisionRule: 1 | 2 | null = null;
  let amountOnerate: number | null = null;
  if (smoke) {
    const rule = parseDivisionRule(get('regra_divisao'));
    if (typeof rule === 'object') return rule;
    divisionRule = rule;
    const onerate = number('valor_onerar');
    if (onerate && typeof onerate === 'object') return onerate;
    amountOnerate = onerate;
  }
  const domicile = get('id_domicilio');
  if (!UUID.test(domicile)) return { error: domicile ? R.domicileNotFound : VALIDATION_MESSAGES.required };

  const payload = {
    is_gcap: smoke && context.is_gcap,
    creditor_id: context.creditor_id,
    creditor_originator_bank_account_id: domicile.toLowerCase(),
    title: get('titulo'),
    description: get('descricao'),
    code: get('codigo'),
    merchant_id: NIL_ID,
    min_percentage: 100,
    // Emissão is optional but for an `if` partner (spec 3 §5.1): the creation date stands in.
    expiration_date: context.type === TRANSACTION_TYPE.cobranca ? null : expiration,
    issue_date: issueDate ?? context.today ?? start ?? '',
    document_acquirers: importAcquirerDocuments(get('cnpj_credenciadora')),
    payment_arrangements: importArrangements(get('arranjos')),
    type: context.type,
    contract_type: context.contract_type,
    origin_gateway: null,
    amount: amount ?? Number.NaN,
    due_date: due,
    execution_date: start ?? '',
    execution_date_final: end ?? '',
    ...(smoke ? { division_rule: divisionRule, amount_onerate: amountOnerate ?? Number.NaN } : {}),
  };
  // One row is one installment: the object schema and the cross-field rules of the create payload
  // (commitmentCreatePayloadSchema's array checks only compare installments with each other).
  const parsed = commitmentInstallmentPayloadSchema.safeParse(payload);
  if (!parsed.success) return { error: parsed.error.issues[0]!.message };
  const issues = commitmentRuleIssues(payloadRuleInput(context.modality, [parsed.data]), context);
  if (issues.length) return { error: issues[0]!.message };
  const row = { document_number: document, payload: parsed.data, issue_date_given: issueDate !== null };
  return context.today && context.partnerType ? checkCommitmentImportRow(context.modality, row, { today: context.today, partnerType: context.partnerType }) : row;
}

/** The partner's amount and term limits (commitmentCreditorRules), as the create service applies them. */
export type CommitmentImportLimits = Pick<CommitmentCreditorRules, 'minAmount' | 'maxAmount' | 'minDays' | 'maxDays'>;

/**
 * The rules on the partner type and the creation date, once the writer knows both (the row was
 * parsed without them), then the partner's limits — last, because the term counts from emissão,
 * which defaults to today: the row completed (emissão defaulted to today), or its error.
 */
export function checkCommitmentImportRow(
  modality: ContractModality,
  row: CommitmentImportRow,
  context: { today: string; partnerType: string; limits?: CommitmentImportLimits },
): CommitmentImportRow | { error: string } {
  if (!row.issue_date_given && context.partnerType === PARTNER_TYPE.financialInstitution) return { error: VALIDATION_MESSAGES.required };
  const payload = { ...row.payload, issue_date: row.issue_date_given ? row.payload.issue_date : context.today };
  const issues = commitmentRuleIssues(payloadRuleInput(modality, [payload]), context);
  if (issues.length) return { error: issues[0]!.message };
  // The screen lists every limit broken; a row's error column takes them together, in its order.
  const limits = context.limits ? commitmentLimitErrors([payload], context.limits) : [];
  if (limits.length) return { error: limits.join('; ') };
  return { ...row, payload };
}

/**
 * What makes two rows the same commitment (the same file imported twice): everything the row
 * says, normalised, for one creditor and modality. The server keeps its hash on the deal.
 */
export function commitmentImportRowKey(modality: ContractModality, row: CommitmentImportRow): string {
  const p = row.payload;
  return JSON.stringify([
    modality,
    p.creditor_id,
    row.document_number,
    p.title,
    p.description,
    p.code,
    row.issue_date_given ? p.issue_date : null,
    p.expiration_date,
    p.type,
    p.contract_type,
    p.is_gcap,
    p.amount,
    p.due_date,
    p.execution_date,
    p.execution_date_final,
    p.division_rule ?? null,
    p.amount_onerate ?? null,
    p.creditor_originator_bank_account_id,
    p.document_acquirers,
    p.payment_arrangements,
  ]);
}
