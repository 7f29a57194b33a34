import type { Cents } from '../calendar/money';
import { isValidCnpj } from '../tax-id/cnpj';
import { cleanTaxId } from '../tax-id/document';
import { RECONCILIATION_STATEMENT_MESSAGES as M } from '../messages/reconciliation-statements';

/** What a credit line is (spec 4 §3.5 classification). */
export type LineClassification = 'recebivel_cartao' | 'outro';

/** A registered acquirer ('Credenciadoras'), as classification needs it. */
export interface ClassificationAcquirer {
  id: string;
  document: string;
}

/** One of the creditor's rules (§3.3); every condition given must hold. */
export interface ClassificationRule {
  id: string;
  position: number;
  descriptionContains?: string | null;
  payerDocument?: string | null;
  amountMin?: Cents | null;
  amountMax?: Cents | null;
  result: 'credenciadora' | 'outro';
  acquirerId?: string | null;
}

export interface ClassifiableLine {
  entryType: 'C' | 'D';
  /** Signed cents (credit positive). */
  amount: Cents;
  description: string;
  payerDocument?: string | null;
  cnabCategory?: string | null;
}

export interface LineClassificationResult {
  classification: LineClassification;
  /** Null with 'recebivel_cartao' = 'Não identificada'. */
  acquirerId: string | null;
  ruleId: string | null;
}

/** CNAB 240 category of card receivables ('recebíveis de cartão de crédito'). */
export const CARD_RECEIVABLES_CNAB_CATEGORY = '222';

/** Upper case, no accents, every non-alphanumeric a space, single spaces: how rules match words. */
export function normaliseRuleText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, ' ')
    .trim();
}

/** Whether `phrase` occurs in `description` as whole words. */
export function containsWords(description: string, phrase: string): boolean {
  return includesWords(normaliseRuleText(description), normaliseRuleText(phrase));
}

/** `containsWords` over a description already normalised, `wanted` normalised too. */
const includesWords = (words: string, wanted: string): boolean => wanted !== '' && ` ${words} `.includes(` ${wanted} `);

/** A rule with its phrase and payer document normalised once, not once per line. */
interface PreparedRule {
  rule: ClassificationRule;
  phrase: string | null;
  payer: string | null;
}

/** `words` is the description as rules read it, made once per line: a creditor has up to 50 rules. */
function ruleHolds({ rule, phrase, payer }: PreparedRule, line: ClassifiableLine, words: () => string): boolean {
  const hasCondition = phrase !== null || payer !== null || rule.amountMin != null || rule.amountMax != null;
  if (!hasCondition) return false;
  if (phrase !== null && !includesWords(words(), phrase)) return false;
  if (payer !== null && payer !== cleanTaxId(line.payerDocument)) return false;
  if (rule.amountMin != null && line.amount < rule.amountMin) return false;
  if (rule.amountMax != null && line.amount > rule.amountMax) return false;
  return true;
}

/**
 * Spec 4 §5.7, in order: the payer document, or a valid CNPJ written in the description, of a
 * registered acquirer; then the creditor's rules by position, the first that holds; then CNAB
 * category 222 (acquirer unknown); otherwise 'Outro lançamento'. Debits are always 'outro'.
 * The acquirers' CNPJs and the rules are prepared once for a file's lines: the acquirers'
 * alone, prepared per line, cost a 100,000-line statement about 90 MB of allocations.
 */
export function createStatementClassifier(
  acquirers: readonly ClassificationAcquirer[],
  rules: readonly ClassificationRule[],
): (line: ClassifiableLine) => LineClassificationResult {
  const documents = acquirers.flatMap((a) => {
    const cnpj = cleanTaxId(a.document);
    return isValidCnpj(cnpj) ? [{ id: a.id, cnpj }] : [];
  });
  const prepared: PreparedRule[] = [...rules]
    .sort((a, b) => a.position - b.position)
    .map((rule) => ({
      rule,
      phrase: rule.descriptionContains ? normaliseRuleText(rule.descriptionContains) : null,
      payer: rule.payerDocument ? cleanTaxId(rule.payerDocument) : null,
    }));
  const other: LineClassificationResult = { classification: 'outro', acquirerId: null, ruleId: null };

  function acquirerByDocument(line: ClassifiableLine): string | null {
    if (!documents.length) return null;
    const payer = cleanTaxId(line.payerDocument);
    // Banks print a CNPJ masked or bare; '.', '/' and '-' are dropped so both forms read as 14 characters.
    const compact = line.description.toUpperCase().replace(/[./-]/g, '');
    return documents.find((d) => payer === d.cnpj || compact.includes(d.cnpj))?.id ?? null;
  }

  return (line) => {
    if (line.entryType !== 'C') return { ...other };
    const byDocument = acquirerByDocument(line);
    if (byDocument !== null) return { classification: 'recebivel_cartao', acquirerId: byDocument, ruleId: null };
    let normalised: string | null = null;
    const words = () => (normalised ??= normaliseRuleText(line.description));
    const rule = prepared.find((r) => ruleHolds(r, line, words))?.rule;
    if (rule)
      return rule.result === 'credenciadora'
        ? { classification: 'recebivel_cartao', acquirerId: rule.acquirerId ?? null, ruleId: rule.id }
        : { ...other, ruleId: rule.id };
    if (line.cnabCategory?.trim() === CARD_RECEIVABLES_CNAB_CATEGORY) return { classification: 'recebivel_cartao', acquirerId: null, ruleId: null };
    return { ...other };
  };
}

/** The label of the 'Classificação' column. */
export function classificationLabel(classification: LineClassification, acquirerName: string | null): string {
  if (classification === 'outro') return M.otherEntry;
  return acquirerName ? M.cardReceivable(acquirerName) : M.cardReceivableUnidentified;
}

/**
 * The rules the first company of a creditor seeds ('Descrição contém' → acquirer, by the
 * acquirer's name in 'Credenciadoras'); a rule whose acquirer is not registered is not seeded.
 */
export const DEFAULT_CLASSIFICATION_KEYWORDS: readonly { keyword: string; acquirer: string; acquirerDocument: string }[] = [
  { keyword: 'CIELO', acquirer: 'Cielo', acquirerDocument: '01027058000191' },
  { keyword: 'REDE', acquirer: 'Rede', acquirerDocument: '01425787000104' },
  { keyword: 'REDECARD', acquirer: 'Rede', acquirerDocument: '01425787000104' },
  { keyword: 'STONE', acquirer: 'Stone', acquirerDocument: '16501555000157' },
  { keyword: 'GETNET', acquirer: 'Getnet', acquirerDocument: '10440482000154' },
  { keyword: 'PAGSEGURO', acquirer: 'PagSeguro', acquirerDocument: '08561701000101' },
  { keyword: 'PAGBANK', acquirer: 'PagSeguro', acquirerDocument: '08561701000101' },
  { keyword: 'ADYEN', acquirer: 'Adyen', acquirerDocument: '14796606000190' },
  { keyword: 'STRIPE', acquirer: 'Stripe Brasil', acquirerDocument: '22121209000146' },
  { keyword: 'CLOUDWALK', acquirer: 'Cloudwalk', acquirerDocument: '18189547000142' },
  { keyword: 'INFINITEPAY', acquirer: 'Cloudwalk', acquirerDocument: '18189547000142' },
  { keyword: 'ELAVON', acquirer: 'Elavon', acquirerDocument: '12592831000189' },
];

/** How the statement simulator words each acquirer's credit, as banks do (spec 4 §9.1). */
export const ACQUIRER_STATEMENT_DESCRIPTIONS: Readonly<Record<string, string>> = {
  Cielo: 'CIELO S.A. RECEBIVEIS',
  Rede: 'REDE PAGAMENTOS',
  Stone: 'STONE PAGAMENTOS',
  Getnet: 'GETNET LIQUIDACAO',
  PagSeguro: 'PAGSEGURO INTERNET',
  Adyen: 'ADYEN DO BRASIL',
  'Stripe Brasil': 'STRIPE BRASIL',
  Cloudwalk: 'CLOUDWALK IP',
  Elavon: 'ELAVON DO BRASIL',
};
